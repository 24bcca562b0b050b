//! The whole hierarchy under the analyses (issues 20 and 21): a trace's records and its
//! instruction stream (format version 3 and later, `traceio::flow`) turned by the cache crate's
//! replay ([`cache::replay::StepBuilder`]) into the exact sequence of hierarchy calls the
//! run made, fed in trace order to one [`Hierarchy`] — the run's configuration (the trace
//! header's `-cache:`/`-tlb:` flags) or `--cache FLAGS` — while the records go through the
//! [`Analyzer`] as usual.
//!
//! What the analyses learn from it: every data access carries the replay's verdict (its
//! `level` and `tlb_miss` are replaced, so every analysis sees the chosen hierarchy);
//! every instruction fetch reaches them as [`Fetch`] segments (fetches within one I-L1
//! line, the first of which alone can miss); and every lookup of the L2 (the D-L1's
//! fills and writebacks, the instruction misses of a unified L2) reaches them as
//! [`L2Lookup`]s with its cause ([`Cause`]), through the hierarchy's
//! [`cache::Observer`]. At the end, [`Replayer::finish`] gives the `replay` table: the
//! hierarchy's statistics under sim-cache's names, equal to the run's `stats.txt` for the
//! run's configuration.
//!
//! Time: at every GC_START and GC_END (where `cache::replay` cuts the steps, after the
//! committing instruction's fetch, as simrun's phase split does) and at the end of every
//! block, the replay reads the hierarchy's cumulative counters and turns them into the
//! run's clock under the configuration's latency model ([`cache::pause::Clock`]): the
//! analyses get each collection's start and end in cycles (`HeapEvent::GcStart`'s
//! `clock`) and the run's whole length ([`crate::tool::Tool::clock`]).

use std::cell::RefCell;

use cache::pause::Clock;
use cache::replay::{Cut, CutKind, Step, StepBuilder, Totals};
use cache::{ControlOp, Hierarchy, HierarchyConfig, InstL1, Observer, Role, Served, ServedBy};
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, FlowItem, Level, Record};

use crate::tool::{keyed_cols, Table};
use crate::{Analyzer, Error};

/// What made an L2 lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// A data access (its D-L1 miss's fill, or the writeback of the victim).
    Data,
    /// An instruction fetch (the I-L1 miss's fill, or a writeback of a unified L1).
    Fetch,
    /// A cache-control operation (a `dcbz`'s victim, an `icbi` of a dirty unified line).
    Control,
}

/// One lookup of the L2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct L2Lookup {
    /// The address looked up (in the block).
    pub addr: u32,
    /// A writeback from the level above (a fill when false).
    pub write: bool,
    /// It hit.
    pub hit: bool,
}

/// Fetches within one I-L1 line: `n` instructions from `pc`, the first at instruction
/// `time`; the first was served at `served`, the others hit the I-L1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fetch {
    /// The first one's instruction number.
    pub time: u64,
    /// The first one's address.
    pub pc: u32,
    /// How many (at `pc`, `pc + 4`, ...).
    pub n: u32,
    /// Where the first was served.
    pub served: Served,
}

/// One call of the replay into the hierarchy, as an analysis that drives a hierarchy of its
/// own sees it ([`crate::tool::Tool::step`]): every call of the whole trace, inside the
/// reported window or not, in order, so that the other hierarchy receives exactly the
/// calls the replayed one does (`--layout`'s hierarchy with fields moved).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepSeen {
    /// Fetches within one I-L1 line: `n` instructions from `pc`.
    Fetch {
        /// The first one's address.
        pc: u32,
        /// How many.
        n: u32,
    },
    /// A data access: its record (with the trace's verdict) and the replay's verdict.
    Data {
        /// The access record as traced.
        access: Access,
        /// Where the replayed hierarchy served it.
        served: Served,
    },
    /// A cache-control operation; a `dcbz` with its access record (as traced).
    Control {
        /// The operation.
        op: ControlOp,
        /// Its address.
        addr: u32,
        /// The `dcbz`'s access record.
        access: Option<Access>,
        /// The replay's verdict.
        served: Served,
    },
    /// A read of the L2 made apart (a unified L2's fill of an instruction-side miss).
    Fill {
        /// The address.
        addr: u32,
        /// Bytes.
        size: u32,
    },
}

/// Collects the L2's lookups during one hierarchy call.
struct L2Watch {
    l2: usize,
    buf: RefCell<Vec<L2Lookup>>,
}

impl Observer for &L2Watch {
    #[inline]
    fn lookup(self, level: usize, addr: u32, write: bool, hit: bool) {
        if level == self.l2 {
            self.buf.borrow_mut().push(L2Lookup { addr, write, hit });
        }
    }
}

/// The trace's level of a verdict.
fn level_of(s: ServedBy) -> Level {
    match s {
        ServedBy::L1 => Level::L1,
        ServedBy::L2 => Level::L2,
        ServedBy::Memory => Level::Memory,
    }
}

/// Drives one hierarchy with a trace's blocks (see the module doc).
pub struct Replayer {
    h: Hierarchy,
    builder: StepBuilder,
    steps: Vec<Step>,
    watch: L2Watch,
    /// Instructions fetched so far.
    fetched: u64,
    /// Bytes of a fetch segment: the I-L1 line (at most the I-TLB page), 4 without an I-L1.
    seg: u32,
    /// Where the configuration comes from, for the table's title.
    source: String,
}

impl Replayer {
    /// A replayer of `config` (`source` says where it comes from).
    pub fn new(config: &HierarchyConfig, source: &str) -> Result<Replayer, Error> {
        let h = Hierarchy::new(config)
            .map_err(|e| Error::Selection(format!("the replay's cache configuration: {e}")))?;
        let l2 = h.level_index(Role::Dl2);
        let il1 = match &config.il1 {
            InstL1::Own(c) => c.bsize,
            InstL1::Dl1 => config.dl1.as_ref().map_or(4, |c| c.bsize),
            InstL1::Dl2 => config.dl2.as_ref().map_or(4, |c| c.bsize),
            InstL1::None => 4,
        };
        let page = config.itlb.as_ref().map_or(u32::MAX, |c| c.bsize);
        Ok(Replayer {
            h,
            builder: StepBuilder::with_phases(),
            steps: Vec::new(),
            watch: L2Watch {
                l2: l2.unwrap_or(usize::MAX),
                buf: RefCell::new(Vec::new()),
            },
            fetched: 0,
            seg: il1.min(page).max(4),
            source: source.to_string(),
        })
    }

    /// The hierarchy's configuration.
    pub fn config(&self) -> &HierarchyConfig {
        self.h.config()
    }

    /// One block of the trace (records and flow items, as
    /// [`traceio::RecordIter::next_block_flow`] gives them): its steps run into the
    /// hierarchy, its records through `an`, in trace order.
    pub fn block(
        &mut self,
        records: &[Record],
        flow: &[FlowItem],
        an: &mut Analyzer,
    ) -> Result<(), String> {
        let mut steps = std::mem::take(&mut self.steps);
        steps.clear();
        self.builder
            .block(records, flow, &mut steps)
            .map_err(|e| e.to_string())?;
        let cuts = self.builder.take_cuts();
        let mut cut = cuts.iter().peekable();
        let mut rest = records.iter();
        // The next access record, after passing the events before it to `an`.
        let mut next_access = |an: &mut Analyzer| -> Result<Access, String> {
            for r in rest.by_ref() {
                match r {
                    Record::Access(a) => return Ok(*a),
                    Record::Event(_) => an.process(r),
                }
            }
            Err("the replay's steps and the block's access records disagree".into())
        };
        for (i, &s) in steps.iter().enumerate() {
            // The clock at each GC_START and GC_END whose steps are all done.
            while let Some(c) = cut.next_if(|c| c.at == i) {
                self.cut(c, an);
            }
            match s {
                Step::Fetch { pc, n } => self.fetch_run(pc, n, an),
                Step::Data { addr, size, write } => {
                    let a = next_access(an)?;
                    self.watch.buf.borrow_mut().clear();
                    let s = self.h.data_access_observed(addr, size, write, &self.watch);
                    an.step(&StepSeen::Data {
                        access: a,
                        served: s,
                    });
                    an.l2_lookups(Cause::Data, &self.watch.buf.borrow());
                    an.process_access(&with_verdict(a, s));
                }
                Step::Control { op, addr } => {
                    // A dcbz's own access record, which the steps skip.
                    let a = match op {
                        ControlOp::Dcbz => Some(next_access(an)?),
                        _ => None,
                    };
                    self.watch.buf.borrow_mut().clear();
                    let s = self.h.control_observed(op, addr, &self.watch);
                    an.step(&StepSeen::Control {
                        op,
                        addr,
                        access: a,
                        served: s,
                    });
                    an.l2_lookups(Cause::Control, &self.watch.buf.borrow());
                    if let Some(a) = a {
                        an.process_access(&with_verdict(a, s));
                    }
                }
                Step::Fill { addr, size } => {
                    self.h.read_l2(addr, size);
                    an.step(&StepSeen::Fill { addr, size });
                }
            }
        }
        for c in cut {
            self.cut(c, an);
        }
        for r in rest {
            if let Record::Access(_) = r {
                return Err("an access record has no replay step".into());
            }
            an.process(r);
        }
        self.steps = steps;
        an.replay_clock(self.clock(&self.builder.totals_now()));
        Ok(())
    }

    /// The clock at a GC event or window bound, for `an` (a fast-forwarded run's restart
    /// is neither).
    fn cut(&self, c: &Cut, an: &mut Analyzer) {
        match c.kind {
            CutKind::GcStart(_) | CutKind::GcEnd => an.gc_clock(self.clock(&c.totals)),
            CutKind::TraceOn | CutKind::TraceOff => an.window_clock(self.clock(&c.totals)),
            CutKind::Restart => {}
        }
    }

    /// The run's clock now, the builder's totals being `totals`: the latency model of the
    /// replayed configuration over the cumulative counters ([`Clock::read`]).
    fn clock(&self, totals: &Totals) -> Clock {
        Clock::read(self.h.config(), &totals.reading(self.h.counters()))
    }

    /// `n` fetches from `pc`, one segment (I-L1 line) at a time.
    fn fetch_run(&mut self, pc: u32, n: u32, an: &mut Analyzer) {
        let (mut pc, mut left) = (pc, n);
        while left > 0 {
            let in_line = (self.seg - (pc & (self.seg - 1))) / 4;
            let k = left.min(in_line.max(1));
            self.watch.buf.borrow_mut().clear();
            let served = self.h.fetch_observed(pc, &self.watch);
            if k > 1 {
                self.h.fetch_run(pc.wrapping_add(4), k - 1);
            }
            an.step(&StepSeen::Fetch { pc, n: k });
            an.l2_lookups(Cause::Fetch, &self.watch.buf.borrow());
            an.fetch(&Fetch {
                time: self.fetched,
                pc,
                n: k,
                served,
            });
            self.fetched += u64::from(k);
            pc = pc.wrapping_add(k.wrapping_mul(4));
            left -= k;
        }
    }

    /// The `replay` table: the totals and every level's statistics under sim-cache's
    /// names (`sim_num_insn`, `dl1.misses`, ...), integers only; an error if the trace
    /// has no end item (its last fetches are unknown).
    pub fn finish(self) -> Result<Table, String> {
        let totals = self.builder.finish().map_err(|e| e.to_string())?;
        let mut t = Table::new(
            AnalyzerTable::Replay,
            &format!(
                "The whole hierarchy replayed from the trace's instruction stream and accesses \
                 ({}; the whole trace, every window): its statistics, as the run's stats.txt \
                 names them",
                self.source
            ),
            &keyed_cols(&["statistic", "value"]),
        );
        let mut row = |k: String, v: u64| t.row(vec![Value::from(k), Value::from(v)]);
        row("sim_num_insn".into(), totals.insns);
        row("sim_num_loads".into(), totals.loads);
        row("sim_num_stores".into(), totals.stores);
        row("sim_num_dcbz".into(), totals.dcbz);
        row("sim_num_cache_control".into(), totals.cache_control);
        for c in &self.h.stats().caches {
            row(format!("{}.accesses", c.name), c.accesses);
            row(format!("{}.hits", c.name), c.hits);
            row(format!("{}.misses", c.name), c.misses);
            row(format!("{}.replacements", c.name), c.replacements);
            row(format!("{}.writebacks", c.name), c.writebacks);
            row(format!("{}.invalidations", c.name), c.invalidations);
        }
        Ok(t)
    }
}

/// `a` with the replay's verdict.
fn with_verdict(mut a: Access, s: Served) -> Access {
    a.level = level_of(s.level);
    a.tlb_miss = !s.tlb_hit;
    a
}
