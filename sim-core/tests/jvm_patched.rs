//! Code javac never writes, made by patching javac's output, that the baseline compiler
//! must still get right (issue 21): an instance method that stores into local 0. The
//! compiler leaves out the null checks of `this` only in methods that never do (local 0
//! is then `this` throughout); here local 0 is overwritten with the argument, which may be
//! null, so the field reads through it must still throw NullPointerException.

mod classfile_util;

use classfile_util::{javac, methods, run_vm_args};

const SOURCE: &str = r#"
public class Main {
    int v = 7;

    // javac: aload_1, astore_2, aload_2, getfield v, aload_2, getfield v, iadd, ireturn;
    // patched: astore_0 and aload_0 (local 0 overwritten with the argument)
    int twice(Main other) {
        Main t = other;
        return t.v + t.v;
    }

    public static void main(String[] args) {
        Main m = new Main(), o = new Main();
        o.v = 20;
        int sum = 0;
        for (int i = 0; i < 3; i++)
            sum += m.twice(o);
        try {
            sum += m.twice(null);
            System.out.println("no exception: " + sum);
            System.exit(3);
        } catch (NullPointerException e) {
            System.out.println(sum == 120 ? "ok" : "wrong sum " + sum);
            System.exit(sum == 120 ? 0 : 4);
        }
    }
}
"#;

#[test]
fn a_method_that_overwrites_this_keeps_its_null_checks() {
    let work = tempfile::tempdir().expect("temporary directory");
    let src = work.path().join("Main.java");
    std::fs::write(&src, SOURCE).expect("Main.java");
    let classes = work.path().join("classes");
    javac(&[src], &classes);
    let file = classes.join("Main.class");
    let mut class = std::fs::read(&file).expect("Main.class");
    let code = methods(&class)
        .into_iter()
        .find(|m| m.name == "twice")
        .expect("twice")
        .code;
    // 0 aload_1, 1 astore_2, 2 aload_2, 3 getfield #i, 6 aload_2, 7 getfield #i, 10 iadd
    let c = code.start;
    assert_eq!(
        (
            class[c],
            class[c + 1],
            class[c + 2],
            class[c + 3],
            class[c + 6],
            class[c + 7]
        ),
        (0x2b, 0x4d, 0x2c, 0xb4, 0x2c, 0xb4),
        "javac's code for twice"
    );
    class[c + 1] = 0x4b; // astore_0
    class[c + 2] = 0x2a; // aload_0
    class[c + 6] = 0x2a;
    std::fs::write(&file, &class).expect("patched Main.class");
    for exec in ["interp", "baseline"] {
        let (status, stderr, timed_out) =
            run_vm_args(&classes, "Main", &[&format!("-X:exec={exec}")]);
        assert!(
            !timed_out && status == Some(0),
            "{exec}: exit {status:?}\n{stderr}"
        );
    }
}
