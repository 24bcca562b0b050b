//! Exact deaths of the guest VM (`-X:deaths=merlin|brute`, guests/jvm/deaths.c,
//! docs/lifetimes.md) on `guests/jvm/tests/Deaths.java`, under every collector on a heap
//! small enough to make each collect, read from the VM's event log (`-X:eventlog`).
//!
//! Oracles, none of them the VM's own reading of its events:
//! - hand-worked steps: the program allocates objects of distinct classes at known
//!   places, so the step (the unmeasured region before an allocation) at which each must
//!   enter or leave the roots and die is known from the source (see the comments there);
//! - every object announced by NEW_* (and every boot object of feature.dump) dies exactly
//!   once (DEATH), and never after the collection that reclaims it (FREE, or the MEM_UNMAP
//!   of the space it was left in), following COPY_* for its address;
//! - an object that only another thread's frame holds stays alive while that thread waits;
//! - no object dies while the root reports hold it;
//! - the same invariants on bintrees -s0 under every collector and jess -s0 under appel;
//! - brute's event log without its DEATH events is exactly merlin's (the same measured
//!   run, the same root reports), and two runs give identical logs.

mod common;
use common::{simrun, vm_file};

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use traceio::protocol::{EventId, ID_MASK};

use sim_core::plans::COLLECTING as COLLECTORS;

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

/// Compiles `guests/jvm/tests/Deaths.java` once per test binary into `dir/classes`.
fn compile(dir: &Path) -> PathBuf {
    let out = dir.join("classes");
    std::fs::create_dir_all(&out).unwrap();
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(&out)
        .arg(jvm_dir().join("tests/Deaths.java"))
        .status()
        .expect("javac (JDK 17) must be installed: tools/setup.sh installs it");
    assert!(status.success(), "javac of Deaths failed");
    out
}

/// One event of the log: id, NEXT, EXTRA, ARG3, ARG4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ev {
    id: u8,
    next: u32,
    extra: u32,
    arg3: u32,
}

/// A run: its event log, class.dump and feature.dump.
struct Run {
    log: Vec<u8>,
    events: Vec<Ev>,
    class_dump: String,
    feature_dump: String,
}

fn run(dir: &Path, classes: &Path, plan: &str, mode: &str) -> Run {
    let program = [
        "-cp".to_string(),
        classes.display().to_string(),
        "Deaths".into(),
    ];
    run_program(dir, classes, plan, mode, "256k", &program, "sum 796000\n")
}

/// `simrun --mode fast jvm -X:gc=PLAN -X:h=HEAP -X:deaths=MODE -X:eventlog=ev.log
/// PROGRAM...` in a directory of its own; its output must end with `ends_with`.
fn run_program(
    dir: &Path,
    allow: &Path,
    plan: &str,
    mode: &str,
    heap: &str,
    program: &[String],
    ends_with: &str,
) -> Run {
    let cwd = dir.join(format!("{plan}-{mode}-{}", program.last().unwrap()));
    let _ = std::fs::remove_dir_all(&cwd);
    std::fs::create_dir_all(&cwd).unwrap();
    let out = simrun()
        .arg("--allow-read")
        .arg(allow)
        .arg("jvm")
        .args([
            format!("-X:gc={plan}"),
            format!("-X:h={heap}"),
            format!("-X:deaths={mode}"),
            "-X:eventlog=ev.log".to_string(),
        ])
        .args(program)
        .current_dir(&cwd)
        .output()
        .expect("running simrun");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.ends_with(ends_with),
        "{plan} {mode} {program:?}: {:?}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let log = std::fs::read(vm_file(&cwd, "ev.log")).expect("ev.log");
    assert_eq!(log.len() % 24, 0);
    let events = log
        .chunks(24)
        .map(|c| {
            let w = |i: usize| u32::from_be_bytes(c[4 * i..4 * i + 4].try_into().unwrap());
            Ev {
                id: (w(0) & ID_MASK) as u8,
                next: w(1),
                extra: w(2),
                arg3: w(4),
            }
        })
        .collect();
    Run {
        log,
        events,
        class_dump: std::fs::read_to_string(vm_file(&cwd, "class.dump")).unwrap(),
        feature_dump: std::fs::read_to_string(vm_file(&cwd, "feature.dump")).unwrap(),
    }
}

/// The type id class.dump gives `Deaths$<name>`.
fn type_id(class_dump: &str, name: &str) -> u32 {
    let want = format!("Deaths${name}");
    class_dump
        .lines()
        .find_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0] == "class" && f[2] == want).then(|| f[1].parse().unwrap())
        })
        .unwrap_or_else(|| panic!("no class {want} in class.dump"))
}

const NEW_SCALAR: u8 = EventId::NewScalar as u8;
const NEW_ARRAY: u8 = EventId::NewArray as u8;
const COPY_SCALAR: u8 = EventId::CopyScalar as u8;
const COPY_ARRAY: u8 = EventId::CopyArray as u8;
const FREE: u8 = EventId::Free as u8;
const MEM_UNMAP: u8 = EventId::MemUnmap as u8;
const MEASURE_OFF: u8 = EventId::MeasureOff as u8;
const MEASURE_ON: u8 = EventId::MeasureOn as u8;
const DEATH: u8 = EventId::Death as u8;
const ROOT_ADD: u8 = EventId::RootAdd as u8;
const ROOT_DROP: u8 = EventId::RootDrop as u8;
const FINAL_STEP: u8 = EventId::FinalStep as u8;

/// An object's story, by the steps (numbered from 1 in log order) of its events.
#[derive(Clone, Debug, Default)]
struct Story {
    type_id: u32,
    /// The step after which it was allocated (0: before the first; boot objects too).
    born_after: usize,
    deaths: Vec<(usize, u32)>,
    adds: Vec<usize>,
    drops: Vec<usize>,
    /// The step after which it was reclaimed (FREE or MEM_UNMAP), if it was.
    reclaimed_after: Option<usize>,
}

/// Follows every object through the log; returns the stories in allocation order (boot
/// objects first) and the step of FINAL_STEP.
fn stories(r: &Run) -> (Vec<Story>, usize) {
    let mut objs: Vec<Story> = Vec::new();
    let mut at: HashMap<u32, usize> = HashMap::new();
    for l in r.feature_dump.lines().filter(|l| l.starts_with("new\t")) {
        let f: Vec<&str> = l.split('\t').collect();
        let a = u32::from_str_radix(f[1].trim_start_matches("0x"), 16).unwrap();
        at.insert(a, objs.len());
        objs.push(Story {
            type_id: f[2].parse().unwrap(),
            ..Story::default()
        });
    }
    let (mut step, mut in_region, mut final_step) = (0usize, false, 0usize);
    let mut sizes: HashMap<usize, u32> = HashMap::new();
    for e in &r.events {
        let find = |at: &HashMap<u32, usize>, a: u32, what: &str| -> usize {
            *at.get(&a)
                .unwrap_or_else(|| panic!("{what} of {a:#x} at step {step}: no object there"))
        };
        match e.id {
            MEASURE_OFF => {
                assert!(!in_region, "regions do not nest");
                in_region = true;
                step += 1;
            }
            MEASURE_ON => {
                assert!(in_region);
                in_region = false;
            }
            NEW_SCALAR | NEW_ARRAY => {
                assert!(!in_region);
                at.insert(e.next, objs.len());
                sizes.insert(objs.len(), e.arg3);
                objs.push(Story {
                    type_id: e.extra,
                    born_after: step,
                    ..Story::default()
                });
            }
            COPY_SCALAR | COPY_ARRAY => {
                let o = find(&at, e.next, "COPY");
                at.remove(&e.next);
                at.insert(e.extra, o);
            }
            FREE => {
                let o = find(&at, e.next, "FREE");
                at.remove(&e.next);
                objs[o].reclaimed_after = Some(step);
            }
            MEM_UNMAP => {
                let end = u64::from(e.next) + u64::from(e.extra);
                let gone: Vec<u32> = at
                    .keys()
                    .copied()
                    .filter(|&a| a >= e.next && u64::from(a) < end)
                    .collect();
                for a in gone {
                    let o = at.remove(&a).unwrap();
                    objs[o].reclaimed_after = Some(step);
                }
            }
            DEATH | ROOT_ADD | ROOT_DROP => {
                assert!(in_region, "{e:?} outside a region");
                let o = find(&at, e.next, "report");
                match e.id {
                    DEATH => objs[o].deaths.push((step, e.extra)),
                    ROOT_ADD => objs[o].adds.push(step),
                    _ => objs[o].drops.push(step),
                }
            }
            FINAL_STEP => {
                assert!(in_region && final_step == 0);
                final_step = step;
            }
            _ => {}
        }
    }
    assert!(
        !in_region && final_step == step,
        "FINAL_STEP ends the last region"
    );
    (objs, final_step)
}

/// The objects of class `Deaths$<name>` in allocation order, the warm-up one left out.
fn of<'a>(r: &Run, objs: &'a [Story], name: &str) -> Vec<&'a Story> {
    let t = type_id(&r.class_dump, name);
    objs.iter().filter(|s| s.type_id == t).skip(1).collect()
}

/// What holds for every brute run: every object dies exactly once, after the step after
/// its allocation, not while the root reports hold it, and no later than the collection
/// that reclaims it. Returns how many die at exit.
fn check_invariants(objs: &[Story], final_step: usize, ctx: &str) -> usize {
    let mut at_exit = 0;
    for s in objs {
        assert_eq!(s.deaths.len(), 1, "{ctx}: {s:?}");
        let (d, kind) = s.deaths[0];
        assert!(d > s.born_after, "{ctx}: {s:?}");
        if kind == 1 {
            assert_eq!(d, final_step);
            at_exit += 1;
        } else {
            assert_eq!(kind, 0);
        }
        if kind == 0 {
            // The two mechanisms agree: a dead object has left the roots, by then.
            assert!(
                s.adds.len() == s.drops.len() && s.drops.last().map_or(true, |&x| x <= d),
                "{ctx}: dead at {d} while a root: {s:?}"
            );
        }
        if let Some(g) = s.reclaimed_after {
            assert!(
                d <= g,
                "{ctx}: reclaimed after step {g}, dead at {d}: {s:?}"
            );
        }
    }
    at_exit
}

fn check(r: &Run, plan: &str, brute: bool) {
    let (objs, final_step) = stories(r);
    let next = |s: &Story| s.born_after + 1;
    let leaf = of(r, &objs, "Leaf")[0];
    let held = of(r, &objs, "Held")[0];
    let temp = of(r, &objs, "Temp")[0];
    let kept = of(r, &objs, "Kept")[0];
    let own = of(r, &objs, "Own")[0];
    let ticks = of(r, &objs, "Tick");
    assert_eq!(ticks.len(), 8, "{plan}");
    let ctx = format!("{plan} brute={brute}");

    // Root reports (both modes).
    assert_eq!(
        leaf.adds,
        [next(leaf)],
        "{ctx}: Leaf enters the roots at the next step"
    );
    assert_eq!(
        leaf.drops,
        [next(held)],
        "{ctx}: and leaves them once only held.ref has it"
    );
    assert_eq!(held.adds, [next(held)], "{ctx}");
    assert_eq!(held.drops, [next(temp)], "{ctx}");
    assert!(
        kept.adds.is_empty() && kept.drops.is_empty(),
        "{ctx}: Kept is never a root"
    );
    assert!(
        ticks[0].adds.is_empty(),
        "{ctx}: a popped Tick is never a root"
    );
    assert_eq!(own.adds.len(), 1, "{ctx}: the thread's frame holds Own");
    // The step of a Tick's allocation is the one it was allocated after; Own's thread
    // releases it after the loop's Ticks (2..=6), before the Tick after the join (7).
    let tick_steps: Vec<usize> = ticks.iter().map(|t| t.born_after).collect();
    assert_eq!(
        own.drops,
        [ticks[7].born_after],
        "{ctx}: {own:?}, Ticks allocated after steps {tick_steps:?}"
    );
    for s in &objs {
        assert_eq!(
            s.adds.len(),
            s.drops.len() + usize::from(s.adds.len() > s.drops.len())
        );
        for (a, d) in s.adds.iter().zip(&s.drops) {
            assert!(a < d, "{ctx}: {s:?}");
        }
    }

    if !brute {
        assert!(
            objs.iter().all(|s| s.deaths.is_empty()),
            "{ctx}: DEATH without brute"
        );
        return;
    }
    // Hand-worked deaths.
    assert_eq!(ticks[0].deaths, [(next(ticks[0]), 0)], "{ctx}: Tick 1");
    for s in [temp, held, leaf] {
        assert_eq!(s.deaths, [(next(temp), 0)], "{ctx}: {s:?}");
    }
    assert_eq!(ticks[1].deaths, [(next(ticks[1]), 0)], "{ctx}: Tick 2");
    assert_eq!(
        kept.deaths,
        [(final_step, 1)],
        "{ctx}: Kept is reachable at exit"
    );
    assert_eq!(
        own.deaths,
        [(ticks[7].born_after, 0)],
        "{ctx}: Own, {tick_steps:?}"
    );

    let at_exit = check_invariants(&objs, final_step, &ctx);
    assert!(at_exit > 0);
    assert!(
        objs.iter().filter(|s| s.reclaimed_after.is_some()).count() > 1000,
        "{ctx}: the collector must have reclaimed the churn"
    );
}

#[test]
fn deaths_under_every_collector() {
    let dir = tempfile::tempdir().unwrap();
    let classes = compile(dir.path());
    for plan in COLLECTORS {
        let brute = run(dir.path(), &classes, plan, "brute");
        check(&brute, plan, true);
        let merlin = run(dir.path(), &classes, plan, "merlin");
        check(&merlin, plan, false);
        let without_deaths: Vec<u8> = brute
            .log
            .chunks(24)
            .filter(|c| (c[3] & ID_MASK as u8) != DEATH)
            .flatten()
            .copied()
            .collect();
        assert!(
            without_deaths == merlin.log,
            "{plan}: brute's log without DEATH differs from merlin's"
        );
        assert!(brute.class_dump == merlin.class_dump && brute.class_dump.contains("\nstatic\t"));
        if plan == "appel" {
            let again = run(dir.path(), &classes, plan, "brute");
            assert!(again.log == brute.log, "two runs differ");
        }
    }
}

/// Benchmarks at -s0 under brute: the invariants on programs nobody worked by hand
/// (bintrees under every collector; jess, whose brute run on a small heap takes about a
/// minute, under appel: copying, two generations, remembered sets). The heaps are
/// jvm_collectors.rs's, which make each plan collect.
#[test]
fn benchmarks_die_once_and_before_reclamation() {
    let dir = tempfile::tempdir().unwrap();
    let runs: Vec<(&str, &str, &str)> = COLLECTORS
        .iter()
        .map(|&p| (p, "bintrees", "256k"))
        .chain([("appel", "jess", "192k")])
        .collect();
    for (plan, bench, heap) in runs {
        let program = [bench.to_string(), "-s0".to_string()];
        let r = run_program(
            dir.path(),
            dir.path(),
            plan,
            "brute",
            heap,
            &program,
            "OK\n",
        );
        let (objs, final_step) = stories(&r);
        let ctx = format!("{bench} {plan}");
        let at_exit = check_invariants(&objs, final_step, &ctx);
        let reclaimed = objs.iter().filter(|s| s.reclaimed_after.is_some()).count();
        assert!(
            at_exit > 0 && reclaimed > 100,
            "{ctx}: {at_exit} at exit, {reclaimed} reclaimed"
        );
    }
}
