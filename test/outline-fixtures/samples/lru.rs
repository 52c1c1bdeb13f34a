//! A small least-recently-used cache.
use std::collections::HashMap;
use std::hash::Hash;

/// Default number of entries.
pub const DEFAULT_CAPACITY: usize = 128;

/// A cache that forgets its least recently used entry.
#[derive(Debug, Clone)]
pub struct Lru<K, V> {
    map: HashMap<K, (V, u64)>,
    tick: u64,
    capacity: usize,
}

pub enum Evicted<K> {
    Nothing,
    Key(K),
}

pub trait Cache<K, V> {
    fn get(&mut self, key: &K) -> Option<&V>;
    fn len(&self) -> usize {
        0
    }
}

impl<K: Hash + Eq + Clone, V> Lru<K, V> {
    /// Makes an empty cache.
    pub fn new(capacity: usize) -> Self {
        Lru { map: HashMap::new(), tick: 0, capacity }
    }

    pub fn insert(&mut self, key: K, value: V) -> Evicted<K> {
        self.tick += 1;
        let mut evicted = Evicted::Nothing;
        if self.map.len() >= self.capacity {
            if let Some(oldest) = self.map.iter().min_by_key(|(_, (_, t))| *t).map(|(k, _)| k.clone()) {
                self.map.remove(&oldest);
                evicted = Evicted::Key(oldest);
            }
        }
        self.map.insert(key, (value, self.tick));
        evicted
    }
}

impl<K: Hash + Eq + Clone, V> Cache<K, V> for Lru<K, V> {
    fn get(&mut self, key: &K) -> Option<&V> {
        self.tick += 1;
        let tick = self.tick;
        self.map.get_mut(key).map(|entry| {
            entry.1 = tick;
            &entry.0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evicts_oldest() {
        let mut lru = Lru::new(1);
        lru.insert(1, "a");
        assert!(matches!(lru.insert(2, "b"), Evicted::Key(1)));
    }
}
