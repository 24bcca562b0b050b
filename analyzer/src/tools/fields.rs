//! Access attribution totals, accesses and miss rates per type and per field (array
//! elements of a type are folded into one `[*]` row), hottest fields first.
//!
//! An access that spans several parts or objects counts once in `all` and `heap objects`
//! and once in each (object, part) it touches: in the per-type and per-field tables and in
//! the `parts of heap objects` row, their sum (equal to `heap objects` when nothing spans).
//!
//! Per access, one set of counters is bumped: the accessed part's, found by indexing
//! (type id, then part), or "not heap". Per-type and heap totals are sums of the parts'
//! counters, made when the report is.

use hashbrown::HashMap;
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind, Level};

use crate::heap::Heap;
use crate::tool::{ratio, Attribution, Col, Table, Tool};
use crate::{Error, Selection};
use crate::types::{Part, Types};

/// Rows of the fields table in the text report.
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
        // Without branches: reads and writes interleave unpredictably.
        let write = u64::from(a.kind == AccessKind::Write);
        self.gc += u64::from(in_gc);
        self.reads += 1 - write;
        self.writes += write;
        self.l2 += u64::from(a.level == Level::L2);
        self.memory += u64::from(a.level == Level::Memory);
        self.tlb += u64::from(a.tlb_miss);
        self.refs += u64::from(is_ref);
    }

    fn merge(&mut self, o: &Counts) {
        self.reads += o.reads;
        self.writes += o.writes;
        self.l2 += o.l2;
        self.memory += o.memory;
        self.tlb += o.tlb;
        self.refs += o.refs;
        self.gc += o.gc;
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

const COUNT_COLUMNS: [Col; 8] = [
    Col::int("accesses", "accesses"),
    Col::int("reads", "reads"),
    Col::int("writes", "writes"),
    Col::ratio("L1 miss rate", "l1_miss_rate"),
    Col::ratio("L2 miss rate", "l2_miss_rate"),
    Col::ratio("TLB miss rate", "tlb_miss_rate"),
    Col::int("reference values", "reference_values"),
    Col::int("by the collector", "by_the_collector"),
];

/// Folds element indices together.
fn key(p: Part) -> Part {
    match p {
        Part::Element(_) => Part::Element(u32::MAX),
        p => p,
    }
}

/// Type ids below this are counted in a vector indexed by id; others in a map.
const DENSE_TYPES: u32 = 1 << 16;

/// The counters of one type's parts (elements folded).
#[derive(Clone, Debug, Default)]
struct TypeCounts {
    header: Vec<Counts>,
    length: Counts,
    elements: Counts,
    padding: Counts,
    fields: Vec<Counts>,
}

fn grow(v: &mut Vec<Counts>, i: usize) -> &mut Counts {
    if i >= v.len() {
        v.resize(i + 1, Counts::default());
    }
    &mut v[i]
}

impl TypeCounts {
    #[inline]
    fn part(&mut self, p: Part) -> &mut Counts {
        match p {
            Part::Field(i) => grow(&mut self.fields, usize::from(i)),
            Part::Element(_) => &mut self.elements,
            Part::Header(w) => grow(&mut self.header, usize::from(w)),
            Part::Length => &mut self.length,
            Part::Padding => &mut self.padding,
        }
    }

    /// The parts accessed at least once, with their counters.
    fn parts(&self) -> impl Iterator<Item = (Part, &Counts)> {
        let h = (self.header.iter().enumerate()).map(|(w, c)| (Part::Header(w as u8), c));
        let f = (self.fields.iter().enumerate()).map(|(i, c)| (Part::Field(i as u16), c));
        h.chain(f)
            .chain([
                (Part::Length, &self.length),
                (key(Part::Element(0)), &self.elements),
                (Part::Padding, &self.padding),
            ])
            .filter(|(_, c)| c.total() > 0)
    }
}

/// The per-type / per-field analysis.
#[derive(Debug, Default)]
pub struct Fields {
    not_heap: Counts,
    /// Accesses touching at least one heap object (each once).
    heap: Counts,
    /// Indexed by type id (below [`DENSE_TYPES`]).
    dense: Vec<TypeCounts>,
    sparse: HashMap<u32, TypeCounts>,
}

impl Fields {
    #[inline]
    fn of_type(&mut self, type_id: u32) -> &mut TypeCounts {
        if type_id < DENSE_TYPES {
            let i = type_id as usize;
            if i >= self.dense.len() {
                self.dense.resize(i + 1, TypeCounts::default());
            }
            &mut self.dense[i]
        } else {
            self.sparse.entry(type_id).or_default()
        }
    }
}

impl Tool for Fields {
    fn new(_sel: &Selection, _types: &Types) -> Result<Fields, Error> {
        Ok(Fields::default())
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        let (is_ref, gc) = (at.referent.is_some(), at.in_gc);
        match at.target {
            Some(t) => {
                if !at.continued {
                    self.heap.add(a, is_ref, gc);
                }
                self.of_type(t.type_id).part(t.part).add(a, is_ref, gc)
            }
            None => self.not_heap.add(a, is_ref, gc),
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let all_types = (self.dense.iter().enumerate())
            .map(|(id, t)| (id as u32, t))
            .chain(self.sparse.iter().map(|(&id, t)| (id, t)));
        let mut per_type: HashMap<u32, Counts> = HashMap::new();
        let mut per_field: HashMap<(u32, Part), Counts> = HashMap::new();
        let mut parts = Counts::default();
        for (id, t) in all_types {
            for (part, c) in t.parts() {
                per_field.insert((id, part), *c);
                per_type.entry(id).or_default().merge(c);
                parts.merge(c);
            }
        }
        let mut all = self.heap;
        all.merge(&self.not_heap);
        fn cols(first: &[Col]) -> Vec<Col> {
            first.iter().copied().chain(COUNT_COLUMNS).collect()
        }
        let mut att = Table::new(
            AnalyzerTable::Attribution,
            "Access attribution (heap objects vs stack, VM data, code)",
            &cols(&[Col::text("accesses to", "accesses_to")]),
        );
        // `all` is the sum of the next two, `parts of heap objects` the sum of the types
        // table: summaries, not in the files.
        for (n, c, summary) in [
            ("all", &all, true),
            ("heap objects", &self.heap, false),
            ("not heap", &self.not_heap, false),
            ("parts of heap objects", &parts, true),
        ] {
            let mut row = vec![Value::from(n)];
            row.extend(c.cells());
            if summary {
                att.summary_row(row);
            } else {
                att.row(row);
            }
        }

        let mut by_type: Vec<(&u32, &Counts)> = per_type.iter().collect();
        by_type.sort_by(|a, b| b.1.total().cmp(&a.1.total()).then(a.0.cmp(b.0)));
        let mut tt = Table::new(
            AnalyzerTable::Types,
            "Accesses and miss rates per type",
            &cols(&[Col::text("type", "type")]),
        );
        for (&id, c) in by_type {
            let mut row = vec![Value::from(types.name(id))];
            row.extend(c.cells());
            tt.row(row);
        }

        let mut by_field: Vec<(&(u32, Part), &Counts)> = per_field.iter().collect();
        by_field.sort_by(|a, b| {
            b.1.total()
                .cmp(&a.1.total())
                .then(a.0 .0.cmp(&b.0 .0))
                .then(format!("{:?}", a.0 .1).cmp(&format!("{:?}", b.0 .1)))
        });
        let mut ft = Table::new(
            AnalyzerTable::Fields,
            &format!("Fields, hottest first, with miss rates (text: top {HOTTEST}); [*] = all elements"),
            &cols(&[Col::text("type", "type"), Col::text("field", "field")]),
        );
        ft.text_rows = Some(HOTTEST);
        for (&(id, part), c) in by_field {
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
