//! The guest JVM's own test programs (`guests/jvm/tests/*.java`) run on the bundled
//! `guests/jvm/jvm.elf` under the built `simrun`; stdout and the exit status must equal the
//! outputs recorded on the host JDK 17 (`guests/jvm/tests/expected/`).
//!
//! The programs are compiled at test time with `javac --release 8`, or `--release N` for a
//! program whose first line is `// RELEASE N` (records, text blocks, sealed classes and
//! string concatenation by invokedynamic need 17); the host JDK is part of the machine
//! image; `tools/setup.sh` installs it where missing. Each run gets a fresh working
//! directory, because the VM writes class.dump and feature.dump into it.
//!
//! `GcStress` runs reduced, with an expected output recorded on the host JDK for the reduced
//! arguments: `GcStress 10` (depth 10 instead of 14, with a 1 MB heap so it still collects
//! often, and the heap verifier on). `DoubleToString` is the longest (1.04 * 10^10 guest
//! instructions, about 23 s of CPU in fast mode); it runs whole.
//!
//! A program reads `tests/<Name>.stdin` as its standard input when that file exists (else
//! an empty one). A program with a committed `expected/<Name>.err` must also print exactly
//! that on stderr (`UncaughtTrace`: uncaught exceptions as the JDK prints them).
//!
//! simrun runs in `--mode fast` where it has modes (functional simulation only).
//!
//! One bundled benchmark runs by name from the archive embedded in `jvm.elf`
//! (`jvm.elf -X:h=4 -X:verify jess -s0`), checked against the benchmark's own recorded
//! checksum constant.

mod common;
use common::simrun;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

/// How a test program is compiled: `javac --release N` with `N` from a first line
/// `// RELEASE N` (e.g. 17 for records and text blocks), else 8; and with `-g` (a
/// LocalVariableTable: variable names in NPE messages) for `// RELEASE N -g`.
fn release_of(source: &Path) -> (u32, bool) {
    let text =
        std::fs::read_to_string(source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("// RELEASE "))
        .map(|r| {
            let mut words = r.split_whitespace();
            let release = words
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{}: bad RELEASE line", source.display()));
            (release, words.next() == Some("-g"))
        })
        .unwrap_or((8, false))
}

/// The class directory of one compilation group: `r<N>`, or `r<N>g` with `-g`.
fn group_dir((release, debug): (u32, bool)) -> String {
    format!("r{release}{}", if debug { "g" } else { "" })
}

/// Compiles every test program once into a shared temporary directory: one subdirectory
/// per compilation group in use (`r<N>`, `r<N>g`).
fn classes_root() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mut sources: Vec<PathBuf> = std::fs::read_dir(jvm_dir().join("tests"))
            .expect("guests/jvm/tests")
            .map(|e| e.expect("directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "java"))
            .collect();
        sources.sort();
        let mut by_release: std::collections::BTreeMap<(u32, bool), Vec<PathBuf>> =
            Default::default();
        for s in sources {
            by_release.entry(release_of(&s)).or_default().push(s);
        }
        for ((release, debug), group) in by_release {
            let out = dir.path().join(group_dir((release, debug)));
            let status = Command::new("javac")
                .args(debug.then_some("-g"))
                .args(["--release", &release.to_string(), "-nowarn", "-d"])
                .arg(&out)
                .args(&group)
                .status()
                .expect("javac (JDK 17) must be installed: tools/setup.sh installs it");
            assert!(
                status.success(),
                "javac --release {release} failed on guests/jvm/tests"
            );
        }
        dir
    })
    .path()
}

/// The class directory of one test program (by its main class).
fn classes(main: &str) -> PathBuf {
    let group = release_of(&jvm_dir().join(format!("tests/{main}.java")));
    classes_root().join(group_dir(group))
}

/// Runs `jvm.elf [flags] -cp <classes> <main> [args]` under simrun and compares with
/// `expected/<expected>.out` and `.status`.
fn check(main: &str, flags: &[&str], args: &[&str], expected: &str) {
    run_checked(main, flags, args, expected);
}

/// `check`, returning the run's stdout and class.dump (empty when the VM wrote none).
fn run_checked(main: &str, flags: &[&str], args: &[&str], expected: &str) -> (Vec<u8>, String) {
    let exp_dir = jvm_dir().join("tests/expected");
    let want_out = std::fs::read(exp_dir.join(format!("{expected}.out")))
        .unwrap_or_else(|e| panic!("expected/{expected}.out: {e}"));
    let want_status: i32 = std::fs::read_to_string(exp_dir.join(format!("{expected}.status")))
        .unwrap_or_else(|e| panic!("expected/{expected}.status: {e}"))
        .trim()
        .parse()
        .expect("status file holds an integer");
    let cwd = tempfile::tempdir().expect("temporary directory");
    let classes = classes(main);
    // A program's standard input: tests/<main>.stdin when present, else nothing.
    let stdin_file = jvm_dir().join(format!("tests/{main}.stdin"));
    let stdin = if stdin_file.exists() {
        Stdio::from(
            std::fs::File::open(&stdin_file)
                .unwrap_or_else(|e| panic!("{}: {e}", stdin_file.display())),
        )
    } else {
        Stdio::null()
    };
    // The sandbox lets the guest read its cwd tree only; the classes are granted.
    let out = simrun()
        .arg("--allow-read")
        .arg(&classes)
        .arg("jvm") // the bundled guests/jvm/jvm.elf, by name
        .args(flags)
        .arg("-cp")
        .arg(&classes)
        .arg(main)
        .args(args)
        .current_dir(cwd.path())
        .stdin(stdin)
        .output()
        .expect("running simrun");
    let got_out = String::from_utf8_lossy(&out.stdout);
    let want = String::from_utf8_lossy(&want_out);
    if got_out != want {
        let line = got_out
            .lines()
            .zip(want.lines())
            .position(|(g, w)| g != w)
            .unwrap_or_else(|| got_out.lines().count().min(want.lines().count()));
        panic!(
            "{main}: stdout differs from expected/{expected}.out at line {}:\n  got:  {:?}\n  want: {:?}\nstderr:\n{}",
            line + 1,
            got_out.lines().nth(line),
            want.lines().nth(line),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(
        out.status.code(),
        Some(want_status),
        "{main}: exit status; stderr:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A committed expected/<expected>.err: stderr too, byte for byte (uncaught exceptions as
    // the JDK prints them).
    if let Ok(want_err) = std::fs::read(exp_dir.join(format!("{expected}.err"))) {
        assert!(
            out.stderr == want_err,
            "{main}: stderr differs from expected/{expected}.err\n got:\n{}\n want:\n{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(&want_err)
        );
    }
    let dump =
        std::fs::read_to_string(common::vm_file(cwd.path(), "class.dump")).unwrap_or_default();
    (out.stdout, dump)
}

macro_rules! jvm_tests {
    ($($name:ident),* $(,)?) => {
        /// The programs run whole by a test of their own name.
        const WHOLE: &[&str] = &[$(stringify!($name)),*];
        $(
            #[test]
            #[allow(non_snake_case)] // named after the Java class it runs
            fn $name() {
                check(stringify!($name), &[], &[], stringify!($name));
            }
        )*
        /// The same programs under the baseline compiler (`-X:exec=baseline`, issue 21):
        /// the same output as interpreted, one test each (`baseline::Name`).
        mod baseline {
            $(
                #[test]
                #[allow(non_snake_case)]
                fn $name() {
                    let n = stringify!($name);
                    super::check(n, &["-X:exec=baseline"], &[], n);
                }
            )*
        }
    };
}

/// Compiled code under every collector plan with the heap verifier: the stress programs
/// keep objects alive across many collections at compiled safe points.
#[test]
fn baseline_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let f = ["-X:exec=baseline", &format!("-X:gc={plan}"), "-X:verify"];
        check(
            "GcStress",
            &[f[0], f[1], f[2], "-X:h=1"],
            &["10"],
            "GcStress-depth10",
        );
        check(
            "IndyStress",
            &[f[0], f[1], f[2], "-X:h=256k"],
            &[],
            "IndyStress",
        );
        check("JitRegs", &[f[0], f[1], f[2], "-X:h=256k"], &[], "JitRegs");
        for main in ["RefStress", "Exceptions", "ProgStackTraces", "Monitors"] {
            check(main, &f, &[], main);
        }
    }
}

jvm_tests!(
    Arith,
    Base64Codec,
    BigDecimals,
    BigIntegers,
    BitSets,
    Bytecodes,
    Calendars,
    Cleaners,
    ClinitOrder,
    Collections1,
    Conc2Actors,
    Conc2Alternating,
    Conc2ApiEdges,
    Conc2Atomics,
    Conc2BoundedBuffer,
    Conc2CfChains,
    Conc2CfMore,
    Conc2CfTimeouts,
    Conc2Classics,
    Conc2ExecLife,
    Conc2ForkJoin,
    Conc2Interrupts,
    Conc2LockFree,
    Conc2Locks,
    Conc2MapBulk,
    Conc2Misc,
    Conc2ParStreams,
    Conc2PoolTuning,
    Conc2PrimePool,
    Conc2Sync,
    Conc2ThreadStates,
    Conc2Timer,
    Conc2Uncaught,
    Conc2Workers,
    ConcBank,
    ConcCfPipeline,
    ConcCollections,
    ConcCounters,
    ConcDeques,
    ConcExecutors,
    ConcFutures,
    ConcLockSupport,
    ConcMergeSort,
    ConcPhilosophers,
    ConcPipeline,
    ConcScheduled,
    ConcSkipList,
    ConcSync,
    ConcThreadApi,
    ConcThreadRing,
    ConcTicker,
    Deaths,
    DoubleEdges,
    DoubleToString,
    EnumCollections,
    Enums,
    ExceptionMessages,
    Exceptions,
    ExitStatus,
    FilesIo,
    FloatSemantics,
    Formatting,
    HashOrder,
    HeapGrowth,
    Hello,
    InlineCalls,
    Interfaces,
    IoAndFunctions,
    Java17,
    JitRegs,
    Lambda,
    Lambda17,
    MathFunctions,
    LibExtras,
    LibIo,
    LibLogging,
    LibModern,
    MessageFormats,
    Monitors,
    NullPointerMessages,
    NullPointerNames,
    NumberFormats,
    Numbers,
    ObjectModel,
    Prog2Automata,
    Prog2Bank,
    Prog2Bowling,
    Prog2Buffers,
    Prog2Collections,
    Prog2Dynamic,
    Prog2Exceptions,
    Prog2Gaps,
    Prog2Generics,
    Prog2Hashing,
    Prog2Huffman,
    Prog2Interp,
    Prog2Leaderboard,
    Prog2MathEdge,
    Prog2Numeric,
    Prog2Patterns,
    Prog2Payroll,
    Prog2Printf,
    Prog2Puzzlers,
    Prog2Queens,
    Prog2Records,
    Prog2Rosetta,
    Prog2Sales,
    Prog2ScannerCalc,
    Prog2Shapes,
    Prog2Shunting,
    Prog2Sudoku,
    Prog2Text,
    Prog2TextStats,
    ProgAdventure,
    ProgBank,
    ProgBinaryTrees,
    ProgBoards,
    ProgCalculator,
    ProgCalendar,
    ProgChameneos,
    ProgClassics,
    ProgCsvReport,
    ProgDijkstra,
    ProgEventSim,
    ProgExecutors,
    ProgFannkuch,
    ProgFasta,
    ProgGrades,
    ProgGraphSearch,
    ProgInventory,
    ProgJson,
    ProgKNucleotide,
    ProgKmp,
    ProgLibraryLoans,
    ProgLruCache,
    ProgMandelbrot,
    ProgMeetings,
    ProgModern,
    ProgMoney,
    ProgNBody,
    ProgOop,
    ProgPiDigits,
    ProgRedBlack,
    ProgRegexRedux,
    ProgResources,
    ProgRevComp,
    ProgSciMark,
    ProgSorts,
    ProgSpectralNorm,
    ProgStackTraces,
    ProgThreadRing,
    ProgUnionFind,
    ProgWordFreq,
    RandomDateCharsets,
    RandomSeq,
    Records,
    RefStress,
    ReflectRecords,
    Reflection,
    Refs,
    RegexTable,
    ScannerInput,
    StdinLines,
    StreamCollectors,
    StrictMathBits,
    Streams,
    Strings,
    ThreadsAtomics,
    ThreadsClinit,
    ThreadsCounter,
    ThreadsDaemon,
    ThreadsInterrupt,
    ThreadsJoinSleep,
    ThreadsLocal,
    ThreadsLocks,
    ThreadsPreempt,
    ThreadsProdCons,
    ThreadsRWLock,
    ThreadsRing,
    ThreadsSyncViews,
    ThreadsUncaught,
    TimeDates,
    TimeDurations,
    TimeFormat,
    TimeFormatFuzz,
    TimeWeeks,
    ThreadLocalRandoms,
    Uncaught,
    UncaughtTrace,
    UtilApis,
    WeakMaps,
);

#[test]
fn gc_stress_small_heap_verified() {
    check(
        "GcStress",
        &["-X:h=1", "-X:verify"],
        &["10"],
        "GcStress-depth10",
    );
}

/// The invokedynamic programs (lambda classes, string concatenation helpers, record
/// methods) under every collector plan with the heap verifier: IndyStress on a 256 KiB heap
/// keeps lambda objects and records alive across 54-148 collections (by plan); the others
/// run whole with `-X:verify`.
#[test]
fn indy_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        check(
            "IndyStress",
            &[&gc, "-X:h=256k", "-X:verify"],
            &[],
            "IndyStress",
        );
        for main in ["Lambda", "Lambda17", "Records", "Java17"] {
            check(main, &[&gc, "-X:h=1", "-X:verify"], &[], main);
        }
    }
}

/// The thread programs (green threads, monitors, wait/notify, sleep, join, interrupt,
/// atomics) under every collector plan with the heap verifier on small heaps: ThreadsPreempt
/// collects on 128 KiB while six threads are switched out inside synchronized blocks and
/// waits, so every thread's frames, lock stack and the inflated monitors are roots;
/// ThreadsAtomics keeps a lock-free stack of up to 12000 nodes alive and collects 6-19
/// times on 384 KiB (by plan, under QEMU).
#[test]
fn thread_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for (main, heap) in THREAD_PROGRAMS {
            check(main, &[&gc, heap, "-X:verify"], &[], main);
        }
    }
}

/// The programs `thread_programs_under_every_plan_verified` runs, with their heaps (each
/// also runs whole on the default heap through `jvm_tests!`).
const THREAD_PROGRAMS: &[(&str, &str)] = &[
    ("ThreadsAtomics", "-X:h=384k"),
    ("ThreadsClinit", "-X:h=128k"),
    ("ThreadsCounter", "-X:h=128k"),
    ("ThreadsInterrupt", "-X:h=128k"),
    ("ThreadsJoinSleep", "-X:h=128k"),
    ("ThreadsLocal", "-X:h=128k"),
    ("ThreadsLocks", "-X:h=128k"),
    ("ThreadsPreempt", "-X:h=128k"),
    ("ThreadsProdCons", "-X:h=128k"),
    ("ThreadsRWLock", "-X:h=128k"),
    ("ThreadsRing", "-X:h=128k"),
    ("ThreadsSyncViews", "-X:h=6m"),
    ("ThreadsUncaught", "-X:h=128k"),
];

/// The java.util.concurrent programs (executors, futures, blocking queues, ...: written in
/// Java on the VM's monitors) under every collector plan with the heap verifier on small
/// heaps, so that collections happen while pool workers are parked in queue waits.
#[test]
fn concurrent_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for (main, heap) in CONCURRENT_PROGRAMS {
            check(main, &[&gc, heap, "-X:verify"], &[], main);
        }
    }
}

/// The programs `concurrent_programs_under_every_plan_verified` runs, with their heaps (each
/// also runs whole on the default heap through `jvm_tests!`).
/// ConcCollections needs 512 KiB: marksweep on 128 KiB runs out of memory (fragmentation)
/// while three producers grow one ArrayDeque to 2048 slots; ConcSkipList keeps 1601 map
/// entries and 300 set elements alive, ConcMergeSort sorts 20000 ints with a scratch array
/// and copies (both run out of memory on 128 KiB, as they would on the JDK); ConcDeques
/// grows a shared deque to 2664 elements.
const CONCURRENT_PROGRAMS: &[(&str, &str)] = &[
    ("ConcBank", "-X:h=128k"),
    ("ConcCfPipeline", "-X:h=128k"),
    ("ConcCollections", "-X:h=512k"),
    ("ConcCounters", "-X:h=128k"),
    ("ConcDeques", "-X:h=256k"),
    ("ConcExecutors", "-X:h=128k"),
    ("ConcFutures", "-X:h=128k"),
    ("ConcLockSupport", "-X:h=128k"),
    ("ConcMergeSort", "-X:h=1"),
    ("ConcPhilosophers", "-X:h=128k"),
    ("ConcPipeline", "-X:h=128k"),
    ("ConcScheduled", "-X:h=128k"),
    ("ConcSkipList", "-X:h=512k"),
    ("ConcSync", "-X:h=256k"),
    ("ConcThreadApi", "-X:h=128k"),
    ("ConcThreadRing", "-X:h=128k"),
    ("ConcTicker", "-X:h=128k"),
    ("Conc2Alternating", "-X:h=128k"),
    ("Conc2CfMore", "-X:h=128k"),
    ("Conc2Locks", "-X:h=128k"),
    ("Conc2Timer", "-X:h=128k"),
    ("Conc2MapBulk", "-X:h=256k"),
];

/// The java.util.concurrent programs added with the scheduled executors, concurrent
/// deques, skip lists, LockSupport, StampedLock, the JDK 9-12 CompletableFuture methods and
/// the Thread API, and the classic thread programs: two runs under simrun give
/// byte-identical stdout and class.dump (whose `thread` records name every thread).
#[test]
fn concurrent_programs_run_deterministically() {
    for main in [
        "ConcBank",
        "ConcCfPipeline",
        "ConcCounters",
        "ConcDeques",
        "ConcFutures",
        "ConcLockSupport",
        "ConcMergeSort",
        "ConcPhilosophers",
        "ConcPipeline",
        "ConcScheduled",
        "ConcSkipList",
        "ConcThreadApi",
        "ConcThreadRing",
        "ConcTicker",
        "Conc2Actors",
        "Conc2Classics",
        "Conc2ExecLife",
        "Conc2Timer",
    ] {
        let first = run_checked(main, &[], &[], main);
        let second = run_checked(main, &[], &[], main);
        assert!(
            first.1.lines().any(|l| l.starts_with("thread\t")),
            "{main}: class.dump names no thread"
        );
        assert!(first == second, "{main}: two runs differ");
    }
}

/// The class-library programs of issue 16's second part (collection factories, Optional,
/// java.util.function, files, System.in) under every collector plan on a 2 MB heap with the
/// heap verifier.
#[test]
fn library_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for main in LIBRARY_PROGRAMS {
            check(main, &[&gc, "-X:h=2", "-X:verify"], &[], main);
        }
    }
}

/// java.lang.ref (Cleaner included) and WeakHashMap under every collector plan on a 1 MB heap with the heap
/// verifier (which also checks referents and the VM's reference lists): `RefStress` collects
/// 19-183 times per plan with thousands of references, among them references promoted before
/// their referent was stored (an old reference with a young referent), `SoftPressure` runs into
/// OutOfMemoryError, which must clear every soft reference first (its expected output is the
/// JDK's under `java -Xmx32m`; it runs only here, since on the default 64 MB heap it copies
/// 160 MB before the error).
#[test]
fn reference_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for main in ["Cleaners", "Refs", "RefStress", "SoftPressure", "WeakMaps"] {
            check(main, &[&gc, "-X:h=1", "-X:verify"], &[], main);
        }
    }
}

/// The programs `library_programs_under_every_plan_verified` runs (each also runs whole
/// on the default heap through `jvm_tests!`).
const LIBRARY_PROGRAMS: &[&str] = &[
    "Base64Codec",
    "BitSets",
    "Calendars",
    "EnumCollections",
    "FilesIo",
    "LibExtras",
    "LibIo",
    "LibLogging",
    "LibModern",
    "ScannerInput",
    "StdinLines",
    "StreamCollectors",
    "Streams",
    "UtilApis",
];

/// A selection of the corpus of classic programs (`Prog*`: benchmarks-game, textbook,
/// teaching and numeric programs, issue 16) under every collector plan with the heap
/// verifier on small heaps: trees, streams and records, 503 green threads passing a token,
/// an executor pool, LinkedHashMap access order, stack traces, BigInteger. Each also runs
/// whole on the default heap through `jvm_tests!`.
#[test]
fn programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for (main, heap) in CORPUS_PROGRAMS {
            check(main, &[&gc, heap, "-X:verify"], &[], main);
        }
    }
}

/// The programs `programs_under_every_plan_verified` runs, with their heaps: 256 KiB, or
/// 1 MiB where the live data needs it (ProgRedBlack keeps a 4096-node tree, ProgKNucleotide
/// a map of every 18-letter fragment of its input). The Prog2* ones (the second corpus)
/// collect 1-10 times each by plan; Prog2Hashing's 2000-entry HashMap and its tree bins
/// need 512 KiB (on 384 KiB semispace and marksweep run out of memory, fairly).
const CORPUS_PROGRAMS: &[(&str, &str)] = &[
    ("Prog2Automata", "-X:h=256k"),
    ("Prog2Hashing", "-X:h=512k"),
    ("Prog2Numeric", "-X:h=256k"),
    ("Prog2Queens", "-X:h=256k"),
    ("Prog2Records", "-X:h=256k"),
    ("Prog2TextStats", "-X:h=256k"),
    ("ProgBinaryTrees", "-X:h=256k"),
    ("ProgCalculator", "-X:h=256k"),
    ("ProgDijkstra", "-X:h=256k"),
    ("ProgExecutors", "-X:h=256k"),
    ("ProgInventory", "-X:h=256k"),
    ("ProgKNucleotide", "-X:h=1"),
    ("ProgLruCache", "-X:h=256k"),
    ("ProgPiDigits", "-X:h=256k"),
    ("ProgRedBlack", "-X:h=1"),
    ("ProgStackTraces", "-X:h=256k"),
    ("ProgThreadRing", "-X:h=256k"),
    ("ProgWordFreq", "-X:h=256k"),
];

/// The reflection programs under every collector plan with the heap verifier on the
/// smallest heap (256 KiB): 10-23 collections (by plan) happen while reflective objects,
/// boxed results, Class[] arrays and reflective reference stores are live.
#[test]
fn reflection_programs_under_every_plan_verified() {
    for plan in sim_core::plans::COLLECTING {
        let gc = format!("-X:gc={plan}");
        for main in ["Reflection", "ReflectRecords"] {
            check(main, &[&gc, "-X:h=256k", "-X:verify"], &[], main);
        }
    }
}

/// The allocate-only plan (`-X:gc=nogc`, as OpenJDK's Epsilon), which the matrices above
/// leave out (`COLLECTING`: their small heaps are there to make plans collect): a selection
/// of programs, interpreted and compiled (the compiled code's inline bump allocation), on
/// the default growing heap with the heap verifier (at every growth and Runtime.gc, where
/// the plan does nothing), must print what every collector prints. Programs whose output
/// depends on the collector clearing references (Refs, WeakMaps, SoftPressure) are left out.
#[test]
fn programs_under_nogc_verified() {
    for exec in ["-X:exec=interp", "-X:exec=baseline"] {
        let f = [exec, "-X:gc=nogc", "-X:verify"];
        check("GcStress", &f, &["10"], "GcStress-depth10");
        for main in NOGC_PROGRAMS {
            check(main, &f, &[], main);
        }
    }
}

/// The programs `programs_under_nogc_verified` runs: allocation-heavy ones (trees,
/// invokedynamic, streams), threads, exceptions and reflection.
const NOGC_PROGRAMS: &[&str] = &[
    "IndyStress",
    "Exceptions",
    "Monitors",
    "ProgBinaryTrees",
    "ProgExecutors",
    "ProgStackTraces",
    "ProgThreadRing",
    "Reflection",
    "Records",
    "StreamCollectors",
    "ThreadsPreempt",
];

/// Every test program has a test here, so a new program cannot be forgotten.
#[test]
fn every_program_is_covered() {
    // GcStress runs reduced (gc_stress_small_heap_verified), IndyStress under every plan
    // (indy_programs_under_every_plan_verified), SoftPressure under every plan
    // (reference_programs_under_every_plan_verified).
    let covered: Vec<&str> = WHOLE
        .iter()
        .copied()
        .chain(["GcStress", "IndyStress", "SoftPressure"])
        .collect();
    let mut missing = Vec::new();
    for e in std::fs::read_dir(jvm_dir().join("tests")).expect("guests/jvm/tests") {
        let p = e.expect("directory entry").path();
        if p.extension().is_some_and(|x| x == "java") {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            if !covered.contains(&stem.as_str()) {
                missing.push(stem);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "test programs without a simulator test: {missing:?}"
    );
}

/// A bundled benchmark run by name (`jvm.elf jess -s0`, no `-cp`: the classes come from the
/// archive embedded in the ELF) on a 4 MB heap with the verifier on. The oracle is the s0
/// checksum constant in `guests/benchmarks/src/bench/jess/Main.java` (`EXPECTED[0]`,
/// recorded on the host JDK), which the benchmark itself also checks before printing `OK`.
#[test]
fn bundled_jess_s0_by_name() {
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = simrun()
        .arg("jvm") // the bundled guests/jvm/jvm.elf, by name
        .args(["-X:h=4", "-X:verify", "jess", "-s0"])
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "jess -s0: exit status; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert!(
        stdout.lines().any(|l| l == "jess s0 checksum 996dda04"),
        "jess -s0: checksum line missing; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert_eq!(
        stdout.lines().last(),
        Some("OK"),
        "jess -s0: last line; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
}
