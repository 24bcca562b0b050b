//! Booting OpenJDK 17's own java.base on the guest VM (`-X:classlib=jdk`, issue 33), step by
//! step as guests/jdk/BOOT.md section 6 orders it, each step held against what HotSpot does
//! with the same library (the fixtures under guests/jdk/tests/hotspot, measured with the
//! pinned JDK on the little-endian twin of the image). What is not implemented yet stops the
//! VM with a message saying so (exit status 70).

use sim_core::benchmarks::BENCHMARKS;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fixture's lines, comments left out.
fn fixture(name: &str) -> Vec<String> {
    let path = e2e::repo().join("guests/jdk/tests/hotspot").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// simrun jvm -X:classlib=jdk ARGS in fast mode: (exit status, stdout, stderr, run dir).
fn boot(name: &str, args: &[&str]) -> (Option<i32>, String, String, PathBuf) {
    let dir = e2e::work_dir(&format!("jdk-boot-{name}")).join("run");
    let o = Command::new(e2e::simrun())
        .args(["-q", "--mode", "fast", "--force", "--out"])
        .arg(&dir)
        .args(["jvm", "-X:classlib=jdk"])
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        dir,
    )
}

/// Step 1: the boot loader reads the image, and the VM-known classes are loaded (not
/// initialised) before any Java code runs, in HotSpot's order: each with its interfaces
/// before its superclass, as HotSpot's class-file parser resolves them.
#[test]
fn vm_classes_load_in_hotspots_order() {
    let Some(_) = e2e::jdk_image() else { return };
    let (_, out, err, _) = boot("vmclasses", &["-Xlog:class+load", "Hello"]);
    let loaded: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[class,load] "))
        .collect();
    let want = fixture("vmclasses.txt");
    assert!(loaded.len() >= want.len(), "{out}{err}");
    for (i, (ours, theirs)) in loaded.iter().zip(&want).enumerate() {
        let (name, source) = ours.split_once(" source: ").unwrap();
        assert_eq!(name, theirs, "class {i} of the VM-known classes:\n{out}");
        assert!(source.starts_with("jrt:/java.base"), "{ours}");
    }
}

/// Step 2: the fields HotSpot injects exist, laid out with the declared ones, and
/// class.dump lists them; java.lang.Class's mirror is the JDK's 15 fields and 3 injected
/// words (80 bytes on this 32-bit VM with its 8-byte header).
#[test]
fn injected_fields_are_laid_out_and_dumped() {
    let Some(_) = e2e::jdk_image() else { return };
    let (_, _, err, dir) = boot("injected", &["Hello"]);
    let dump = std::fs::read_to_string(dir.join("class.dump"))
        .unwrap_or_else(|e| panic!("class.dump: {e}\n{err}"));
    let fields = |class: &str| -> (u32, Vec<String>) {
        let mut lines = dump.lines().skip_while(|l| {
            let w: Vec<&str> = l.split('\t').collect();
            !(w[0] == "class" && w.get(2) == Some(&class))
        });
        let head: Vec<&str> = lines.next().expect(class).split('\t').collect();
        let names = lines
            .take_while(|l| l.starts_with("field\t"))
            .map(|l| l.rsplit('\t').next().unwrap().to_string())
            .collect();
        (head[3].parse().unwrap(), names)
    };
    let (size, class) = fields("java.lang.Class");
    assert_eq!(size, 80, "{class:?}");
    for f in [
        "klass",
        "protection_domain",
        "signers",
        "module",
        "classLoader",
    ] {
        assert!(class.contains(&f.to_string()), "{f} in {class:?}");
    }
    assert!(fields("java.lang.ClassLoader")
        .1
        .contains(&"loader_data".into()));
    assert!(fields("java.lang.Module")
        .1
        .contains(&"module_entry".into()));
    assert!(fields("java.lang.invoke.MemberName")
        .1
        .contains(&"vmindex".into()));
    let rmn = fields("java.lang.invoke.ResolvedMethodName").1;
    assert!(rmn.contains(&"vmholder".into()) && rmn.contains(&"vmtarget".into()));
}

/// Steps 3-6 and `System.initPhase3`: the classes initialise as HotSpot initialises them
/// until the VM is created (HotSpot's `create_vm` returns before `LauncherHelper`): through
/// `System.initPhase1` (the properties, the standard streams, the charsets: the JDK's own
/// strings, byte[] and coder, made by the VM as HotSpot makes them), the eight exceptions
/// after it, the four java.lang.invoke classes, `initPhase2` (the module system: the boot
/// layer's modules defined, `Class.module` set on every mirror) and `initPhase3` (the system
/// class loader).
///
/// One class moves: `jdk.internal.misc.VM` initialises 10 classes earlier than under
/// HotSpot, because the Finalizer thread (started by `Finalizer.<clinit>`) first runs at
/// this VM's first preemption tick (1 M instructions) and asks `VM.initLevel()`; HotSpot's
/// Finalizer thread happens to run later. Every other class is in HotSpot's place.
#[test]
fn the_vm_is_created_as_hotspot_creates_it() {
    let Some(_) = e2e::jdk_image() else { return };
    // (no Hello on the class path: the VM is created before the main class is looked for)
    let (code, out, err, _) = boot("init", &["-Xlog:class+init,startuptime", "Hello"]);
    assert_ne!(code, Some(0), "{err}");
    assert!(
        err.contains("could not find or load main class Hello"),
        "{err}"
    );
    let moved = "jdk.internal.misc.VM";
    let ours: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[class,init] "))
        .collect();
    let theirs = fixture("hello-init.txt");
    assert!(ours.contains(&moved) && theirs.iter().any(|t| t == moved));
    let ours: Vec<&str> = ours.into_iter().filter(|c| *c != moved).collect();
    let theirs: Vec<&str> = theirs
        .iter()
        .map(String::as_str)
        .filter(|c| *c != moved)
        .collect();
    // create_vm ends where the launcher starts
    let created = theirs
        .iter()
        .position(|c| *c == "sun.launcher.LauncherHelper")
        .unwrap();
    assert!(created > 250, "{created}");
    assert_eq!(ours[..created], theirs[..created], "{out}");
    let phases: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[startuptime] "))
        .collect();
    assert_eq!(
        phases,
        [
            "Preload VM classes",
            "Initialize java.lang classes",
            "System.initPhase1",
            "Initialize java.lang.invoke classes",
            "System.initPhase2",
            "System.initPhase3",
            "Create VM done"
        ]
    );
}

/// Hello World on OpenJDK 17's own java.base prints what HotSpot prints, and the VM reports
/// the bytecodes it ran (boot included: about 0.6 M, the estimate from the host).
#[test]
fn hello_world_runs_on_the_jdks_library() {
    let Some(_) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jdk-boot-hello");
    e2e::javac(&dir, "Hello");
    let o = Command::new(e2e::simrun())
        .args(["-q", "--mode", "fast", "--force", "--out"])
        .arg(dir.join("run"))
        .args(["jvm", "-X:classlib=jdk", "-X:stats", "-cp"])
        .arg(dir.join("cls"))
        .arg("Hello")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    assert_eq!(out, "Hello, World!\n", "{err}");
    let bytecodes: u64 = err
        .split_whitespace()
        .find_map(|w| w.strip_prefix("bytecodes="))
        .unwrap_or_else(|| panic!("no bytecodes= in:\n{err}"))
        .parse()
        .unwrap();
    assert!((300_000..1_500_000).contains(&bytecodes), "{bytecodes}");
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("run/run.json")).unwrap()).unwrap();
    assert_eq!(meta["config"]["vm"]["classlib"], "jdk", "{meta}");
}

/// The bundled benchmarks on OpenJDK's library: each prints the checksum it prints on the
/// bundled library (the programs compute the same results; only the library under them
/// changed), at -s0, interpreted and compiled.
#[test]
fn the_benchmarks_give_their_checksums_on_the_jdks_library() {
    let Some(_) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jdk-boot-bench");
    let checksum = |lib: &[&str], bench: &str, exec: &str| -> String {
        let o = Command::new(e2e::simrun())
            .args(["-q", "--mode", "fast", "--force", "--out"])
            .arg(dir.join(format!("{bench}-{exec}-{}", lib.len())))
            .arg("jvm")
            .args(lib)
            .arg(format!("-X:exec={exec}"))
            .args([bench, "-s0"])
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&o.stdout).into_owned();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{bench} {lib:?} {exec}:\n{out}{}",
            String::from_utf8_lossy(&o.stderr)
        );
        out.lines()
            .find(|l| l.contains(" checksum "))
            .unwrap_or_else(|| panic!("{bench}: no checksum in\n{out}"))
            .to_string()
    };
    for bench in BENCHMARKS {
        for exec in ["interp", "baseline"] {
            assert_eq!(
                checksum(&["-X:classlib=jdk"], bench, exec),
                checksum(&[], bench, exec),
                "{bench} {exec}"
            );
        }
    }
}

/// A program on OpenJDK's library against the host's HotSpot: the same standard output,
/// standard error and exit status. Returns the program's class directory and HotSpot's
/// standard output.
fn same_as_hotspot(name: &str) -> (PathBuf, String) {
    same_as_hotspot_with(name, &[])
}

/// As same_as_hotspot, with VM options (e.g. `-X:exec=baseline`).
fn same_as_hotspot_with(name: &str, vm_args: &[&str]) -> (PathBuf, String) {
    same_as_hotspot_given(name, vm_args, |_| Vec::new())
}

/// [`same_as_hotspot_with`], the program given the arguments `args` makes from its class
/// directory (after javac, before the runs: it may write the program's input files there).
fn same_as_hotspot_given(
    name: &str,
    vm_args: &[&str],
    args: impl FnOnce(&Path) -> Vec<String>,
) -> (PathBuf, String) {
    let tag: String = vm_args
        .concat()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let dir = e2e::work_dir(&format!("jdk-boot-{name}{tag}"));
    e2e::javac(&dir, name);
    // canonical: the guest does not find a granted path through '..' from every directory
    let cls = std::fs::canonicalize(dir.join("cls")).unwrap();
    let args = args(&cls);
    let host = Command::new("java")
        .arg("-cp")
        .arg(&cls)
        .arg(name)
        .args(&args)
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("LANG", "C")
        .output()
        .expect("java (JDK 17) must be installed: tools/setup.sh installs it");
    let guest = Command::new(e2e::simrun())
        .args(["-q", "--mode", "fast", "--force", "--out"])
        .arg(dir.join("run"))
        .args(["jvm", "-X:classlib=jdk"])
        .args(vm_args)
        .arg("-cp")
        .arg(&cls)
        .arg(name)
        .args(&args)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    assert_eq!(
        text(&guest.stdout),
        text(&host.stdout),
        "{name}: stdout\n{}",
        text(&guest.stderr)
    );
    assert_eq!(text(&guest.stderr), text(&host.stderr), "{name}: stderr");
    assert_eq!(
        guest.status.code(),
        host.status.code(),
        "{name}: exit status"
    );
    (cls, text(&host.stdout))
}

/// Step 9: stack traces, printed by the JDK's own Throwable and StackTraceElement code from
/// the VM's backtrace, caught (printStackTrace) and uncaught (exit status 1).
#[test]
fn stack_traces_print_as_hotspots() {
    if e2e::jdk_image().is_some() {
        same_as_hotspot("Traces17");
    }
}

/// Step 11: core reflection: declared fields, methods and constructors, calls with argument
/// checks, field access, InvocationTargetException, enclosing and declaring classes.
#[test]
fn reflection_answers_as_hotspots() {
    if e2e::jdk_image().is_some() {
        same_as_hotspot("Reflect17");
    }
}

/// Step 13: VarHandles (fields, statics, array elements; the access modes through
/// MethodHandleNatives.linkMethod and VarHandleGuards) and what java.util.concurrent builds on
/// them (atomics, field updaters, ConcurrentLinkedQueue, ConcurrentHashMap,
/// CompletableFuture, a thread pool), interpreted and compiled.
#[test]
fn varhandles_run_as_on_hotspot() {
    if e2e::jdk_image().is_some() {
        same_as_hotspot("VarHandles17");
        same_as_hotspot_with("VarHandles17", &["-X:exec=baseline"]);
    }
}

/// Step 13: method handles of every kind through invokeExact and invoke (LambdaForms, the
/// linkTo* and invokeBasic intrinsics, spun hidden classes), bound, dropped, filtered and
/// spread handles, and StackWalker, interpreted and compiled.
#[test]
fn method_handles_and_stack_walks_run_as_on_hotspot() {
    if e2e::jdk_image().is_some() {
        same_as_hotspot("Invoke17");
        same_as_hotspot_with("Invoke17", &["-X:exec=baseline"]);
    }
}

/// StrictMath is fdlibm 5.3 bit for bit, as the Java specification requires: FdlibmBits
/// hashes each StrictMath function's results over 2,400 arguments (edge values, subnormals,
/// near multiples of pi/2, huge ones). OpenJDK's library (its natives: guests/jvm/fdlibm*.c)
/// prints what HotSpot prints, and so does the bundled library (FdLibm*.java), interpreted
/// and compiled.
#[test]
fn strict_math_is_fdlibm_on_both_libraries() {
    if e2e::jdk_image().is_none() {
        return;
    }
    let (cls, hotspot) = same_as_hotspot("FdlibmBits");
    assert_eq!(
        hotspot
            .lines()
            .filter(|l| l.contains(": 2400 results, hash "))
            .count(),
        18,
        "FdlibmBits on HotSpot:\n{hotspot}"
    );
    for exec in ["interp", "baseline"] {
        let o = Command::new(e2e::simrun())
            .args(["-q", "--mode", "fast", "--force", "--out"])
            .arg(cls.with_file_name(format!("bundled-{exec}")))
            .args(["jvm", &format!("-X:exec={exec}"), "-cp"])
            .arg(&cls)
            .arg("FdlibmBits")
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            hotspot,
            "FdlibmBits on the bundled library, {exec}:\n{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// Step 14: java.util.zip over the VM's Inflater (guests/jvm/inflate.c): zlib and raw streams
/// of every block kind, fed whole, in 8 KiB pieces into 3,000-byte buffers and byte by byte,
/// with a preset dictionary (right, missing, wrong), corrupt data and a bad check with zlib's
/// messages, the counts Inflater reports (bytes read and written, remaining, Adler-32),
/// concatenated gzip members, and a jar through ZipFile, ZipInputStream, JarFile and a
/// URLClassLoader's resources. HotSpot writes the inputs (`Zips17 make`: the guest has no
/// Deflater); both read them. Interpreted and compiled.
#[test]
fn zip_streams_and_jars_read_as_on_hotspot() {
    if e2e::jdk_image().is_none() {
        return;
    }
    for vm_args in [&[][..], &["-X:exec=baseline"][..]] {
        same_as_hotspot_given("Zips17", vm_args, |cls| {
            let input = cls.join("in");
            let made = Command::new("java")
                .arg("-cp")
                .arg(cls)
                .args(["Zips17", "make"])
                .arg(&input)
                .status()
                .expect("java (JDK 17)");
            assert!(made.success(), "Zips17 make");
            vec![input.to_string_lossy().into_owned()]
        });
    }
}
