//! The guest VM's type-checking verifier (issue 17) against the host JDK 17: a small class
//! compiled by javac is patched in known ways, each a type error the format checks cannot
//! see (an aload of an int local, a getfield or invokevirtual on an object of an unrelated
//! class, an arraylength on a non-array, a long used as two ints, an uninitialised object
//! used, a StackMapTable frame that lies, a return of the wrong type), and the VM must
//! report the error class the JDK reports for the same file (VerifyError), in one line,
//! where an unverified VM would read another class's field offsets or vtable. The
//! unpatched class must run to the JDK's output.

mod classfile_util;

use classfile_util::{error_class, javac, methods, run_vm};
use std::path::Path;
use std::process::Command;

const VICTIM: &str = "public class V {
    static class A { int x = 1; int m() { return 2; } }
    static class B { int y = 3; int m() { return 4; } }
    static int fieldOf(A a, B b) { return a.x; }
    static int callOn(A a, B b) { return a.m(); }
    static int lengthOf(int[] a, String s) { return a.length; }
    static int low(long x) { return (int) x; }
    static String fresh() { return new StringBuilder().toString(); }
    static int join(int x) { int y = x; if (x > 0) { y = 2; } return y; }
    static String narrow(Object o) { return (String) o; }
    public static int run() {
        return fieldOf(new A(), new B()) + callOn(new A(), new B()) + lengthOf(new int[2], \"s\")
            + low(5L) + fresh().length() + join(1) + narrow(\"ab\").length();
    }
}
";
const MAIN: &str =
    "public class Main { public static void main(String[] a) { System.out.println(V.run()); } }\n";

/// (what, method, where: code or StackMapTable, offset, expected old bytes, new bytes)
type Patch = (
    &'static str,
    &'static str,
    bool,
    usize,
    &'static [u8],
    &'static [u8],
);

const PATCHES: &[Patch] = &[
    // getfield V$A.x on the V$B argument
    ("getfield on the wrong class", "fieldOf", true, 0, &[0x2a], &[0x2b]),
    // invokevirtual V$A.m on the V$B argument (V$B.m would be called through V$A's vtable)
    ("invokevirtual with an unrelated receiver", "callOn", true, 0, &[0x2a], &[0x2b]),
    // arraylength of the String argument
    ("arraylength on a non-array", "lengthOf", true, 0, &[0x2a], &[0x2b]),
    // lload_0; iadd: the two halves of a long added as ints
    ("a long used as two ints", "low", true, 1, &[0x88], &[0x60]),
    // new StringBuilder; toString() without dup/invokespecial <init>
    ("use of an uninitialised object", "fresh", true, 3, &[0x59, 0xb7], &[0, 0, 0, 0]),
    // the append_frame at the join point says local 1 is a float
    ("a StackMapTable frame that lies", "join", false, 5, &[0x01], &[0x02]),
    // aload_1 of the int local y
    ("an aload of an int local", "join", true, 8, &[0x1b], &[0x2b]),
    // areturn of the Object argument without checkcast String
    ("a return of the wrong type", "narrow", true, 1, &[0xc0], &[0, 0, 0]),
];

fn write_classes(dir: &Path, main: &[u8], classes: &[(String, Vec<u8>)]) {
    std::fs::create_dir(dir).expect("case directory");
    std::fs::write(dir.join("Main.class"), main).expect("Main.class");
    for (name, bytes) in classes {
        std::fs::write(dir.join(name), bytes).expect("a class");
    }
}

#[test]
fn r17_type_errors_are_verify_errors_as_in_the_jdk() {
    let work = tempfile::tempdir().expect("temporary directory");
    let src = work.path().join("src");
    std::fs::create_dir(&src).expect("src");
    std::fs::write(src.join("V.java"), VICTIM).expect("V.java");
    std::fs::write(src.join("Main.java"), MAIN).expect("Main.java");
    let classes = work.path().join("classes");
    javac(&[src.join("V.java"), src.join("Main.java")], &classes);
    let main = std::fs::read(classes.join("Main.class")).expect("Main.class");
    let victim = std::fs::read(classes.join("V.class")).expect("V.class");
    let others: Vec<(String, Vec<u8>)> = ["V$A.class", "V$B.class"]
        .iter()
        .map(|n| (n.to_string(), std::fs::read(classes.join(n)).expect("nested class")))
        .collect();
    let ms = methods(&victim);

    // The unpatched classes run on the VM as on the JDK.
    let clean = work.path().join("clean");
    let mut all = others.clone();
    all.push(("V.class".into(), victim.clone()));
    write_classes(&clean, &main, &all);
    let (code, stderr, timed_out) = run_vm(&clean, "Main");
    assert!(!timed_out && code == Some(0), "unpatched: {code:?} {stderr}");

    for (n, &(what, method, in_code, at, old, new)) in PATCHES.iter().enumerate() {
        let m = ms
            .iter()
            .find(|m| m.name == method)
            .unwrap_or_else(|| panic!("{what}: no method {method}"));
        let range = if in_code {
            m.code.clone()
        } else {
            m.smt.clone().expect("a StackMapTable")
        };
        let at = range.start + at;
        assert_eq!(&victim[at..at + old.len()], old, "{what}: javac's bytes moved");
        let mut bytes = victim.clone();
        bytes[at..at + new.len()].copy_from_slice(new);
        let dir = work.path().join(format!("case{n}"));
        let mut all = others.clone();
        all.push(("V.class".into(), bytes));
        write_classes(&dir, &main, &all);

        let jdk = Command::new("java")
            .arg("-cp")
            .arg(&dir)
            .arg("Main")
            .output()
            .expect("host java");
        let jdk_err = String::from_utf8_lossy(&jdk.stderr);
        assert_eq!(jdk.status.code(), Some(1), "{what}: the JDK: {jdk_err}");
        let want = error_class(&jdk_err);
        assert_eq!(want.as_deref(), Some("VerifyError"), "{what}: the JDK said {jdk_err}");

        let (code, stderr, timed_out) = run_vm(&dir, "Main");
        assert!(!timed_out, "{what}: hang");
        assert_eq!(code, Some(1), "{what}: stderr:\n{stderr}");
        let first = stderr.lines().next().unwrap_or("");
        assert_eq!(
            error_class(first),
            want,
            "{what}: the JDK said\n{jdk_err}\nthe VM said\n{stderr}"
        );
        assert!(
            first.contains("V.") && first.contains(" @"),
            "{what}: the message names no method and offset: {first}"
        );
    }
}
