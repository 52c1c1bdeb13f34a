"""Inventory models and helpers."""
from __future__ import annotations

import dataclasses
from typing import Iterable

LOW_STOCK = 5
_registry: dict[str, "Item"] = {}

PRICES = {
    "apple": 3,
    "pear": 4,
}


@dataclasses.dataclass
class Item:
    """One stock-keeping unit."""

    sku: str
    quantity: int = 0

    def restock(self, amount: int) -> None:
        """Adds stock."""
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.quantity += amount

    @property
    def low(self) -> bool:
        return self.quantity < LOW_STOCK

    class Meta:
        ordering = ["sku"]


def register(item: Item) -> Item:
    # Keep the first registration.
    _registry.setdefault(item.sku, item)
    return _registry[item.sku]


async def totals(items: Iterable[Item]) -> dict[str, int]:
    result = {}
    for item in items:
        result[item.sku] = result.get(item.sku, 0) + item.quantity
    return result


if __name__ == "__main__":
    print(register(Item("apple", 3)))
