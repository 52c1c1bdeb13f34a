package com.example.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Places and cancels orders.
 */
public class OrderService {
    /** Orders above this total need approval. */
    public static final long APPROVAL_LIMIT = 10_000L;

    private static final String[] STATES = {
        "NEW",
        "PLACED",
        "CANCELLED",
    };

    private final List<Order> orders = new ArrayList<>();

    public OrderService() {
        this(List.of());
    }

    public OrderService(List<Order> initial) {
        orders.addAll(Objects.requireNonNull(initial));
    }

    /** Places an order and returns its number. */
    public int place(Order order) {
        if (order.total() > APPROVAL_LIMIT) {
            throw new IllegalStateException("needs approval");
        }
        orders.add(order);
        return orders.size();
    }

    @Deprecated
    public boolean cancel(int number) {
        return orders.remove(number - 1) != null;
    }

    public enum Status {
        OPEN,
        CLOSED;

        public boolean done() {
            return this == CLOSED;
        }
    }

    public record Order(String sku, long total) {
        public Order {
            Objects.requireNonNull(sku);
        }
    }

    interface Listener {
        void placed(Order order);
    }
}
