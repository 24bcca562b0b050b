//! Instruction fetches per method (`--methods`, issue 21): every fetch of the replayed
//! instruction stream ([`crate::replay`]) goes to the compiled method whose code holds it
//! (CODE events of `-X:exec=baseline`: method, address, size; code never moves), else to
//! the routine of the VM's code space holding it (CODE events with a routine: allocation
//! fast paths, array clones, the glue between C and compiled code), else to the function of
//! the VM's ELF holding it ([`crate::symbols`]: the interpreter, the runtime, the
//! collector, libc), else to `(unknown)`. Per owner: fetches, I-L1 misses,
//! L2 misses of those fetches (fetches served by memory), code bytes. And the code
//! footprint over time: per interval of instructions, the compiled bytes installed so
//! far and the distinct I-L1 lines fetched in it.
//!
//! The guest VM sends the CODE events of the methods it compiles while booting only at
//! its first compilation after booting, after some of their code has run: fetches are
//! therefore kept per address (a difference map of the fetch ranges, and the misses per
//! PC) and given to their owners at the end, when every CODE event is known.

use hashbrown::{HashMap, HashSet};
use serde_json::Value;

use tables::AnalyzerTable;
use traceio::CodeRoutine;

use crate::heap::HeapEvent;
use crate::replay::Fetch;
use crate::symbols::Symbols;
use crate::tool::{keyed_cols, ratio, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Rows of the per-method table in the text report.
const TEXT_ROWS: usize = 30;

/// Who holds a code address.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Owner {
    /// A compiled method (its id).
    Method(u32),
    /// A routine of the VM's code space.
    Routine(CodeRoutine),
    /// A function of the VM's ELF (its start).
    Function(u32),
    /// Neither.
    Unknown,
}

#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    fetches: u64,
    il1_misses: u64,
    l2_misses: u64,
}

/// One row of the footprint table in the making.
#[derive(Clone, Debug, Default)]
struct Interval {
    fetches: u64,
    il1_misses: u64,
    lines: u64,
}

/// The per-method analysis.
#[derive(Debug, Default)]
pub struct Methods {
    on: bool,
    replayed: bool,
    symbols: Option<Symbols>,
    /// Compiled code: (address, size, method id, time), in event order.
    code: Vec<(u32, u32, u32, u64)>,
    /// The code space's routines: (address, size, routine).
    routines: Vec<(u32, u32, CodeRoutine)>,
    /// Fetch counts as a difference map: +1 at each segment's first address, -1 past its
    /// last (the fetches of an address are the prefix sum up to it).
    delta: HashMap<u32, i64>,
    /// Misses per PC: (I-L1, L2).
    misses: HashMap<u32, (u64, u64)>,
    /// I-L1 line size (log2).
    line_shift: u32,
    interval: u64,
    /// Finished footprint rows, then the one being filled (its index `cur`).
    rows: Vec<Interval>,
    cur_lines: HashSet<u32>,
    last_line: Option<u32>,
}

impl Tool for Methods {
    const EVERY_EVENT: bool = true;

    fn new(sel: &Selection, _types: &Types) -> Result<Methods, Error> {
        let loc = &sel.locality;
        if !loc.methods {
            return Ok(Methods::default());
        }
        let guest = loc.header.as_ref().map_or("", |h| h.guest.as_str());
        let symbols = Symbols::path_for(guest, loc.symbols.as_deref())
            .map(|p| Symbols::open(&p))
            .transpose()
            .map_err(|e| {
                Error::Selection(format!(
                    "--methods: the guest's symbols: {e} (--symbols FILE names the ELF)"
                ))
            })?;
        Ok(Methods {
            on: true,
            symbols,
            interval: if loc.footprint_interval == 0 {
                1_000_000
            } else {
                loc.footprint_interval
            },
            line_shift: 5,
            ..Methods::default()
        })
    }

    fn replay(&mut self, config: &cache::HierarchyConfig) {
        if !self.on {
            return;
        }
        self.replayed = true;
        let bsize = match &config.il1 {
            cache::InstL1::Own(c) => c.bsize,
            cache::InstL1::Dl1 => config.dl1.as_ref().map_or(32, |c| c.bsize),
            cache::InstL1::Dl2 => config.dl2.as_ref().map_or(32, |c| c.bsize),
            cache::InstL1::None => 32,
        };
        self.line_shift = bsize.trailing_zeros();
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        if let (true, HeapEvent::Code {
            method,
            addr,
            size,
            routine,
            time,
        }) = (self.on, ev)
        {
            match routine {
                CodeRoutine::Method => self.code.push((*addr, *size, *method, *time)),
                r => self.routines.push((*addr, *size, *r)),
            }
        }
    }

    #[inline]
    fn fetch(&mut self, f: &Fetch) {
        if !self.on {
            return;
        }
        *self.delta.entry(f.pc).or_insert(0) += 1;
        *self
            .delta
            .entry(f.pc.wrapping_add(f.n.wrapping_mul(4)))
            .or_insert(0) -= 1;
        let l1_miss = f.served.level != cache::ServedBy::L1;
        if l1_miss {
            let m = self.misses.entry(f.pc).or_default();
            m.0 += 1;
            m.1 += u64::from(f.served.level == cache::ServedBy::Memory);
        }
        let idx = (f.time / self.interval) as usize;
        if idx + 1 != self.rows.len() {
            self.close_interval();
            self.rows.resize(idx + 1, Interval::default());
        }
        let row = self.rows.last_mut().expect("resized");
        row.fetches += u64::from(f.n);
        row.il1_misses += u64::from(l1_miss);
        let line = f.pc >> self.line_shift;
        if self.last_line != Some(line) {
            self.last_line = Some(line);
            self.cur_lines.insert(line);
        }
    }

    fn finish(&mut self) -> Result<(), Error> {
        self.close_interval();
        Ok(())
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        if !self.on {
            return Vec::new();
        }
        if !self.replayed {
            let mut t = Table::new(
                AnalyzerTable::Methods,
                "Instruction fetches per method (--methods): not given: the input has no \
                 instruction stream (an event log)",
                &[crate::tool::Col::text("figures not given", "figures_not_given")],
            );
            t.note = true;
            return vec![t];
        }
        let map = CodeMap::new(&self.code, &self.routines, self.symbols.as_ref());
        let mut per: HashMap<Owner, Counts> = HashMap::new();
        // The fetch counts: prefix sums over the difference map, piece by piece.
        let mut keys: Vec<(u32, i64)> = self.delta.iter().map(|(&k, &v)| (k, v)).collect();
        keys.sort_unstable();
        let mut level = 0i64;
        for w in keys.windows(2) {
            level += w[0].1;
            if level > 0 {
                let (mut a, b) = (w[0].0, w[1].0);
                while a < b {
                    let (o, end) = map.owner(a);
                    let to = end.min(b);
                    per.entry(o).or_default().fetches += level as u64 * u64::from((to - a) / 4);
                    a = to;
                }
            }
        }
        for (&pc, &(l1, l2)) in &self.misses {
            let c = per.entry(map.owner(pc).0).or_default();
            c.il1_misses += l1;
            c.l2_misses += l2;
        }
        vec![
            self.owners_table(types, &map, &per),
            self.totals_table(&map, &per),
            self.footprint_table(),
        ]
    }
}

const COLUMNS: [&str; 6] = [
    "fetches",
    "il1_misses",
    "il1_miss_rate",
    "l2_misses",
    "l2_miss_rate",
    "code_bytes",
];

fn cells(c: &Counts, bytes: u64) -> Vec<Value> {
    vec![
        c.fetches.into(),
        c.il1_misses.into(),
        ratio(c.il1_misses, c.fetches),
        c.l2_misses.into(),
        ratio(c.l2_misses, c.fetches),
        bytes.into(),
    ]
}

impl Methods {
    /// Ends the footprint row being filled.
    fn close_interval(&mut self) {
        if let Some(r) = self.rows.last_mut() {
            r.lines += self.cur_lines.len() as u64;
        }
        self.cur_lines.clear();
        self.last_line = None;
    }

    fn owners_table(&self, types: &Types, map: &CodeMap, per: &HashMap<Owner, Counts>) -> Table {
        let mut rows: Vec<(&Owner, &Counts, String, &'static str, u64)> = per
            .iter()
            .map(|(o, c)| {
                let (name, kind, bytes) = map.describe(o, types);
                (o, c, name, kind, bytes)
            })
            .collect();
        rows.sort_by(|a, b| {
            (b.1.il1_misses, b.1.fetches)
                .cmp(&(a.1.il1_misses, a.1.fetches))
                .then_with(|| (&a.2, a.0).cmp(&(&b.2, b.0)))
        });
        let cols: Vec<&str> = ["method", "kind"].into_iter().chain(COLUMNS).collect();
        let mut t = Table::new(
            AnalyzerTable::Methods,
            &format!(
                "Instruction fetches per compiled method, VM function and routine of the VM's \
                 code space (`(code space) ...`), most I-L1 misses first (code_bytes: the \
                 compiled code's, the function's or the routine's size; {})",
                map.source
            ),
            &keyed_cols(&cols),
        );
        for (_, c, name, kind, bytes) in rows {
            let mut row = vec![Value::from(name), Value::from(kind)];
            row.extend(cells(c, bytes));
            t.row(row);
        }
        t.text_rows = Some(TEXT_ROWS);
        t
    }

    fn totals_table(&self, map: &CodeMap, per: &HashMap<Owner, Counts>) -> Table {
        let cols: Vec<&str> = ["kind", "owners"].into_iter().chain(COLUMNS).collect();
        let mut t = Table::new(
            AnalyzerTable::MethodsTotals,
            "Instruction fetches by kind of code: compiled methods (all compiled, fetched or \
             not: owners and code_bytes), the VM's functions and code-space routines fetched \
             from, unknown code",
            &keyed_cols(&cols),
        );
        let mut sums = [(0u64, Counts::default(), 0u64); 3];
        for (o, c) in per {
            let i = match o {
                Owner::Method(_) => 0,
                Owner::Function(_) | Owner::Routine(_) => 1,
                Owner::Unknown => 2,
            };
            let s = &mut sums[i];
            s.0 += u64::from(i != 0);
            s.1.fetches += c.fetches;
            s.1.il1_misses += c.il1_misses;
            s.1.l2_misses += c.l2_misses;
            match o {
                Owner::Function(start) => s.2 += u64::from(map.function_size(*start)),
                Owner::Routine(_) => s.2 += map.code_bytes(o),
                _ => {}
            }
        }
        sums[0].0 = self.code.len() as u64;
        sums[0].2 = self.code.iter().map(|c| u64::from(c.1)).sum();
        for (i, kind) in ["compiled", "vm", "unknown"].into_iter().enumerate() {
            let (n, c, bytes) = &sums[i];
            let mut row = vec![Value::from(kind), Value::from(*n)];
            row.extend(cells(c, *bytes));
            t.row(row);
        }
        t
    }

    fn footprint_table(&self) -> Table {
        let mut t = Table::new(
            AnalyzerTable::CodeFootprint,
            &format!(
                "Code footprint per {} instructions: methods compiled and their bytes so far \
                 (CODE events), distinct I-L1 lines fetched in the interval, fetches and I-L1 \
                 misses",
                self.interval
            ),
            &keyed_cols(&[
                "start_insns",
                "methods_compiled",
                "code_bytes_installed",
                "lines_fetched",
                "line_bytes_fetched",
                "fetches",
                "il1_misses",
            ]),
        );
        let mut code = self.code.iter().map(|c| (c.3, u64::from(c.1))).peekable();
        let (mut n, mut bytes) = (0u64, 0u64);
        for (i, r) in self.rows.iter().enumerate() {
            let start = i as u64 * self.interval;
            while let Some(&(time, size)) = code.peek() {
                if time >= start + self.interval {
                    break;
                }
                n += 1;
                bytes += size;
                code.next();
            }
            t.row(vec![
                start.into(),
                n.into(),
                bytes.into(),
                r.lines.into(),
                (r.lines << self.line_shift).into(),
                r.fetches.into(),
                r.il1_misses.into(),
            ]);
        }
        t
    }
}

/// Code addresses to owners: compiled methods and the code space's routines first, then
/// the ELF's functions.
struct CodeMap<'a> {
    /// (address, end, owner), sorted by address.
    methods: Vec<(u32, u32, Owner)>,
    symbols: Option<&'a Symbols>,
    source: String,
}

impl<'a> CodeMap<'a> {
    fn new(
        code: &[(u32, u32, u32, u64)],
        routines: &[(u32, u32, CodeRoutine)],
        symbols: Option<&'a Symbols>,
    ) -> CodeMap<'a> {
        let mut methods: Vec<(u32, u32, Owner)> = code
            .iter()
            .map(|&(a, s, m, _)| (a, a.saturating_add(s), Owner::Method(m)))
            .chain(
                routines
                    .iter()
                    .map(|&(a, s, r)| (a, a.saturating_add(s), Owner::Routine(r))),
            )
            .collect();
        methods.sort_unstable();
        let source = match symbols.and_then(|s| s.source.as_ref()) {
            Some(p) => format!("VM functions from the symbols of {}", p.display()),
            None => "no VM symbols: the trace names no guest and no --symbols was given".into(),
        };
        CodeMap {
            methods,
            symbols,
            source,
        }
    }

    /// The owner of `pc` and the first address above it where the owner may change.
    fn owner(&self, pc: u32) -> (Owner, u32) {
        let i = self.methods.partition_point(|m| m.0 <= pc);
        if let Some((a, end, o)) = i.checked_sub(1).and_then(|j| self.methods.get(j)) {
            if pc >= *a && pc < *end {
                return (o.clone(), *end);
            }
        }
        let next_method = self.methods.get(i).map_or(u32::MAX, |m| m.0);
        match self.symbols.and_then(|s| s.range(pc)) {
            Some((start, end)) => (Owner::Function(start), end.min(next_method)),
            None => {
                let next_fn = self.symbols.map_or(u32::MAX, |s| s.next_start(pc));
                (Owner::Unknown, next_fn.min(next_method).max(pc.saturating_add(4)))
            }
        }
    }

    /// The size its symbol declares.
    fn function_size(&self, start: u32) -> u32 {
        self.symbols.map_or(0, |s| s.declared_size(start))
    }

    /// The bytes of the code a method or routine owns (all its pieces).
    fn code_bytes(&self, o: &Owner) -> u64 {
        self.methods
            .iter()
            .filter(|m| m.2 == *o)
            .map(|m| u64::from(m.1 - m.0))
            .sum()
    }

    /// Name, kind and code bytes of an owner.
    fn describe(&self, o: &Owner, types: &Types) -> (String, &'static str, u64) {
        match *o {
            Owner::Method(id) => (types.method_name(id), "compiled", self.code_bytes(o)),
            Owner::Routine(r) => (format!("(code space) {r}"), "vm", self.code_bytes(o)),
            Owner::Function(start) => {
                let name = self.symbols.map_or("?", |s| s.function(start));
                (name.to_string(), "vm", u64::from(self.function_size(start)))
            }
            Owner::Unknown => ("(unknown)".into(), "unknown", 0),
        }
    }
}
