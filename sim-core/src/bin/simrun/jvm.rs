//! The bundled guest VM's profile: everything simrun knows about `guests/jvm` and nothing
//! else does. `simrun jvm ARGS` runs the committed `jvm.elf` with:
//!
//! - a fixed name for its executable ([`GUEST_PATH`]) and for the run directory
//!   ([`RUN_DIR`], passed as `-X:dumpdir=`), so that neither the checkout's location nor the
//!   `--out` path changes a single instruction of the run;
//! - read access to the class-path entries its `-cp` names;
//! - the object model its class.dump declares ([`OBJECT_MODEL`]), written into the trace
//!   header so that a reader can check the two agree;
//! - the VM's options (collector, heap) in the trace header's `extra` map;
//! - trace mode by default, and a note when the run never collected (the default heap is
//!   large enough that small inputs never fill it).
//!
//! The VM's own command line (`-X:gc=`, `-X:h=`, `-cp`, ...) is the VM's: simrun reads only
//! the options above and passes every argument on unchanged.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use sim_core::run::meta::VmOptions;
use traceio::dump::ObjectModel;

/// The bundled VM's executable in the checkout.
pub const ELF: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/jvm/jvm.elf");
/// The path under which the bundled VM sees its own executable (`/proc/self/exe`).
pub const GUEST_PATH: &str = "/simrun/guests/jvm/jvm.elf";
/// The name under which the bundled VM sees the run directory (its `-X:dumpdir`).
pub const RUN_DIR: &str = "/simrun/out";
/// The VM's collector when `-X:gc=` is not given (guests/jvm/main.c).
pub const DEFAULT_COLLECTOR: &str = "semispace";
/// The VM's heap when `-X:h=` is not given (guests/jvm/README.md).
pub const DEFAULT_HEAP: &str = "64m";
/// The VM's collectors (`-X:gc=`; guests/jvm/README.md).
pub const COLLECTORS: [&str; 4] = ["semispace", "appel", "marksweep", "olderfirst"];
/// The benchmarks embedded in jvm.elf (guests/benchmarks).
pub const BENCHMARKS: [&str; 8] = [
    "jess",
    "bintrees",
    "db",
    "compress",
    "mtrt",
    "javac",
    "jack",
    "pseudojbb",
];
/// The bundled benchmarks' input size when no `-sN` is given (guests/benchmarks/README.md).
pub const DEFAULT_SIZE: &str = "s1";

/// The bundled VM's object model (its class.dump `model` line; the end-to-end test checks
/// that the VM writes exactly this).
pub const OBJECT_MODEL: ObjectModel = ObjectModel {
    header: 8,
    status: 0,
    tib: 4,
    array_length: 8,
    array_data: 12,
    reference: 4,
    align: 4,
};

/// What the guest VM's arguments say: options before the main class or benchmark name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JvmArgs {
    /// The benchmark or main class and its arguments (`jess -s1`).
    pub benchmark: Vec<String>,
    /// Class-path entries (`-cp A:B`).
    pub class_path: Vec<String>,
    /// `-X:gc=` if given.
    pub collector: Option<String>,
    /// `-X:h=` if given.
    pub heap_mb: Option<String>,
    /// `-X:dumpdir=` was given.
    pub has_dumpdir: bool,
}

/// Reads the VM's options (`-X:...`, `-cp DIR`) and the benchmark that follows them.
pub fn parse_args(args: &[String]) -> JvmArgs {
    let mut j = JvmArgs::default();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if !a.starts_with('-') {
            break;
        }
        if a == "-cp" || a == "-classpath" {
            if let Some(v) = args.get(i + 1) {
                j.class_path
                    .extend(v.split(':').filter(|s| !s.is_empty()).map(String::from));
            }
            i += 2;
            continue;
        }
        if let Some(v) = a.strip_prefix("-X:gc=") {
            j.collector = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("-X:h=") {
            j.heap_mb = Some(v.to_string());
        } else if a.starts_with("-X:dumpdir=") {
            j.has_dumpdir = true;
        }
        i += 1;
    }
    j.benchmark = args[i.min(args.len())..].to_vec();
    j
}

/// simrun `--help`'s text after the options: the bundled guests, the VM's options, the
/// benchmarks and the exit statuses.
pub fn help() -> String {
    format!(
        "Bundled guests:
  jvm       the guest Java VM (guests/jvm/jvm.elf) with its class library and benchmarks:
            simrun [OPTIONS] jvm [VM OPTIONS] BENCHMARK [-sN]
            simrun [OPTIONS] jvm [VM OPTIONS] -cp DIR[:DIR...] MainClass [ARGS]

VM options (after `jvm`, before the benchmark):
  -X:gc=PLAN        collector: {collectors} (default {DEFAULT_COLLECTOR})
  -X:h=MB, -X:h=KBk heap size in MiB (1-1536) or KiB with `k` (default 64 MiB)
  -X:verify         run the heap verifier after every collection
  -X:stats          print bytecodes, collections, allocation and copying at exit
  -cp DIR[:DIR...]  class path (granted for reading)

Benchmarks (embedded in jvm.elf): {benchmarks}
  input sizes: -s0 (tests, ~10^7 instructions), -s1 (default, ~10^8), -s10, -s100

Examples:
  simrun jvm jess                          out/jvm-jess-s1-semispace-64m-trace/
  simrun --mode cache jvm -X:gc=appel -X:h=4 jess -s0
  simrun -L /usr/powerpc-linux-gnu ./hello

Exit status: the guest's; 2 usage error; 124 instruction limit or a guest that waits
forever; 125 simrun failed; 126 the guest cannot be executed; 128+N signal N (130 Ctrl-C,
143 SIGTERM).",
        collectors = COLLECTORS.join(", "),
        benchmarks = BENCHMARKS.join(" "),
    )
}

/// A run of the bundled VM.
#[derive(Clone, Debug)]
pub struct Profile {
    /// Its arguments as simrun reads them.
    pub args: JvmArgs,
    /// Its arguments as given.
    raw: Vec<String>,
}

impl Profile {
    /// The profile of `simrun jvm GUEST_ARGS`.
    pub fn new(guest_args: &[String]) -> Profile {
        Profile {
            args: parse_args(guest_args),
            raw: guest_args.to_vec(),
        }
    }

    /// The executable to load.
    pub fn elf() -> PathBuf {
        PathBuf::from(ELF)
    }

    /// The VM options simrun adds before the user's (`-X:dumpdir=` naming the run
    /// directory by its fixed guest name) and the directory aliases that make that name
    /// reach `dir`. Nothing when the user chose a dump directory or there is no run
    /// directory.
    pub fn dump_dir(&self, dir: Option<&Path>) -> (Vec<String>, Vec<(String, PathBuf)>) {
        match dir {
            Some(d) if !self.args.has_dumpdir => {
                let host = std::fs::canonicalize(d).unwrap_or_else(|_| d.to_path_buf());
                (
                    vec![format!("-X:dumpdir={RUN_DIR}")],
                    vec![(RUN_DIR.to_string(), host)],
                )
            }
            _ => (Vec::new(), Vec::new()),
        }
    }

    /// Directories the guest may read beyond the default sandbox: the class path.
    pub fn allow_read(&self) -> impl Iterator<Item = PathBuf> + '_ {
        self.args.class_path.iter().map(PathBuf::from)
    }

    /// The VM's options for the trace header's `extra` map.
    pub fn header_extra(&self, x: &mut BTreeMap<String, String>) {
        x.insert("collector".to_string(), self.vm_options().collector);
        if let Some(h) = &self.args.heap_mb {
            x.insert("heap_mb".to_string(), h.clone());
        }
    }

    /// The collector and heap the VM runs with (its defaults when not given), the heap
    /// with its unit (`-X:h=64` is `64m`, `-X:h=512k` is `512k`).
    pub fn vm_options(&self) -> VmOptions {
        let heap = match &self.args.heap_mb {
            Some(h) if h.bytes().all(|b| b.is_ascii_digit()) => format!("{h}m"),
            Some(h) => h.clone(),
            None => DEFAULT_HEAP.to_string(),
        };
        VmOptions {
            collector: self
                .args
                .collector
                .clone()
                .unwrap_or_else(|| DEFAULT_COLLECTOR.to_string()),
            heap,
        }
    }

    /// Whether the run is one of the embedded benchmarks.
    fn bundled_benchmark(&self) -> bool {
        self.args.class_path.is_empty()
            && self
                .args
                .benchmark
                .first()
                .is_some_and(|b| BENCHMARKS.contains(&b.as_str()))
    }

    /// The input size (`-sN` after the benchmark; `s1` for an embedded benchmark without).
    pub fn input_size(&self) -> Option<String> {
        let given = self.args.benchmark.iter().skip(1).find_map(|a| {
            a.strip_prefix("-s")
                .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                .map(|n| format!("s{n}"))
        });
        given.or_else(|| self.bundled_benchmark().then(|| DEFAULT_SIZE.to_string()))
    }

    /// The guest arguments that benchmark, size, collector and heap do not account for.
    pub fn other_args(&self) -> Vec<String> {
        let guest_args = &self.raw;
        let size = self.input_size().map(|s| format!("-{s}"));
        let mut bench_seen = false;
        let mut size_seen = false;
        let n_opts = guest_args.len() - self.args.benchmark.len();
        guest_args
            .iter()
            .enumerate()
            .filter(|(i, a)| {
                if *i < n_opts {
                    return !(a.starts_with("-X:gc=") || a.starts_with("-X:h="));
                }
                if !bench_seen {
                    bench_seen = true;
                    return false;
                }
                if !size_seen && Some(a.as_str()) == size.as_deref() {
                    size_seen = true;
                    return false;
                }
                true
            })
            .map(|(_, a)| a.clone())
            .collect()
    }

    /// A note for the user after a run that ended well with `gcs` collections: the
    /// default heap never fills on small inputs, so such a run has no GC to study.
    pub fn note_after(&self, gcs: Option<u64>, exit_code: u8) -> Option<String> {
        let heap_given = self.args.heap_mb.is_some();
        (gcs == Some(0) && !heap_given && exit_code == 0).then(|| {
            "the VM never collected: its default heap (64 MB) never filled; \
             a smaller heap makes it collect, e.g. `simrun jvm -X:h=512k jess`"
                .to_string()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn jvm_arguments() {
        let j = parse_args(&v("-X:gc=appel -X:h=64 -cp a:b Main x y"));
        assert_eq!(j.benchmark, v("Main x y"));
        assert_eq!(j.class_path, v("a b"));
        assert_eq!(j.collector.as_deref(), Some("appel"));
        assert_eq!(j.heap_mb.as_deref(), Some("64"));
        assert!(!j.has_dumpdir);
        let j = parse_args(&v("-X:dumpdir=d jess -s1"));
        assert_eq!(j.benchmark, v("jess -s1"));
        assert!(j.has_dumpdir);
    }

    #[test]
    fn dump_dir_is_added_unless_given() {
        let p = Profile::new(&v("jess"));
        let (opts, aliases) = p.dump_dir(Some(Path::new("/nonexistent/run")));
        assert_eq!(opts, vec![format!("-X:dumpdir={RUN_DIR}")]);
        assert_eq!(aliases[0].0, RUN_DIR);
        assert_eq!(p.dump_dir(None), (vec![], vec![]));
        let p = Profile::new(&v("-X:dumpdir=/x jess"));
        assert_eq!(p.dump_dir(Some(Path::new("d"))), (vec![], vec![]));
    }

    #[test]
    fn configuration_names() {
        let p = Profile::new(&v("jess"));
        assert_eq!(p.input_size().as_deref(), Some("s1"));
        assert_eq!(p.vm_options().heap, "64m");
        assert_eq!(p.vm_options().collector, DEFAULT_COLLECTOR);
        let args = v("-X:gc=appel -X:h=512k -X:verify jess -s0 extra");
        let p = Profile::new(&args);
        assert_eq!(p.input_size().as_deref(), Some("s0"));
        assert_eq!(p.vm_options().heap, "512k");
        assert_eq!(p.vm_options().collector, "appel");
        assert_eq!(p.other_args(), v("-X:verify extra"));
        assert_eq!(
            Profile::new(&v("-X:h=4 jess")).other_args(),
            Vec::<String>::new()
        );
        assert_eq!(
            Profile::new(&v("jess -s1")).other_args(),
            Vec::<String>::new()
        );
        assert_eq!(Profile::new(&v("jess -s1 -s1")).other_args(), v("-s1"));
        // A program of the class path has no size unless it is given one.
        let args = v("-cp d Main");
        assert_eq!(Profile::new(&args).input_size(), None);
        assert_eq!(Profile::new(&args).other_args(), v("-cp d"));
    }

    #[test]
    fn note_only_for_a_default_heap_that_never_collected() {
        let p = Profile::new(&v("jess"));
        assert!(p.note_after(Some(0), 0).is_some());
        assert!(p.note_after(Some(2), 0).is_none());
        assert!(p.note_after(Some(0), 1).is_none());
        assert!(Profile::new(&v("-X:h=512k jess"))
            .note_after(Some(0), 0)
            .is_none());
    }
}
