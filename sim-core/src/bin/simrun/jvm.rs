//! The bundled guest VM's profile: everything simrun knows about `guests/jvm` and nothing
//! else does. `simrun jvm ARGS` runs the committed `jvm.elf` with:
//!
//! - a fixed name for its executable ([`GUEST_PATH`]) and for the run directory
//!   ([`RUN_DIR`], passed as `-X:dumpdir=`), so that neither the checkout's location nor the
//!   `--out` path changes a single instruction of the run;
//! - read access to the class-path entries its `-cp` or `-jar` names (a jar's directory);
//! - the object model its class.dump declares ([`OBJECT_MODEL`]), written into the trace
//!   header so that a reader can check the two agree;
//! - the VM's options (collector, heap) in the trace header's `extra` map and the run
//!   directory's name: a fixed heap (`-X:h=`, or `-Xms` = `-Xmx`) as `64m`, a growing one as
//!   its range `1m-256m` (`-Xms`-`-Xmx`, the VM's defaults for what is not given), and
//!   `-X:deaths=` (exact deaths: `merlin` or `brute`) when given;
//! - trace mode by default, and a note when the run never collected (small inputs never
//!   fill even the default initial heap);
//! - for OpenJDK's class library (`-X:classlib=jdk`, `-X:jimage-check`), the pinned
//!   runtime image that `guests/jdk/image.sh` builds, checked against its SHA-256 before
//!   the run starts, shown to the guest under a fixed name ([`IMAGE_DIR`]) and recorded
//!   (with the library) in run.json and the run directory's name;
//! - for an application of guests/apps (`simrun jvm h2 -s1`, [`sim_core::apps`]), the
//!   VM options that run its driver on OpenJDK's library (`-X:classlib=jdk -cp CLASSES:JARS
//!   apps.h2.Main -s1`), its class directory and jars shown to the guest under fixed names
//!   ([`APPS_DIR`]), each jar checked against `guests/apps/SHA256SUMS` before the run and
//!   recorded in run.json; the run is named after the application, as a benchmark's is.
//!
//! The VM's own command line (`-X:gc=`, `-Xmx64m`, `-cp`, `-jar`, ...) is the VM's: simrun
//! reads only the options above and passes every argument on unchanged.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use sim_core::apps::App;
use sim_core::run::digest::sha256_file;
use sim_core::run::meta::VmOptions;
use traceio::dump::ObjectModel;

/// The runtime image of OpenJDK's class library in the checkout (`guests/jdk/image.sh`).
pub const IMAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/jdk/image");
/// The name under which the guest sees that image's directory (`-X:jimage=` names its
/// `lib/modules` there): the checkout's location does not reach the run.
pub const IMAGE_DIR: &str = "/simrun/jdk";
/// The pinned image's SHA-256, from `guests/jdk/SHA256SUMS` (its `modules` line).
fn pinned_image_sha256() -> &'static str {
    include_str!("../../../../guests/jdk/SHA256SUMS")
        .lines()
        .find_map(|l| l.strip_suffix("  modules"))
        .unwrap_or("")
}

/// The runtime image a run reads: its host directory (the image's root, or the directory
/// of a `-X:jimage=` file) and the SHA-256 of its `lib/modules`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// The directory granted for reading (and aliased, for the pinned image).
    pub dir: PathBuf,
    /// `lib/modules`'s SHA-256, hex.
    pub sha256: String,
    /// The pinned image, which simrun passes to the VM itself.
    pub pinned: bool,
}

/// The pinned image in `dir` if its `lib/modules` has the SHA-256 `want`.
fn pinned_image(dir: &Path, want: &str) -> Result<Image, String> {
    let modules = dir.join("lib/modules");
    let sha256 = sha256_file(&modules).map_err(|e| {
        format!(
            "OpenJDK's runtime image {}: {e}: guests/jdk/image.sh builds it",
            modules.display()
        )
    })?;
    if sha256 != want {
        return Err(format!(
            "{} is not the pinned runtime image (SHA-256 {sha256}, guests/jdk/SHA256SUMS says \
             {want}): rerun guests/jdk/image.sh",
            modules.display()
        ));
    }
    Ok(Image {
        dir: std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf()),
        sha256,
        pinned: true,
    })
}

/// The application suite in the checkout (`guests/apps`: `classes/`, `jars/`).
pub const APPS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/apps");
/// The name under which the guest sees the suite: `/simrun/apps/classes` and
/// `/simrun/apps/jars` (so that the checkout's location does not reach the run).
pub const APPS_DIR: &str = "/simrun/apps";
/// The environment variable that names another directory of the applications' jars than
/// `guests/apps/jars` (they are checked against the same pins).
pub const APPS_JARS_ENV: &str = "PPCSIM_APPS_JARS";

/// An application of guests/apps as a run uses it.
#[derive(Clone, Debug)]
struct AppRun {
    app: &'static App,
    /// The host directories of its driver's classes and of its jars (canonical).
    classes: PathBuf,
    jars_dir: PathBuf,
    /// Its jars' names and SHA-256s, or why one cannot be used (checked before the run).
    jars: Result<Vec<(String, String)>, String>,
}

impl AppRun {
    fn new(app: &'static App) -> AppRun {
        let canon = |p: PathBuf| std::fs::canonicalize(&p).unwrap_or(p);
        let jars_dir = canon(
            std::env::var_os(APPS_JARS_ENV)
                .filter(|v| !v.is_empty())
                .map_or_else(|| Path::new(APPS).join("jars"), PathBuf::from),
        );
        AppRun {
            app,
            classes: canon(Path::new(APPS).join("classes")),
            jars: sim_core::apps::check_jars(app, &jars_dir).map_err(|e| e.to_string()),
            jars_dir,
        }
    }

    /// The class path as the guest names it.
    fn class_path(&self) -> String {
        std::iter::once(format!("{APPS_DIR}/classes"))
            .chain(
                self.app
                    .jars
                    .iter()
                    .map(|j| format!("{APPS_DIR}/jars/{}", j.name)),
            )
            .collect::<Vec<_>>()
            .join(":")
    }
}

/// The directory that holds file `p` (the sandbox grants directories): `.` for a bare name.
fn directory_of(p: &Path) -> PathBuf {
    match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The bundled VM's executable in the checkout.
pub const ELF: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/jvm/jvm.elf");
/// The path under which the bundled VM sees its own executable (`/proc/self/exe`).
pub const GUEST_PATH: &str = "/simrun/guests/jvm/jvm.elf";
/// The name under which the bundled VM sees the run directory (its `-X:dumpdir`).
pub const RUN_DIR: &str = "/simrun/out";
/// The VM's collector when `-X:gc=` is not given (guests/jvm/main.c).
pub const DEFAULT_COLLECTOR: &str = "semispace";
/// The VM's initial heap when `-Xms` is not given (guests/jvm/main.c, README.md).
pub const DEFAULT_XMS: &str = "1m";
/// The VM's maximum heap when `-Xmx` is not given (guests/jvm/main.c, README.md).
pub const DEFAULT_XMX: &str = "256m";
use sim_core::benchmarks::BENCHMARKS;
/// The bundled benchmarks' and the applications' input size when no `-sN` is given
/// (guests/benchmarks/README.md, guests/apps/README.md).
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
    /// `-X:deaths=` if given (`merlin` or `brute`; the VM refuses anything else).
    pub deaths: Option<String>,
    /// The initial heap if given (`-Xms`, or `-X:h=` which fixes both), with its unit.
    pub heap_min: Option<String>,
    /// The maximum heap if given (`-Xmx`, or `-X:h=`), with its unit.
    pub heap_max: Option<String>,
    /// `-X:dumpdir=` was given.
    pub has_dumpdir: bool,
    /// The program is `-jar JAR` (`class_path` is the jar; `benchmark` is the jar and its
    /// arguments).
    pub jar: bool,
    /// `-X:classlib=` if given (`bundled` or `jdk`).
    pub classlib: Option<String>,
    /// `-X:jimage=` if given: a runtime image's `lib/modules` chosen by the user.
    pub jimage: Option<String>,
    /// `-X:jimage-check` was given.
    pub jimage_check: bool,
}

/// A heap size as the VM reads `-Xms`/`-Xmx` (digits, then `k`, `m` or `g` in either
/// case, bytes without), named in the largest unit that divides it: `-Xmx65536K` is `64m`.
/// Anything else is kept as given (the VM refuses it).
fn size_name(v: &str) -> String {
    let (digits, unit) = match v.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((k, _)) => v.split_at(k),
        None => (v, ""),
    };
    let shift = match unit {
        "" => 0,
        "k" | "K" => 10,
        "m" | "M" => 20,
        "g" | "G" => 30,
        _ => return v.to_string(),
    };
    match digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_shl(shift))
    {
        Some(b) if b > 0 && b < 1 << 40 => {
            if b % (1 << 20) == 0 {
                format!("{}m", b >> 20)
            } else if b % (1 << 10) == 0 {
                format!("{}k", b >> 10)
            } else {
                format!("{b}")
            }
        }
        _ => v.to_string(),
    }
}

/// Bytes of a heap size named by [`size_name`] (or `-X:h=`), for comparisons.
fn size_bytes(v: &str) -> Option<u64> {
    let (digits, shift) = match v.as_bytes().last()? {
        b'm' => (&v[..v.len() - 1], 20),
        b'k' => (&v[..v.len() - 1], 10),
        _ => (v, 0),
    };
    digits.parse::<u64>().ok().map(|n| n << shift)
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
        if a == "-cp" || a == "-classpath" || a == "--class-path" || a == "-jar" {
            if let Some(v) = args.get(i + 1) {
                // The VM's last class path wins; -jar's jar is the whole class path.
                j.class_path = v
                    .split(':')
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect();
            }
            if a == "-jar" {
                // The jar takes the main class's place: it names the run.
                j.jar = true;
                i += 1;
                break;
            }
            i += 2;
            continue;
        }
        if let Some(v) = a.strip_prefix("--class-path=") {
            j.class_path = v
                .split(':')
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
        } else if let Some(v) = a.strip_prefix("-X:gc=") {
            j.collector = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("-X:deaths=") {
            j.deaths = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("-X:h=") {
            let h = if v.bytes().all(|b| b.is_ascii_digit()) {
                format!("{v}m")
            } else {
                v.to_string()
            };
            j.heap_min = Some(h.clone());
            j.heap_max = Some(h);
        } else if let Some(v) = a.strip_prefix("-Xms") {
            j.heap_min = Some(size_name(v));
        } else if let Some(v) = a.strip_prefix("-Xmx") {
            j.heap_max = Some(size_name(v));
        } else if a.starts_with("-X:dumpdir=") {
            j.has_dumpdir = true;
        } else if let Some(v) = a.strip_prefix("-X:classlib=") {
            j.classlib = Some(v.to_string());
        } else if let Some(v) = a.strip_prefix("-X:jimage=") {
            j.jimage = Some(v.to_string());
        } else if a == "-X:jimage-check" {
            j.jimage_check = true;
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
            simrun [OPTIONS] jvm [VM OPTIONS] APPLICATION [-s0|-s1|-s10]
            simrun [OPTIONS] jvm [VM OPTIONS] -cp DIR|JAR[:...] MainClass [ARGS]
            simrun [OPTIONS] jvm [VM OPTIONS] -jar JAR [ARGS]

VM options (after `jvm`, before the benchmark; the java launcher's spellings):
  -X:gc=PLAN        collector (default {DEFAULT_COLLECTOR}):
{collectors}  -Xms<size>        initial heap, k/m/g suffixes (default {DEFAULT_XMS}); the heap grows after
                    a collection that leaves less than 40% free
  -Xmx<size>        maximum heap (default {DEFAULT_XMX}); OutOfMemoryError only there
  -X:h=SIZE         a fixed heap (-Xms = -Xmx): MiB without a suffix (1-1536), or k/m/g
  -X:verify         run the heap verifier after every collection
  -X:deaths=merlin  exact deaths: root reports at every allocation (docs/lifetimes.md)
  -X:deaths=brute   the same and DEATH events from a full reachability trace (slow)
  -X:stats          print bytecodes, collections, allocation and copying at exit
  -X:jimage-check   parse every class of OpenJDK 17's pinned runtime image (guests/jdk)
  -X:classlib=jdk   OpenJDK 17's class library from that image
  -Dkey=value, -ea, -da, -version   as the java launcher
  -cp DIR|JAR[:...] class path (granted for reading; a jar's directory)

Benchmarks (embedded in jvm.elf): {benchmarks}
  input sizes: -s0 (tests, ~10^7 instructions), -s1 (default, ~10^8), -s10, -s100
Applications (guests/apps: Debian's jars on OpenJDK's library, -X:classlib=jdk implied;
  guests/apps/setup.sh installs the pinned jars): {apps}
  input sizes: -s0 (tests), -s1 (default), -s10; each jar is checked against
  guests/apps/SHA256SUMS and recorded in run.json ({APPS_JARS_ENV}=DIR: jars from DIR)

Examples:
  simrun jvm jess                          out/jvm-jess-s1-semispace-1m-256m-trace/
  simrun --mode cache jvm -X:gc=appel -X:h=4 jess -s0
  simrun --mode fast jvm -Xmx32m jess -s10
  simrun --mode fast jvm -X:gc=appel h2    out/jvm-h2-s1-appel-1m-256m-jdk-fast/
  simrun -L /usr/powerpc-linux-gnu ./hello

Exit status: the guest's; 2 usage error; 124 instruction limit or a guest that waits
forever; 125 simrun failed; 126 the guest cannot be executed; 128+N signal N (130 Ctrl-C,
143 SIGTERM).",
        collectors = sim_core::plans::PLANS
            .iter()
            .map(|(name, summary)| format!("                      {name:<11} {summary}\n"))
            .collect::<String>(),
        benchmarks = BENCHMARKS.join(" "),
        apps = sim_core::apps::names().join(" "),
    )
}

/// A run of the bundled VM.
#[derive(Clone, Debug)]
pub struct Profile {
    /// Its arguments as the VM gets them (an application's expanded, [`Profile::expand`]).
    pub args: JvmArgs,
    /// Its arguments as given (the benchmark or application and its size name the run).
    user: JvmArgs,
    /// Its arguments as given.
    raw: Vec<String>,
    /// The runtime image it reads, if any, or why it cannot (checked before the run).
    image: Result<Option<Image>, String>,
    /// The application of guests/apps it runs, if any.
    app: Option<AppRun>,
}

impl Profile {
    /// The profile of `simrun jvm GUEST_ARGS`.
    pub fn new(guest_args: &[String]) -> Profile {
        let user = parse_args(guest_args);
        let app = (user.class_path.is_empty() && !user.jar)
            .then(|| user.benchmark.first().and_then(|b| sim_core::apps::app(b)))
            .flatten()
            .map(AppRun::new);
        let mut p = Profile {
            args: user.clone(),
            user,
            raw: guest_args.to_vec(),
            image: Ok(None),
            app,
        };
        if p.app.is_some() {
            p.args = parse_args(&p.expand(guest_args));
        }
        p.image = Self::find_image(&p.args);
        p
    }

    /// The guest's arguments: `raw` (the arguments as given, as strings or as the
    /// command line's bytes) with an application's name replaced by what runs it: the
    /// JDK's library (unless `-X:classlib=` is given: [`Profile::check`] refuses another),
    /// its class path under [`APPS_DIR`], its driver and the input size (`-s1` when none
    /// is given). Other runs' arguments are `raw` unchanged.
    pub fn expand<T: Clone + From<String>>(&self, raw: &[T]) -> Vec<T> {
        let Some(app) = &self.app else {
            return raw.to_vec();
        };
        let n_opts = raw.len() - self.user.benchmark.len();
        let mut v = raw[..n_opts].to_vec();
        if self.user.classlib.is_none() {
            v.push(T::from("-X:classlib=jdk".to_string()));
        }
        v.push(T::from("-cp".to_string()));
        v.push(T::from(app.class_path()));
        v.push(T::from(app.app.main_class()));
        v.extend_from_slice(&raw[n_opts + 1..]);
        if self.given_size().is_none() {
            v.push(T::from(format!("-{DEFAULT_SIZE}")));
        }
        v
    }

    /// The benchmark, application or main class and its arguments, as given (`h2 -s0`).
    pub fn benchmark(&self) -> &[String] {
        &self.user.benchmark
    }

    /// Whether the run can start: an application's library is the JDK's
    /// (`Err((true, why))`: a usage error), its jars the pinned ones, the runtime image
    /// the pinned one (`Err((false, why))`). Checked before anything runs.
    pub fn check(&self) -> Result<(), (bool, String)> {
        if let Some(app) = &self.app {
            if let Some(lib) = self.user.classlib.as_deref().filter(|&l| l != "jdk") {
                return Err((
                    true,
                    format!(
                        "{} runs on OpenJDK's class library, not -X:classlib={lib}",
                        app.app.name
                    ),
                ));
            }
            app.jars.as_ref().map_err(|e| (false, e.clone()))?;
        }
        self.image().map(|_| ()).map_err(|e| (false, e))
    }

    /// The runtime image the arguments need: none for the bundled library; the user's
    /// `-X:jimage=` file as given (hashed and recorded); else the pinned image, which must
    /// be there and be what `guests/jdk/SHA256SUMS` says (a run never silently reads
    /// another library).
    fn find_image(args: &JvmArgs) -> Result<Option<Image>, String> {
        if args.classlib.as_deref() != Some("jdk") && !args.jimage_check {
            return Ok(None);
        }
        if let Some(p) = &args.jimage {
            let path = PathBuf::from(p);
            let sha256 = sha256_file(&path).map_err(|e| format!("-X:jimage={p}: {e}"))?;
            return Ok(Some(Image {
                dir: directory_of(&path),
                sha256,
                pinned: false,
            }));
        }
        pinned_image(Path::new(IMAGE), pinned_image_sha256()).map(Some)
    }

    /// The runtime image of the run, or why it cannot start: checked before anything runs.
    pub fn image(&self) -> Result<Option<&Image>, String> {
        self.image
            .as_ref()
            .map(Option::as_ref)
            .map_err(Clone::clone)
    }

    /// The VM options simrun adds for the pinned image (`-X:jimage=` under its fixed
    /// guest name) and that name's directory alias; nothing otherwise.
    pub fn image_args(&self) -> (Vec<String>, Vec<(String, PathBuf)>) {
        match &self.image {
            Ok(Some(img)) if img.pinned => (
                vec![format!("-X:jimage={IMAGE_DIR}/lib/modules")],
                vec![(IMAGE_DIR.to_string(), img.dir.clone())],
            ),
            _ => (Vec::new(), Vec::new()),
        }
    }

    /// The directory aliases under which an application's guest sees its classes and
    /// jars ([`APPS_DIR`]); nothing for other runs.
    pub fn app_aliases(&self) -> Vec<(String, PathBuf)> {
        self.app
            .iter()
            .flat_map(|a| {
                [
                    (format!("{APPS_DIR}/classes"), a.classes.clone()),
                    (format!("{APPS_DIR}/jars"), a.jars_dir.clone()),
                ]
            })
            .collect()
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

    /// Directories the guest may read beyond the default sandbox: the class path's
    /// directories, and the directory of each of its jars (the sandbox grants directories);
    /// for an application, its classes' and jars' directories.
    pub fn allow_read(&self) -> impl Iterator<Item = PathBuf> + '_ {
        let image = match &self.image {
            Ok(Some(img)) => Some(img.dir.clone()),
            _ => None,
        };
        let app = self.app_aliases().into_iter().map(|(_, host)| host);
        let class_path = if self.app.is_some() {
            &[][..]
        } else {
            &self.args.class_path[..]
        };
        image
            .into_iter()
            .chain(app)
            .chain(class_path.iter().map(|e| {
                let p = PathBuf::from(e);
                if p.is_file() {
                    directory_of(&p)
                } else {
                    p
                }
            }))
    }

    /// The VM's options for the trace header's `extra` map.
    pub fn header_extra(&self, x: &mut BTreeMap<String, String>) {
        let vm = self.vm_options();
        x.insert("collector".to_string(), vm.collector);
        x.insert("heap".to_string(), vm.heap);
        if let Some(d) = vm.deaths {
            x.insert("deaths".to_string(), d);
        }
        if let Some(c) = vm.classlib {
            x.insert("classlib".to_string(), c);
        }
        if let Some(s) = vm.image_sha256 {
            x.insert("image_sha256".to_string(), s);
        }
        if let Some(jars) = vm.jars_sha256 {
            let v: Vec<String> = jars.iter().map(|(j, s)| format!("{j}={s}")).collect();
            x.insert("jars_sha256".to_string(), v.join(" "));
        }
    }

    /// The collector and heap the VM runs with (its defaults when not given), the heap
    /// with its unit: a fixed heap as one size (`-X:h=64` is `64m`, `-X:h=512k` is
    /// `512k`, `-Xms8m -Xmx8m` is `8m`), a growing one as `MIN-MAX` (`1m-256m` by default;
    /// `-Xmx32m` alone is `1m-32m`). An `-Xms` or `-Xmx` alone moves the other default out
    /// of its way, as the VM does.
    pub fn vm_options(&self) -> VmOptions {
        let (mut min, mut max) = (
            self.args
                .heap_min
                .clone()
                .unwrap_or(DEFAULT_XMS.to_string()),
            self.args
                .heap_max
                .clone()
                .unwrap_or(DEFAULT_XMX.to_string()),
        );
        if let (Some(lo), Some(hi)) = (size_bytes(&min), size_bytes(&max)) {
            if lo > hi && self.args.heap_max.is_none() {
                max = min.clone();
            } else if lo > hi && self.args.heap_min.is_none() {
                min = max.clone();
            }
        }
        let same =
            min == max || (size_bytes(&min).is_some() && size_bytes(&min) == size_bytes(&max));
        let heap = if same { min } else { format!("{min}-{max}") };
        VmOptions {
            deaths: self.args.deaths.clone(),
            classlib: self.args.classlib.clone().filter(|c| c != "bundled"),
            image_sha256: self.image().ok().flatten().map(|i| i.sha256.clone()),
            jars_sha256: self
                .app
                .as_ref()
                .and_then(|a| a.jars.as_ref().ok())
                .map(|j| j.iter().cloned().collect()),
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
        self.user.class_path.is_empty()
            && !self.user.jar
            && self
                .user
                .benchmark
                .first()
                .is_some_and(|b| BENCHMARKS.contains(&b.as_str()))
    }

    /// The `-sN` given after the benchmark, as `sN`.
    fn given_size(&self) -> Option<String> {
        self.user.benchmark.iter().skip(1).find_map(|a| {
            a.strip_prefix("-s")
                .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                .map(|n| format!("s{n}"))
        })
    }

    /// The input size (`-sN` after the benchmark; `s1` for an embedded benchmark or an
    /// application without).
    pub fn input_size(&self) -> Option<String> {
        self.given_size().or_else(|| {
            (self.bundled_benchmark() || self.app.is_some()).then(|| DEFAULT_SIZE.to_string())
        })
    }

    /// The guest arguments that benchmark, size, collector and heap do not account for.
    pub fn other_args(&self) -> Vec<String> {
        let guest_args = &self.raw;
        let size = self.input_size().map(|s| format!("-{s}"));
        let mut bench_seen = false;
        let mut size_seen = false;
        let n_opts = guest_args.len() - self.user.benchmark.len();
        guest_args
            .iter()
            .enumerate()
            .filter(|(i, a)| {
                if *i < n_opts {
                    // An application's library is the JDK's: run.json's vm says so.
                    return !(a.starts_with("-X:gc=")
                        || a.starts_with("-X:deaths=")
                        || a.starts_with("-X:h=")
                        || a.starts_with("-Xms")
                        || a.starts_with("-Xmx")
                        || (self.app.is_some() && a.as_str() == "-X:classlib=jdk"));
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

    /// A note for the user after a run that ended well with `gcs` collections: small
    /// inputs never fill even the default initial heap, so such a run has no GC to study.
    /// None under an allocate-only plan (nogc), which never collects by design.
    pub fn note_after(&self, gcs: Option<u64>, exit_code: u8) -> Option<String> {
        let heap_given = self.args.heap_min.is_some() || self.args.heap_max.is_some();
        let plan = self.args.collector.as_deref().unwrap_or(DEFAULT_COLLECTOR);
        let collects = sim_core::plans::COLLECTING.contains(&plan);
        (gcs == Some(0) && !heap_given && exit_code == 0 && collects).then(|| {
            format!(
                "the VM never collected: its default initial heap ({DEFAULT_XMS}) never filled; \
                 a smaller heap makes it collect, e.g. `simrun jvm -X:h=256k jess -s0`"
            )
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
    fn the_pinned_image_is_checked_before_a_run() {
        let d = tempfile::tempdir().unwrap();
        let missing = pinned_image(d.path(), "00").unwrap_err();
        assert!(
            missing.contains("guests/jdk/image.sh builds it"),
            "{missing}"
        );
        std::fs::create_dir_all(d.path().join("lib")).unwrap();
        std::fs::write(d.path().join("lib/modules"), b"abc").unwrap();
        // SHA-256("abc")
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        let img = pinned_image(d.path(), abc).unwrap();
        assert_eq!(img.sha256, abc);
        assert!(img.pinned);
        let other = pinned_image(d.path(), "00").unwrap_err();
        assert!(other.contains("is not the pinned runtime image"), "{other}");
        assert_eq!(
            pinned_image_sha256().len(),
            64,
            "guests/jdk/SHA256SUMS names modules"
        );
        // The bundled library needs no image; the JDK's and -X:jimage-check do.
        assert_eq!(Profile::find_image(&parse_args(&v("jess"))), Ok(None));
        let p = Profile::new(&v("-X:classlib=jdk Hello"));
        assert_eq!(p.vm_options().classlib.as_deref(), Some("jdk"));
        assert_eq!(
            Profile::new(&v("-X:classlib=bundled jess"))
                .vm_options()
                .classlib,
            None
        );
    }

    #[test]
    fn jvm_arguments() {
        let j = parse_args(&v("-X:gc=appel -X:h=64 -cp a:b Main x y"));
        assert_eq!(j.benchmark, v("Main x y"));
        assert_eq!(j.class_path, v("a b"));
        assert_eq!(j.collector.as_deref(), Some("appel"));
        assert_eq!(j.heap_min.as_deref(), Some("64m"));
        assert_eq!(j.heap_max.as_deref(), Some("64m"));
        assert!(!j.has_dumpdir);
        let j = parse_args(&v("-X:dumpdir=d jess -s1"));
        assert_eq!(j.benchmark, v("jess -s1"));
        assert!(j.has_dumpdir);
    }

    #[test]
    fn exact_deaths_name_the_configuration() {
        let p = Profile::new(&v("-X:deaths=merlin -X:verify jess -s0"));
        assert_eq!(p.vm_options().deaths.as_deref(), Some("merlin"));
        assert_eq!(p.other_args(), v("-X:verify"));
        let mut x = BTreeMap::new();
        p.header_extra(&mut x);
        assert_eq!(x.get("deaths").map(String::as_str), Some("merlin"));
        let plain = Profile::new(&v("jess -s0"));
        assert_eq!(plain.vm_options().deaths, None);
        let mut x = BTreeMap::new();
        plain.header_extra(&mut x);
        assert!(!x.contains_key("deaths"));
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
        assert_eq!(p.vm_options().heap, "1m-256m");
        assert_eq!(p.vm_options().collector, DEFAULT_COLLECTOR);
        assert!(sim_core::plans::COLLECTORS.contains(&DEFAULT_COLLECTOR));
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
        assert_eq!(
            Profile::new(&v("-Xms2m -Xmx32m -ea jess")).other_args(),
            v("-ea")
        );
        // A program of the class path has no size unless it is given one.
        let args = v("-cp d Main");
        assert_eq!(Profile::new(&args).input_size(), None);
        assert_eq!(Profile::new(&args).other_args(), v("-cp d"));
    }

    #[test]
    fn heap_names() {
        let heap = |a: &str| Profile::new(&v(a)).vm_options().heap;
        assert_eq!(heap("-Xmx32m jess"), "1m-32m");
        assert_eq!(heap("-Xms4M jess"), "4m-256m");
        assert_eq!(heap("-Xms8m -Xmx8192k jess"), "8m");
        assert_eq!(heap("-Xmx65536K -Xms512k jess"), "512k-64m");
        assert_eq!(heap("-Xmx1g jess"), "1m-1024m");
        // One alone moves the other default out of its way, as the VM does.
        assert_eq!(heap("-Xmx512k jess"), "512k");
        assert_eq!(heap("-Xms300m jess"), "300m");
        // -X:h= fixes the heap; the last option wins.
        assert_eq!(heap("-X:h=4 jess"), "4m");
        assert_eq!(heap("-X:h=4 -Xmx16m jess"), "4m-16m");
        // Sizes the VM refuses keep their spelling.
        assert_eq!(heap("-Xmx5q jess"), "1m-5q");
    }

    #[test]
    fn jar_and_class_path_spellings() {
        let j = parse_args(&v("-cp a:b -jar app.jar x -cp y"));
        assert!(j.jar);
        assert_eq!(j.class_path, v("app.jar"));
        assert_eq!(j.benchmark, v("app.jar x -cp y"));
        let p = Profile::new(&v("-jar app.jar"));
        assert_eq!(p.input_size(), None);
        let j = parse_args(&v("--class-path=c.jar:d --class-path e Main"));
        assert_eq!(j.class_path, v("e"));
        assert_eq!(j.benchmark, v("Main"));
    }

    #[test]
    fn an_application_expands_to_its_library_class_path_and_driver() {
        let p = Profile::new(&v("-X:gc=appel -X:exec=baseline h2 -s0"));
        let cp = format!("{APPS_DIR}/classes:{APPS_DIR}/jars/h2-2.1.214.jar");
        let want =
            format!("-X:gc=appel -X:exec=baseline -X:classlib=jdk -cp {cp} apps.h2.Main -s0");
        assert_eq!(
            p.expand(&v("-X:gc=appel -X:exec=baseline h2 -s0")),
            v(&want)
        );
        assert_eq!(p.benchmark(), v("h2 -s0"));
        assert_eq!(p.input_size().as_deref(), Some("s0"));
        assert_eq!(p.other_args(), v("-X:exec=baseline"));
        let vm = p.vm_options();
        assert_eq!(
            (vm.collector.as_str(), vm.classlib.as_deref()),
            ("appel", Some("jdk"))
        );
        assert_eq!(p.args.benchmark, v("apps.h2.Main -s0"));
        assert_eq!(
            p.args.class_path,
            vec![
                format!("{APPS_DIR}/classes"),
                format!("{APPS_DIR}/jars/h2-2.1.214.jar")
            ]
        );
        // The default size is given to the driver; an explicit -X:classlib=jdk is not
        // repeated and does not count as another argument.
        let p = Profile::new(&v("-X:classlib=jdk lucene"));
        let e = p.expand(&v("-X:classlib=jdk lucene"));
        assert_eq!(e.iter().filter(|a| a.starts_with("-X:classlib")).count(), 1);
        assert_eq!(e[e.len() - 2..], v("apps.lucene.Main -s1"));
        assert_eq!(e[2].split(':').count(), 4, "{e:?}");
        assert_eq!(p.input_size().as_deref(), Some("s1"));
        assert_eq!(p.other_args(), Vec::<String>::new());
        let aliases = p.app_aliases();
        assert_eq!(aliases.len(), 2);
        assert!(aliases.iter().all(|(g, _)| g.starts_with(APPS_DIR)));
        // Another library is a usage error.
        let p = Profile::new(&v("-X:classlib=bundled janino"));
        assert!(matches!(p.check(), Err((true, _))), "{:?}", p.check());
        // A class of the user's class path called h2 is not the application.
        let p = Profile::new(&v("-cp d h2"));
        assert_eq!(p.expand(&v("-cp d h2")), v("-cp d h2"));
        assert!(p.app_aliases().is_empty());
        assert_eq!(p.input_size(), None);
        // Every application of the suite is one.
        for a in sim_core::apps::names() {
            assert!(Profile::new(&v(a)).app.is_some(), "{a}");
        }
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
        assert!(Profile::new(&v("-Xmx8m jess"))
            .note_after(Some(0), 0)
            .is_none());
        assert!(Profile::new(&v("-X:gc=nogc jess"))
            .note_after(Some(0), 0)
            .is_none());
    }
}
