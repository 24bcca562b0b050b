//! `traceanalyze --layout` against a naive model on a real trace (issue 20): jess -s0,
//! compiled, on a heap that makes the copying collector move objects, recorded with the
//! instruction stream; `java.lang.String`'s four fields laid out in reverse order.
//!
//! The model rewrites the trace itself. It follows every object through the trace's own
//! events (feature.dump's boot objects, NEW_* places one, COPY_* moves it, MEM_UNMAP of its space ends it, a new object displaces whatever overlapped
//! its space), finds the object under each data access by a search of that map, and moves
//! the access by its field's change of offset, computed here from class.dump by the rule
//! the layout file documents (fields in the new order from the first field's offset, each
//! at a multiple of its size). The rewritten records, with the trace's instruction stream,
//! go through the cache crate's replay of one hierarchy (`StepBuilder`, a `Hierarchy` of
//! the run's configuration), and so do the trace's own records: the analyzer's "before"
//! and "after" misses, over all accesses and over String's, must be those two replays'.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use cache::replay::{Step, StepBuilder};
use cache::{ControlOp, Hierarchy, HierarchyConfig, ServedBy};
use e2e::{col, run, table};
use serde_json::Value;
use traceio::protocol::Decoded;
use traceio::{Record, TraceReader};

/// The run's hierarchy, given explicitly so that the test builds the same one.
const FLAGS: &str = "-cache:dl1 dl1:64:32:2:l -cache:il1 il1:128:32:2:l \
                     -cache:dl2 ul2:256:64:4:l -cache:il2 dl2 -tlb:dtlb dtlb:16:4096:4:l \
                     -tlb:itlb itlb:16:4096:4:l";

const LAYOUT: &str = "java.lang.String hash count offset value";

/// Misses of a group of accesses: [accesses, L1 misses, L2 misses].
type Counts = [u64; 3];

fn count(c: &mut Counts, s: ServedBy) {
    c[0] += 1;
    c[1] += u64::from(s != ServedBy::L1);
    c[2] += u64::from(s == ServedBy::Memory);
}

/// One hierarchy fed the steps of a stream of records, counting the data accesses' (and
/// dcbz's) verdicts over all accesses and over the String accesses (by the flags in
/// `string`, one per data step, in order).
struct Replay {
    h: Hierarchy,
    all: Counts,
    string: Counts,
}

impl Replay {
    fn new(cfg: &HierarchyConfig) -> Replay {
        Replay {
            h: Hierarchy::new(cfg).unwrap(),
            all: [0; 3],
            string: [0; 3],
        }
    }

    fn steps(&mut self, steps: &[Step], string: &mut impl Iterator<Item = bool>) {
        for s in steps {
            let served = match *s {
                Step::Fetch { pc, n } => {
                    self.h.fetch_run(pc, n);
                    None
                }
                Step::Data { addr, size, write } => {
                    Some(self.h.data_access(addr, size, write).level)
                }
                Step::Control { op, addr } => {
                    let f = self.h.control(op, addr);
                    (op == ControlOp::Dcbz).then_some(f.level)
                }
                Step::Fill { addr, size } => {
                    self.h.read_l2(addr, size);
                    None
                }
            };
            if let Some(s) = served {
                count(&mut self.all, s);
                if string.next().expect("a flag per data step") {
                    count(&mut self.string, s);
                }
            }
        }
    }
}

/// Where each object is: start → (type id, size).
#[derive(Default)]
struct Objects(BTreeMap<u32, (u32, u32)>);

impl Objects {
    fn place(&mut self, addr: u32, type_id: u32, size: u32) {
        let end = addr + size;
        let overlapping: Vec<u32> = self
            .0
            .range(..end)
            .rev()
            .take_while(|(&a, &(_, s))| a + s > addr)
            .map(|(&a, _)| a)
            .collect();
        for a in overlapping {
            self.0.remove(&a);
        }
        self.0.insert(addr, (type_id, size));
    }

    /// A space given back: the objects left in it are gone (a copying collector's dead).
    fn unmap(&mut self, start: u32, len: u32) {
        let end = start.saturating_add(len);
        let gone: Vec<u32> = self.0.range(start..end).map(|(&a, _)| a).collect();
        for a in gone {
            self.0.remove(&a);
        }
    }

    /// The object holding `addr`: (start, type id).
    fn find(&self, addr: u32) -> Option<(u32, u32)> {
        let (&a, &(t, s)) = self.0.range(..=addr).next_back()?;
        (addr < a + s).then_some((a, t))
    }
}

fn analyze(trace: &Path, layout: &Path) -> Value {
    let out = run(Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json", "--layout"])
        .arg(layout)
        .arg(trace));
    serde_json::from_str(&out).expect("JSON report")
}

fn cell(t: &Value, key: &str, name: &str) -> u64 {
    let r = t["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r[0] == key)
        .unwrap_or_else(|| panic!("no row {key} in {}", t["name"]));
    r[col(t, name)].as_u64().unwrap()
}

#[test]
fn layout_equals_a_replay_of_the_rewritten_trace() {
    let dir = e2e::work_dir("e2e-layout-oracle");
    let out = dir.join("run");
    run(Command::new(e2e::simrun())
        .args(["-q", "--reproducible", "--mode", "trace", "--out"])
        .arg(&out)
        .args(FLAGS.split_whitespace())
        .args(["jvm", "-X:h=256k", "-X:exec=baseline", "jess", "-s0"]));
    let trace = out.join("trace.bz2");

    // String's fields: old offset → new offset, by the documented rule.
    let cd = traceio::dump::ClassDump::open(out.join("class.dump")).expect("class.dump");
    let string = cd
        .classes
        .iter()
        .find(|c| c.name == "java.lang.String")
        .expect("String in class.dump");
    let size_of = |type_id: u32| {
        cd.primitives
            .iter()
            .find(|p| p.type_id == type_id)
            .map_or(cd.model.reference, |p| p.size)
    };
    let mut fields: Vec<(String, u32, u32)> = string
        .fields
        .iter()
        .map(|f| (f.name.clone(), f.offset, size_of(f.type_id)))
        .collect();
    assert_eq!(fields.len(), 4, "String's fields: {fields:?}");
    let first = fields.iter().map(|f| f.1).min().unwrap();
    let order: Vec<&str> = LAYOUT.split_whitespace().skip(1).collect();
    fields.sort_by_key(|f| order.iter().position(|&n| n == f.0).unwrap());
    let mut moves: Vec<(u32, u32, u32)> = Vec::new(); // (old offset, size, new offset)
    let mut at = first;
    for (_, old, size) in &fields {
        at = at.next_multiple_of((*size).min(8));
        moves.push((*old, *size, at));
        at += size;
    }
    assert!(at <= string.instance_size);
    assert!(
        moves.iter().any(|m| m.0 != m.2),
        "the layout moves something"
    );
    let moved = |obj: u32, addr: u32| -> u32 {
        let off = addr - obj;
        moves
            .iter()
            .find(|m| (m.0..m.0 + m.1).contains(&off))
            .map_or(addr, |m| addr - m.0 + m.2)
    };

    // The two replays.
    let (cfg, rest) = HierarchyConfig::from_args(FLAGS.split_whitespace()).unwrap();
    assert!(rest.is_empty());
    let mut before = Replay::new(&cfg);
    let mut after = Replay::new(&cfg);
    let (mut bb, mut ba) = (StepBuilder::new(), StepBuilder::new());
    let (mut sb, mut sa) = (Vec::new(), Vec::new());
    // Boot objects (allocated before the trace's first event) come from feature.dump.
    let mut objects = Objects::default();
    let boot = traceio::dump::FeatureDump::open(out.join("feature.dump")).expect("feature.dump");
    for o in &boot.objects {
        objects.place(o.addr, o.type_id, o.size);
    }
    let (mut copies, mut string_accesses, mut string_moved) = (0u64, 0u64, 0u64);
    let reader = TraceReader::open(&trace).expect("the trace opens");
    let mut it = reader.records();
    while let Some(block) = it.next_block_flow() {
        let (records, flow) = block.expect("every block decodes");
        let mut rewritten = records.to_vec();
        // One flag per access record, in order: the builder makes a data step of each
        // (a dcbz's step is its control operation, in the same place).
        let mut flags = Vec::new();
        for r in &mut rewritten {
            match r {
                Record::Event(e) => match e.decoded() {
                    Decoded::New {
                        addr,
                        type_id,
                        size,
                        ..
                    } => {
                        objects.place(addr, type_id, size);
                    }
                    Decoded::Copy { from, to, .. } => {
                        let (t, s) = objects.0.remove(&from).expect("a copied object is known");
                        objects.place(to, t, s);
                        copies += 1;
                    }
                    Decoded::MemUnmap { start, len } => objects.unmap(start, len),
                    Decoded::Free { .. } => panic!("no FREE under semispace"),
                    _ => {}
                },
                Record::Access(a) => {
                    let is_string = match objects.find(a.addr) {
                        Some((obj, t)) if t == string.type_id => {
                            let to = moved(obj, a.addr);
                            string_accesses += 1;
                            string_moved += u64::from(to != a.addr);
                            a.addr = to;
                            true
                        }
                        _ => false,
                    };
                    flags.push(is_string);
                }
            }
        }
        sb.clear();
        sa.clear();
        bb.block(records, flow, &mut sb).expect("steps");
        ba.block(&rewritten, flow, &mut sa)
            .expect("steps of the rewritten records");
        before.steps(&sb, &mut flags.iter().copied());
        after.steps(&sa, &mut flags.iter().copied());
    }
    assert!(
        copies > 1000,
        "{copies} copies: the collector must move objects"
    );
    assert!(
        string_moved > 1000,
        "{string_moved} of {string_accesses} String accesses moved"
    );

    let layout = dir.join("layout.txt");
    std::fs::write(&layout, format!("{LAYOUT}\n")).unwrap();
    let report = analyze(&trace, &layout);
    eprintln!(
        "model: before {before_all:?} {before_s:?} after {after_all:?} {after_s:?}",
        before_all = before.all,
        before_s = before.string,
        after_all = after.all,
        after_s = after.string
    );
    for (name, key, model_b, model_a) in [
        ("layout", "all accesses", before.all, after.all),
        (
            "layout_types",
            "java.lang.String",
            before.string,
            after.string,
        ),
    ] {
        let t = table(&report, name);
        let got = |c: &str| cell(t, key, c);
        assert_eq!(got("accesses"), model_b[0], "{key}: accesses");
        assert_eq!(model_a[0], model_b[0]);
        assert_eq!(got("l1_misses_before"), model_b[1], "{key}: L1 before");
        assert_eq!(got("l1_misses_traced"), model_b[1], "{key}: L1 traced");
        assert_eq!(got("l2_misses_before"), model_b[2], "{key}: L2 before");
        assert_eq!(got("l1_misses_after"), model_a[1], "{key}: L1 after");
        assert_eq!(got("l2_misses_after"), model_a[2], "{key}: L2 after");
    }
    // The layout changes something (else the test shows nothing).
    assert_ne!(before.string, after.string);
}
