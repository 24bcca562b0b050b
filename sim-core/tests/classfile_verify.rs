//! The guest VM's type-checking verifier (issue 17) against the host JDK 17: a small class
//! compiled by javac is patched in known ways, each a type error the format checks cannot
//! see (an aload of an int local, a getfield or invokevirtual on an object of an unrelated
//! class, an arraylength on a non-array, a long used as two ints, an uninitialised object
//! used, a StackMapTable frame that lies, a return of the wrong type), and the VM must
//! report the error class the JDK reports for the same file (VerifyError), in one line,
//! where an unverified VM would read another class's field offsets or vtable. The
//! unpatched class must run to the JDK's output.

mod classfile_util;

use classfile_util::{attributes, error_class, javac, javac_release, methods, mutate, run_vm, Rng};
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
    (
        "getfield on the wrong class",
        "fieldOf",
        true,
        0,
        &[0x2a],
        &[0x2b],
    ),
    // invokevirtual V$A.m on the V$B argument (V$B.m would be called through V$A's vtable)
    (
        "invokevirtual with an unrelated receiver",
        "callOn",
        true,
        0,
        &[0x2a],
        &[0x2b],
    ),
    // arraylength of the String argument
    (
        "arraylength on a non-array",
        "lengthOf",
        true,
        0,
        &[0x2a],
        &[0x2b],
    ),
    // lload_0; iadd: the two halves of a long added as ints
    ("a long used as two ints", "low", true, 1, &[0x88], &[0x60]),
    // new StringBuilder; toString() without dup/invokespecial <init>
    (
        "use of an uninitialised object",
        "fresh",
        true,
        3,
        &[0x59, 0xb7],
        &[0, 0, 0, 0],
    ),
    // the append_frame at the join point says local 1 is a float
    (
        "a StackMapTable frame that lies",
        "join",
        false,
        5,
        &[0x01],
        &[0x02],
    ),
    // aload_1 of the int local y
    (
        "an aload of an int local",
        "join",
        true,
        8,
        &[0x1b],
        &[0x2b],
    ),
    // areturn of the Object argument without checkcast String
    (
        "a return of the wrong type",
        "narrow",
        true,
        1,
        &[0xc0],
        &[0, 0, 0],
    ),
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
        .map(|n| {
            (
                n.to_string(),
                std::fs::read(classes.join(n)).expect("nested class"),
            )
        })
        .collect();
    let ms = methods(&victim);

    // The unpatched classes run on the VM as on the JDK.
    let clean = work.path().join("clean");
    let mut all = others.clone();
    all.push(("V.class".into(), victim.clone()));
    write_classes(&clean, &main, &all);
    let (code, stderr, timed_out) = run_vm(&clean, "Main");
    assert!(
        !timed_out && code == Some(0),
        "unpatched: {code:?} {stderr}"
    );

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
        assert_eq!(
            &victim[at..at + old.len()],
            old,
            "{what}: javac's bytes moved"
        );
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
        assert_eq!(
            want.as_deref(),
            Some("VerifyError"),
            "{what}: the JDK said {jdk_err}"
        );

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

/// A class file of version 49 (no StackMapTable, type inference, jsr/ret allowed), built
/// byte by byte: `static int f(int x)` keeps an int[5] in local 2 across a subroutine that
/// allocates (a GC point) and increments x; main sums f(i) over 20000 calls. With
/// `int_in_subroutine` the subroutine also stores an int into local 2, so the caller's
/// `aload_2` after the return is a type error.
fn jsr_class(int_in_subroutine: bool) -> Vec<u8> {
    struct Pool(Vec<Vec<u8>>);
    impl Pool {
        fn add(&mut self, e: Vec<u8>) -> u16 {
            if let Some(i) = self.0.iter().position(|x| *x == e) {
                return i as u16 + 1;
            }
            self.0.push(e);
            self.0.len() as u16
        }
        fn utf(&mut self, s: &str) -> u16 {
            let mut e = vec![1];
            e.extend((s.len() as u16).to_be_bytes());
            e.extend(s.as_bytes());
            self.add(e)
        }
        fn pair(&mut self, tag: u8, a: u16, b: u16) -> u16 {
            let mut e = vec![tag];
            e.extend(a.to_be_bytes());
            e.extend(b.to_be_bytes());
            self.add(e)
        }
        fn class(&mut self, n: &str) -> u16 {
            let u = self.utf(n);
            let mut e = vec![7];
            e.extend(u.to_be_bytes());
            self.add(e)
        }
        fn member(&mut self, tag: u8, c: &str, n: &str, d: &str) -> u16 {
            let (c, n, d) = (self.class(c), self.utf(n), self.utf(d));
            let nt = self.pair(12, n, d);
            self.pair(tag, c, nt)
        }
    }
    let mut cp = Pool(Vec::new());
    let this = cp.class("J");
    let sup = cp.class("java/lang/Object");
    let be = |v: u16| v.to_be_bytes().to_vec();
    // f: 0 iconst_5; newarray int; astore_2; jsr 12; aload_2; arraylength; iload_0; iadd;
    //    ireturn; 12: astore_1; new StringBuilder; dup; invokespecial <init>; astore_3;
    //    [iconst_0; istore_2;] iinc 0 1; ret 1
    let sb = cp.class("java/lang/StringBuilder");
    let init = cp.member(10, "java/lang/StringBuilder", "<init>", "()V");
    let mut f = vec![
        0x08, 0xbc, 0x0a, 0x4d, 0xa8, 0x00, 0x08, 0x2c, 0xbe, 0x1a, 0x60, 0xac,
    ];
    f.extend([0x4c, 0xbb]);
    f.extend(be(sb));
    f.extend([0x59, 0xb7]);
    f.extend(be(init));
    f.push(0x4e);
    if int_in_subroutine {
        f.extend([0x03, 0x3d]);
    }
    f.extend([0x84, 0x00, 0x01, 0xa9, 0x01]);
    // main: 0 iconst_0; istore_1; iconst_0; istore_2; 4: iload_2; sipush 20000;
    //   if_icmpge 24; iload_1; iload_2; invokestatic f; iadd; istore_1; iinc 2 1; goto 4;
    //   24: getstatic System.out; iload_1; invokevirtual println(I)V; return
    let fm = cp.member(10, "J", "f", "(I)I");
    let out = cp.member(9, "java/lang/System", "out", "Ljava/io/PrintStream;");
    let println = cp.member(10, "java/io/PrintStream", "println", "(I)V");
    let mut m = vec![
        0x03, 0x3c, 0x03, 0x3d, 0x1c, 0x11, 0x4e, 0x20, 0xa2, 0x00, 0x10, 0x1b, 0x1c, 0xb8,
    ];
    m.extend(be(fm));
    m.extend([0x60, 0x3c, 0x84, 0x02, 0x01, 0xa7, 0xff, 0xef, 0xb2]);
    m.extend(be(out));
    m.extend([0x1b, 0xb6]);
    m.extend(be(println));
    m.push(0xb1);
    let code = cp.utf("Code");
    let mut methods = Vec::new();
    for (name, desc, body, stack, locals) in [
        ("f", "(I)I", &f, 2u16, 4u16),
        ("main", "([Ljava/lang/String;)V", &m, 3, 3),
    ] {
        let (n, d) = (cp.utf(name), cp.utf(desc));
        methods.extend(be(0x0009));
        methods.extend(be(n));
        methods.extend(be(d));
        methods.extend(be(1));
        methods.extend(be(code));
        methods.extend((12 + body.len() as u32).to_be_bytes());
        methods.extend(be(stack));
        methods.extend(be(locals));
        methods.extend((body.len() as u32).to_be_bytes());
        methods.extend(body.iter());
        methods.extend(be(0));
        methods.extend(be(0));
    }
    let mut b = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 49];
    b.extend(be(cp.0.len() as u16 + 1));
    for e in &cp.0 {
        b.extend(e);
    }
    b.extend(be(0x21));
    b.extend(be(this));
    b.extend(be(sup));
    b.extend([0, 0, 0, 0]);
    b.extend(be(2));
    b.extend(methods);
    b.extend(be(0));
    b
}

/// jsr/ret in a version-49 class: the JDK runs it and the VM prints the same sum, under
/// every collector with a 128 KB heap and -X:verify (the GC maps of the frame that holds
/// the array across the subroutine agree with the verifier); a subroutine that leaves an
/// int where the caller expects its array is a VerifyError on both.
#[test]
fn r17_jsr_ret_in_old_class_files_as_in_the_jdk() {
    let work = tempfile::tempdir().expect("temporary directory");
    for (bad, dir) in [(false, "good"), (true, "bad")] {
        let dir = work.path().join(dir);
        std::fs::create_dir(&dir).expect("case directory");
        std::fs::write(dir.join("J.class"), jsr_class(bad)).expect("J.class");
        let jdk = Command::new("java")
            .arg("-cp")
            .arg(&dir)
            .arg("J")
            .output()
            .expect("host java");
        let jdk_err = String::from_utf8_lossy(&jdk.stderr).into_owned();
        if bad {
            assert_eq!(
                error_class(&jdk_err).as_deref(),
                Some("VerifyError"),
                "the JDK: {jdk_err}"
            );
            let (code, stderr, _) = run_vm(&dir, "J");
            assert_eq!(code, Some(1), "{stderr}");
            assert_eq!(
                error_class(stderr.lines().next().unwrap_or("")).as_deref(),
                Some("VerifyError"),
                "{stderr}"
            );
            continue;
        }
        assert!(jdk.status.success(), "the JDK: {jdk_err}");
        for plan in sim_core::plans::COLLECTORS {
            // 128k makes the collecting plans collect; nogc must hold all it allocates
            let heap = if sim_core::plans::COLLECTING.contains(&plan) {
                "-X:h=128k"
            } else {
                "-X:h=4m"
            };
            let o = Command::new(env!("CARGO_BIN_EXE_simrun"))
                .args(["--mode", "fast", "-q", "--out", "run", "--allow-read"])
                .arg(&dir)
                .args(["jvm", heap, "-X:verify", &format!("-X:gc={plan}"), "-cp"])
                .arg(&dir)
                .arg("J")
                .current_dir(work.path().join(if bad { "bad" } else { "good" }))
                .output()
                .expect("simrun");
            assert_eq!(
                o.status.code(),
                Some(0),
                "{plan}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            assert_eq!(o.stdout, jdk.stdout, "{plan}");
            std::fs::remove_dir_all(work.path().join("good/run")).expect("run directory");
        }
    }
}

/// The attributes the VM reads (InnerClasses, EnclosingMethod, Signature, NestHost,
/// NestMembers, Record) with a constant-pool index out of range or a wrong length: a
/// ClassFormatError on the VM as on the JDK.
#[test]
fn r17_attribute_format_errors_as_in_the_jdk() {
    let work = tempfile::tempdir().expect("temporary directory");
    let src = work.path().join("src");
    std::fs::create_dir(&src).expect("src");
    std::fs::write(
        src.join("Main.java"),
        "public class Main {\n\
         class Inner { int v = 1; }\n\
         record R(int x) {}\n\
         Object anon() { return new Object() { public String toString() { return \"anon\"; } }; }\n\
         static <T> T sig(T t) { return t; }\n\
         public static void main(String[] a) {\n\
           Main m = new Main();\n\
           System.out.println(m.anon() + \" \" + m.new Inner().v + \" \" + sig(\"s\") + \" \" + new R(2).x());\n\
         } }\n",
    )
    .expect("Main.java");
    let classes = work.path().join("classes");
    javac_release(&[src.join("Main.java")], &classes, "17");
    let names = [
        "Main.class",
        "Main$Inner.class",
        "Main$R.class",
        "Main$1.class",
    ];
    let files: Vec<Vec<u8>> = names
        .iter()
        .map(|n| std::fs::read(classes.join(n)).expect("class"))
        .collect();
    // (what, class, attribute, offset in its contents, new bytes)
    let cases: &[(&str, usize, &str, usize, &[u8])] = &[
        ("NestHost naming no class", 1, "NestHost", 0, &[0xff, 0xf0]),
        (
            "NestMembers naming no class",
            0,
            "NestMembers",
            2,
            &[0xff, 0xf0],
        ),
        (
            "InnerClasses outer class out of range",
            1,
            "InnerClasses",
            4,
            &[0xff, 0xf0],
        ),
        (
            "EnclosingMethod method out of range",
            3,
            "EnclosingMethod",
            2,
            &[0xff, 0xf0],
        ),
        ("Signature out of range", 0, "Signature", 0, &[0xff, 0xf0]),
        (
            "Record component descriptor out of range",
            2,
            "Record",
            4,
            &[0xff, 0xf0],
        ),
    ];
    for (n, &(what, class, attr, at, new)) in cases.iter().enumerate() {
        let all = attributes(&files[class]);
        let range = all
            .iter()
            .find(|(name, _)| name == attr)
            .unwrap_or_else(|| panic!("{what}: no {attr} in {}", names[class]))
            .1
            .clone();
        let mut bytes = files[class].clone();
        bytes[range.start + at..range.start + at + new.len()].copy_from_slice(new);
        let dir = work.path().join(format!("case{n}"));
        std::fs::create_dir(&dir).expect("case directory");
        for (k, name) in names.iter().enumerate() {
            let b = if k == class { &bytes } else { &files[k] };
            std::fs::write(dir.join(name), b).expect("class");
        }
        let jdk = Command::new("java")
            .arg("-cp")
            .arg(&dir)
            .arg("Main")
            .output()
            .expect("host java");
        let jdk_err = String::from_utf8_lossy(&jdk.stderr);
        let want = error_class(&jdk_err);
        assert_eq!(
            want.as_deref(),
            Some("ClassFormatError"),
            "{what}: the JDK said {jdk_err}"
        );
        let (code, stderr, timed_out) = run_vm(&dir, "Main");
        assert!(!timed_out, "{what}: hang");
        assert_eq!(code, Some(1), "{what}: stderr:\n{stderr}");
        assert_eq!(
            error_class(stderr.lines().next().unwrap_or("")),
            want,
            "{what}: the JDK said\n{jdk_err}\nthe VM said\n{stderr}"
        );
    }
}

/// Mutants of the version-49 jsr/ret class (type inference, subroutines, their GC maps)
/// through the VM: each ends with status 0, a one-line Java error
/// or at the instruction limit, never a crash or a hang. `JSR_FUZZ_CASES` changes the count
/// (default 40).
#[test]
fn r17_old_class_file_mutants_never_crash_the_vm() {
    let cases: usize = std::env::var("JSR_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let work = tempfile::tempdir().expect("temporary directory");
    let good = jsr_class(false);
    let mut rng = Rng(0x5eed_0049);
    let mut failures = Vec::new();
    for case in 0..cases {
        let (bytes, how) = mutate(&mut rng, &good);
        let dir = work.path().join(format!("m{case}"));
        std::fs::create_dir(&dir).expect("mutant directory");
        std::fs::write(dir.join("J.class"), &bytes).expect("J.class");
        let (code, stderr, timed_out) = run_vm(&dir, "J");
        let first = stderr.lines().next().unwrap_or("");
        let ok = !timed_out
            && !stderr.contains("killed by signal")
            && !stderr.contains("stackmap:")
            && match code {
                Some(0) => true,
                Some(124) => stderr.contains("instruction limit"),
                Some(1) => {
                    (error_class(first).is_some()
                        || first.starts_with("jvm: main method not found"))
                        && (!first.starts_with("jvm: ") || stderr.lines().count() == 1)
                }
                _ => false,
            };
        if !ok {
            failures.push(format!(
                "case {case}: {how}: status {code:?} timed out {timed_out}: {stderr}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
