//! Access attribution totals, accesses and miss rates per type and per field (array
//! elements of a type are folded into one `[*]` row), hottest fields first.

use hashbrown::HashMap;
use serde_json::Value;
use traceio::{Access, AccessKind, Level};

use crate::heap::{Heap, HeapEvent};
use crate::tool::{ratio, Attribution, Table, Tool};
use crate::types::{Part, Types};

/// Rows in the hottest-fields table.
pub const HOTTEST: usize = 50;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    reads: u64,
    writes: u64,
    l2: u64,
    memory: u64,
    tlb: u64,
    refs: u64,
    gc: u64,
}

impl Counts {
    #[inline]
    fn add(&mut self, a: &Access, is_ref: bool, in_gc: bool) {
        self.gc += u64::from(in_gc);
        match a.kind {
            AccessKind::Read => self.reads += 1,
            AccessKind::Write => self.writes += 1,
        }
        match a.level {
            Level::L1 => {}
            Level::L2 => self.l2 += 1,
            Level::Memory => self.memory += 1,
        }
        self.tlb += u64::from(a.tlb_miss);
        self.refs += u64::from(is_ref);
    }

    fn total(&self) -> u64 {
        self.reads + self.writes
    }

    fn cells(&self) -> Vec<Value> {
        let n = self.total();
        vec![
            n.into(),
            self.reads.into(),
            self.writes.into(),
            ratio(self.l2 + self.memory, n),
            ratio(self.memory, n),
            ratio(self.tlb, n),
            self.refs.into(),
            self.gc.into(),
        ]
    }
}

const COUNT_COLUMNS: [&str; 8] = [
    "accesses",
    "reads",
    "writes",
    "L1 miss rate",
    "L2 miss rate",
    "TLB miss rate",
    "reference values",
    "by the collector",
];

/// Folds element indices together.
fn key(p: Part) -> Part {
    match p {
        Part::Element(_) => Part::Element(u32::MAX),
        p => p,
    }
}

/// The per-type / per-field analysis.
#[derive(Debug, Default)]
pub struct Fields {
    all: Counts,
    heap: Counts,
    not_heap: Counts,
    per_type: HashMap<u32, Counts>,
    per_field: HashMap<(u32, Part), Counts>,
}

impl Tool for Fields {
    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        let (is_ref, gc) = (at.referent.is_some(), at.in_gc);
        self.all.add(a, is_ref, gc);
        match at.target {
            Some(t) => {
                self.heap.add(a, is_ref, gc);
                self.per_type
                    .entry(t.type_id)
                    .or_default()
                    .add(a, is_ref, gc);
                self.per_field
                    .entry((t.type_id, key(t.part)))
                    .or_default()
                    .add(a, is_ref, gc);
            }
            None => self.not_heap.add(a, is_ref, gc),
        }
    }

    fn event(&mut self, _ev: &HeapEvent<'_>, _types: &Types) {}

    fn report(&self, types: &Types) -> Vec<Table> {
        fn cols<'a>(first: &[&'a str]) -> Vec<&'a str> {
            first.iter().copied().chain(COUNT_COLUMNS).collect()
        }
        let mut att = Table::new(
            "attribution",
            "Access attribution (heap objects vs stack, VM data, code)",
            &cols(&["accesses to"]),
        );
        for (n, c) in [
            ("all", &self.all),
            ("heap objects", &self.heap),
            ("not heap", &self.not_heap),
        ] {
            let mut row = vec![Value::from(n)];
            row.extend(c.cells());
            att.row(row);
        }

        let mut by_type: Vec<(&u32, &Counts)> = self.per_type.iter().collect();
        by_type.sort_by(|a, b| b.1.total().cmp(&a.1.total()).then(a.0.cmp(b.0)));
        let mut tt = Table::new(
            "types",
            "Accesses and miss rates per type",
            &cols(&["type"]),
        );
        for (&id, c) in by_type {
            let mut row = vec![Value::from(types.name(id))];
            row.extend(c.cells());
            tt.row(row);
        }

        let mut by_field: Vec<(&(u32, Part), &Counts)> = self.per_field.iter().collect();
        by_field.sort_by(|a, b| {
            b.1.total()
                .cmp(&a.1.total())
                .then(a.0 .0.cmp(&b.0 .0))
                .then(format!("{:?}", a.0 .1).cmp(&format!("{:?}", b.0 .1)))
        });
        let mut ft = Table::new(
            "fields",
            &format!("Hottest fields (top {HOTTEST}) with miss rates; [*] = all elements"),
            &cols(&["type", "field"]),
        );
        for (&(id, part), c) in by_field.into_iter().take(HOTTEST) {
            let name = match part {
                Part::Element(_) => "[*]".to_string(),
                p => types.part_name(id, p),
            };
            let mut row = vec![Value::from(types.name(id)), Value::from(name)];
            row.extend(c.cells());
            ft.row(row);
        }
        vec![att, tt, ft]
    }
}
