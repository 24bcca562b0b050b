//! Class files the guest VM must refuse, or bootstrap methods it cannot run, with the
//! JDK's own message and status (the host `java` is the oracle where it has one): a
//! sealed hierarchy broken after compilation, an invokedynamic whose bootstrap method the
//! VM does not implement, and a class file newer than JDK 17's. Moved out of
//! `jvm_guest.rs`, which runs the VM's test programs.

mod common;
use common::simrun;

use std::process::{Command, Stdio};

/// PermittedSubclasses is checked when a class is linked: `Square` was compiled against a
/// `Shape` that was not sealed, then `Shape` was recompiled as `sealed ... permits Circle`.
/// The VM must refuse `Square` as JDK 17 does (same stdout, same first stderr line, exit 1);
/// the host `java` is the oracle.
#[test]
fn sealed_violation_is_refused() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = dir.path().join("src");
    let out = dir.path().join("classes");
    std::fs::create_dir_all(src.join("open")).expect("mkdir");
    std::fs::create_dir_all(src.join("sealed")).expect("mkdir");
    std::fs::create_dir_all(&out).expect("mkdir");
    let write = |p: &str, text: &str| std::fs::write(src.join(p), text).expect("write source");
    write("open/Shape.java", "public interface Shape { }\n");
    write(
        "open/Square.java",
        "public final class Square implements Shape { }\n",
    );
    write(
        "sealed/Shape.java",
        "public sealed interface Shape permits Circle { }\n",
    );
    write(
        "sealed/Circle.java",
        "public final class Circle implements Shape { }\n",
    );
    write(
        "sealed/Main.java",
        "public class Main { public static void main(String[] a) {\n\
         System.out.println(\"circle \" + (new Circle() instanceof Shape));\n\
         Object o = new Square();\n\
         System.out.println(\"square \" + o); } }\n",
    );
    for (group, files) in [
        ("open", &["Shape.java", "Square.java"][..]),
        ("sealed", &["Shape.java", "Circle.java", "Main.java"][..]),
    ] {
        let status = Command::new("javac")
            .args(["--release", "17", "-nowarn", "-cp"])
            .arg(&out)
            .arg("-d")
            .arg(&out)
            .args(files.iter().map(|f| src.join(group).join(f)))
            .status()
            .expect("javac");
        assert!(status.success(), "javac of the {group} sources failed");
    }
    let host = Command::new("java")
        .arg("-cp")
        .arg(&out)
        .arg("Main")
        .stdin(Stdio::null())
        .output()
        .expect("host java");
    let cwd = tempfile::tempdir().expect("temporary directory");
    let vm = simrun()
        .arg("--allow-read")
        .arg(&out)
        .arg("jvm")
        .arg("-cp")
        .arg(&out)
        .arg("Main")
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let first = |b: &[u8]| String::from_utf8_lossy(b).lines().next().map(str::to_owned);
    assert_eq!(String::from_utf8_lossy(&host.stdout), "circle true\n");
    assert_eq!(
        String::from_utf8_lossy(&vm.stdout),
        String::from_utf8_lossy(&host.stdout)
    );
    assert_eq!(
        first(&host.stderr).as_deref(),
        Some("Exception in thread \"main\" java.lang.IncompatibleClassChangeError: class Square cannot implement sealed interface Shape")
    );
    assert_eq!(first(&vm.stderr), first(&host.stderr));
    assert_eq!(vm.status.code(), host.status.code());
}

/// A bootstrap method the VM does not link fails loudly, naming it: a pattern `switch`
/// compiled with `--enable-preview` (Java 17) calls `SwitchBootstraps.typeSwitch`. The
/// program prints nothing before it; the VM must exit 1 with a BootstrapMethodError that
/// names the bootstrap method and the calling method.
#[test]
fn unsupported_bootstrap_method_fails_loudly() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = dir.path().join("P.java");
    std::fs::write(
        &src,
        "public class P {\n\
         static String f(Object o) { return switch (o) { case String s -> \"str \" + s; default -> \"other\"; }; }\n\
         public static void main(String[] a) { System.out.println(f(\"x\")); } }\n",
    )
    .expect("write source");
    let status = Command::new("javac")
        .args(["--release", "17", "--enable-preview", "-nowarn", "-d"])
        .arg(dir.path())
        .arg(&src)
        .stderr(Stdio::null())
        .status()
        .expect("javac");
    assert!(status.success(), "javac --enable-preview failed");
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = simrun()
        .arg("--allow-read")
        .arg(dir.path())
        .arg("jvm")
        .arg("-cp")
        .arg(dir.path())
        .arg("P")
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.stdout, b"", "stderr:\n{stderr}");
    assert_eq!(out.status.code(), Some(1), "stderr:\n{stderr}");
    let first = stderr.lines().next().unwrap_or("");
    assert!(
        first.starts_with(
            "Exception in thread \"main\" java.lang.BootstrapMethodError: bootstrap method \
             java/lang/runtime/SwitchBootstraps.typeSwitch("
        ) && first.ends_with("is not supported by this VM (in P.f)"),
        "first stderr line: {first}"
    );
}

/// A class file newer than Java 17 (version 62, made by patching a compiled class) is an
/// UnsupportedClassVersionError where the class is first needed, worded as HotSpot 17's: the
/// program catches it and prints the message; stdout must equal the host JDK 17's.
#[test]
fn class_version_62_is_refused_as_the_jdk_does() {
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::write(
        dir.path().join("Newer.java"),
        "public class Newer { public String toString() { return \"newer\"; } }\n",
    )
    .expect("write source");
    std::fs::write(
        dir.path().join("UsesNewer.java"),
        "public class UsesNewer { public static void main(String[] a) {\n\
         System.out.println(\"before\");\n\
         try { System.out.println(new Newer()); }\n\
         catch (UnsupportedClassVersionError e) { System.out.println(\"refused: \" + e.getMessage()); } } }\n",
    )
    .expect("write source");
    let status = Command::new("javac")
        .args(["--release", "17", "-nowarn", "-d"])
        .arg(dir.path())
        .arg(dir.path().join("Newer.java"))
        .arg(dir.path().join("UsesNewer.java"))
        .status()
        .expect("javac");
    assert!(status.success(), "javac failed");
    let class = dir.path().join("Newer.class");
    let mut bytes = std::fs::read(&class).expect("Newer.class");
    assert_eq!(
        &bytes[6..8],
        &[0, 61],
        "javac --release 17 writes version 61"
    );
    bytes[7] = 62;
    std::fs::write(&class, bytes).expect("patch Newer.class");
    let host = Command::new("java")
        .arg("-cp")
        .arg(dir.path())
        .arg("UsesNewer")
        .stdin(Stdio::null())
        .output()
        .expect("host java");
    let host_out = String::from_utf8_lossy(&host.stdout).into_owned();
    assert!(
        host_out.contains("refused: Newer has been compiled by a more recent version"),
        "host: {host_out}"
    );
    let cwd = tempfile::tempdir().expect("temporary directory");
    let vm = simrun()
        .arg("--allow-read")
        .arg(dir.path())
        .arg("jvm")
        .arg("-cp")
        .arg(dir.path())
        .arg("UsesNewer")
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    assert_eq!(
        String::from_utf8_lossy(&vm.stdout),
        host_out,
        "stderr:\n{}",
        String::from_utf8_lossy(&vm.stderr)
    );
    assert_eq!(vm.status.code(), Some(0));
}
