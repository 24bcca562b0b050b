//! Accesses and misses per instruction (`--pcstat`), like sim-cache's `-pcstat` and
//! drcachesim's miss analyzer: per PC of a load or store, its accesses, D-L1 and L2
//! misses and DTLB misses (the trace's verdicts), named by the guest's function symbol
//! ([`crate::symbols`]); and the same summed per function.
//!
//! The guest VM interprets bytecode, so a PC names a function of the VM (the interpreter
//! loop, the collector, a native), not the Java method it runs: the method is not known
//! to the trace and is left out.

use hashbrown::HashMap;
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind, Level};

use crate::heap::Heap;
use crate::symbols::Symbols;
use crate::tool::{ratio, Attribution, keyed_cols, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Rows of the tables in the text report.
const TEXT_ROWS: usize = 30;

#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    accesses: u64,
    writes: u64,
    l1_misses: u64,
    l2_misses: u64,
    tlb_misses: u64,
    heap: u64,
}

impl Counts {
    fn merge(&mut self, o: &Counts) {
        self.accesses += o.accesses;
        self.writes += o.writes;
        self.l1_misses += o.l1_misses;
        self.l2_misses += o.l2_misses;
        self.tlb_misses += o.tlb_misses;
        self.heap += o.heap;
    }

    fn cells(&self) -> Vec<Value> {
        vec![
            self.accesses.into(),
            (self.accesses - self.writes).into(),
            self.writes.into(),
            self.l1_misses.into(),
            ratio(self.l1_misses, self.accesses),
            self.l2_misses.into(),
            ratio(self.l2_misses, self.accesses),
            self.tlb_misses.into(),
            self.heap.into(),
        ]
    }
}

const COLUMNS: [&str; 9] = [
    "accesses",
    "reads",
    "writes",
    "l1_misses",
    "l1_miss_rate",
    "l2_misses",
    "l2_miss_rate",
    "tlb_misses",
    "heap_accesses",
];

/// The per-instruction analysis.
#[derive(Debug, Default)]
pub struct PcStat {
    on: bool,
    symbols: Option<Symbols>,
    pcs: HashMap<u32, Counts>,
}

impl Tool for PcStat {
    fn new(sel: &Selection, _types: &Types) -> Result<PcStat, Error> {
        let loc = &sel.locality;
        if !loc.pcstat {
            return Ok(PcStat::default());
        }
        let guest = loc.header.as_ref().map_or("", |h| h.guest.as_str());
        let symbols = Symbols::path_for(guest, loc.symbols.as_deref())
            .map(|p| Symbols::open(&p))
            .transpose()
            .map_err(|e| Error::Selection(format!("--pcstat: the guest's symbols: {e} (--symbols FILE names the ELF)")))?;
        Ok(PcStat {
            on: true,
            symbols,
            pcs: HashMap::new(),
        })
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if !self.on || at.continued {
            return;
        }
        let c = self.pcs.entry(a.pc).or_default();
        c.accesses += 1;
        c.writes += u64::from(a.kind == AccessKind::Write);
        c.l1_misses += u64::from(a.level != Level::L1);
        c.l2_misses += u64::from(a.level == Level::Memory);
        c.tlb_misses += u64::from(a.tlb_miss);
        c.heap += u64::from(at.target.is_some());
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        if !self.on {
            return Vec::new();
        }
        let from = match self.symbols.as_ref().and_then(|s| s.source.as_ref()) {
            Some(p) => format!("symbols of {}", p.display()),
            None => "no symbols: the trace names no guest and no --symbols was given".into(),
        };
        let name = |pc: u32| match &self.symbols {
            Some(s) => Value::from(s.describe(pc)),
            None => Value::Null,
        };
        let mut pcs: Vec<(&u32, &Counts)> = self.pcs.iter().collect();
        pcs.sort_by(|a, b| b.1.l1_misses.cmp(&a.1.l1_misses).then(a.0.cmp(b.0)));
        let cols: Vec<&str> = ["pc", "function"].into_iter().chain(COLUMNS).collect();
        let mut t = Table::new(
            AnalyzerTable::Pcstat,
            &format!(
                "Accesses and misses per instruction, most D-L1 misses first ({from}; the VM's \
                 functions: the Java method an interpreted instruction serves is not known)"
            ),
            &keyed_cols(&cols),
        );
        let mut funcs: HashMap<String, (u64, Counts)> = HashMap::new();
        for (&pc, c) in pcs {
            let mut row = vec![Value::from(format!("{pc:#010x}")), name(pc)];
            row.extend(c.cells());
            t.row(row);
            let f = match &self.symbols {
                Some(s) => s.function(pc).to_string(),
                None => "-".into(),
            };
            let e = funcs.entry(f).or_default();
            e.0 += 1;
            e.1.merge(c);
        }
        t.text_rows = Some(TEXT_ROWS);
        let mut funcs: Vec<(String, (u64, Counts))> = funcs.into_iter().collect();
        funcs.sort_by(|a, b| b.1 .1.l1_misses.cmp(&a.1 .1.l1_misses).then(a.0.cmp(&b.0)));
        let cols: Vec<&str> = ["function", "pcs"].into_iter().chain(COLUMNS).collect();
        let mut f = Table::new(
            AnalyzerTable::PcstatFunctions,
            &format!("Accesses and misses per guest function, most D-L1 misses first ({from})"),
            &keyed_cols(&cols),
        );
        for (name, (n, c)) in funcs {
            let mut row = vec![Value::from(name), Value::from(n)];
            row.extend(c.cells());
            f.row(row);
        }
        f.text_rows = Some(TEXT_ROWS);
        vec![t, f]
    }
}
