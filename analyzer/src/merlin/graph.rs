//! The shadow graph: every tracked object's reference slots (slot key → target object id),
//! its Merlin stamp, whether it is a root, and the static slots as one root object.

use hashbrown::HashMap;

/// One tracked object.
#[derive(Clone, Debug)]
pub struct Node {
    /// Its slot in the heap's slab (stable while it lives, across copies).
    pub slot: u32,
    /// The last step at which it is known reachable.
    pub stamp: u64,
    /// Its death step, once known (the node stays until the object is reclaimed).
    pub death: Option<u64>,
    /// Always reachable: it existed before the trace (feature.dump), so its slots'
    /// contents are unknown.
    pub pinned: bool,
    /// In the root set (ROOT_ADD, not yet ROOT_DROP).
    pub root: bool,
    /// Mark of the last pass that reached it.
    pub(crate) mark: u32,
    /// Reference slots that hold an object: field index or element index → target id.
    pub out: HashMap<u32, u64>,
}

/// The shadow graph.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// Tracked objects by id.
    pub nodes: HashMap<u64, Node>,
    /// Static slots by address → index.
    pub statics: HashMap<u32, usize>,
    /// What each static slot holds (a target id).
    pub static_targets: Vec<Option<u64>>,
}

impl Graph {
    /// Adds an object with all slots null.
    pub fn add(&mut self, id: u64, slot: u32, stamp: u64, pinned: bool) {
        self.nodes.insert(
            id,
            Node {
                slot,
                stamp,
                death: None,
                pinned,
                root: false,
                mark: 0,
                out: HashMap::new(),
            },
        );
    }

    /// Raises `id`'s stamp to `step` (it was reachable then).
    pub fn stamp(&mut self, id: u64, step: u64) {
        if let Some(n) = self.nodes.get_mut(&id) {
            n.stamp = n.stamp.max(step);
        }
    }

    /// Slot `key` of `id` now holds `target`; the object it held before loses a reference
    /// and is stamped `step`. Returns false when `id` is not tracked.
    pub fn store(&mut self, id: u64, key: u32, target: Option<u64>, step: u64) -> bool {
        let Some(n) = self.nodes.get_mut(&id) else {
            return false;
        };
        let old = match target {
            Some(t) => n.out.insert(key, t),
            None => n.out.remove(&key),
        };
        if let Some(o) = old.filter(|&o| Some(o) != target) {
            self.stamp(o, step);
        }
        true
    }

    /// Static slot `index` now holds `target`; its old target is stamped `step`.
    pub fn store_static(&mut self, index: usize, target: Option<u64>, step: u64) {
        let old = std::mem::replace(&mut self.static_targets[index], target);
        if let Some(o) = old.filter(|&o| Some(o) != target) {
            self.stamp(o, step);
        }
    }

    /// What slot `key` of `id` holds in the shadow (`None`: null, or not tracked).
    pub fn target(&self, id: u64, key: u32) -> Option<u64> {
        self.nodes.get(&id).and_then(|n| n.out.get(&key).copied())
    }
}
