//! Malformed class files through the guest VM (issue 17): the VM answers with the JDK's
//! error (ClassFormatError, VerifyError, another LinkageError or an exception of the
//! program), never a crash, an abort or a hang.
//!
//! `r17_hand_made_class_file_errors_match_the_jdk` patches real class files in four known
//! ways and requires the error class the host JDK 17 reports for the same file (the type
//! errors are in classfile_verify.rs).
//! `r17_class_file_mutants_never_crash_the_vm` runs a deterministic set of mutants (bit
//! flips, truncations, constant-pool index bumps, random bytes, and inside methods' code
//! opcode bumps and local-index bumps, a third of those in class files made version 49 so
//! that the verifier infers types instead of checking the StackMapTable; mutate() lives in
//! tests/classfile_util) of the classes of four test programs under simrun in
//! fast mode: each ends with status 0, with 1 and a Java error class (or the JDK's "main
//! method not found"), or at the instruction limit. `CLASS_FUZZ_CASES` and
//! `CLASS_FUZZ_SEED` change the count (default 100) and the seed; `traceio/fuzz.sh` and
//! `traceio/classfuzz.sh` run many more.

mod classfile_util;

use classfile_util::{error_class, javac, jvm_tests, mutate, run_vm, Rng};
use std::path::PathBuf;
use std::process::Command;

const PROGRAMS: &[&str] = &["Hello", "Bytecodes", "Exceptions", "Lambda"];

#[test]
fn r17_class_file_mutants_never_crash_the_vm() {
    let cases: usize = std::env::var("CLASS_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let seed: u64 = std::env::var("CLASS_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(17);
    let work = tempfile::tempdir().expect("temporary directory");
    let classes = work.path().join("classes");
    let sources: Vec<PathBuf> = PROGRAMS
        .iter()
        .map(|p| jvm_tests().join(format!("{p}.java")))
        .collect();
    javac(&sources, &classes);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&classes)
        .expect("classes")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();

    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let (mut format_errors, mut verify_errors, mut clean) = (0, 0, 0);
    let mut failures: Vec<String> = Vec::new();
    for case in 0..cases {
        let program = PROGRAMS[rng.below(PROGRAMS.len())];
        let own: Vec<&PathBuf> = files
            .iter()
            .filter(|f| {
                let n = f.file_name().unwrap().to_string_lossy();
                n == format!("{program}.class") || n.starts_with(&format!("{program}$"))
            })
            .collect();
        let victim = own[rng.below(own.len())];
        let (bytes, how) = mutate(&mut rng, &std::fs::read(victim).expect("class file"));
        let dir = work.path().join(format!("m{case}"));
        std::fs::create_dir(&dir).expect("mutant directory");
        for f in &own {
            let to = dir.join(f.file_name().unwrap());
            if *f == victim {
                std::fs::write(&to, &bytes).expect("writing the mutant");
            } else {
                std::fs::copy(f, &to).expect("copying a class");
            }
        }
        let (code, stderr, timed_out) = run_vm(&dir, program);
        let what = format!(
            "case {case} (seed {seed}): {how} of {} ({program}): status {code:?}, stderr:\n{stderr}",
            victim.file_name().unwrap().to_string_lossy()
        );
        let verdict = if timed_out {
            Err("hang")
        } else if stderr.contains("killed by signal") || stderr.contains("stackmap:") {
            Err("crash")
        } else {
            match code {
                Some(0) => {
                    clean += 1;
                    Ok(())
                }
                Some(124) if stderr.contains("instruction limit") => Ok(()),
                Some(1) => {
                    let first = stderr.lines().next().unwrap_or("");
                    let class = error_class(first);
                    // A main method renamed or made non-static: the JDK's exit 1 and message.
                    let no_main = first.starts_with("jvm: main method not found");
                    match class.as_deref() {
                        Some("ClassFormatError") => format_errors += 1,
                        Some("VerifyError") => verify_errors += 1,
                        _ => {}
                    }
                    if class.is_none() && !no_main {
                        Err("no Java error class named")
                    } else if first.starts_with("jvm: ") && stderr.lines().count() != 1 {
                        Err("more than one line")
                    } else {
                        Ok(())
                    }
                }
                _ => Err("neither a result nor a Java error"),
            }
        };
        match verdict {
            Ok(()) => std::fs::remove_dir_all(&dir).expect("removing the mutant"),
            Err(why) => {
                // The mutant stays in the work directory (kept on failure) for replay.
                eprintln!("{why}: {what}");
                failures.push(format!("{why}: {what}"));
            }
        }
    }
    if !failures.is_empty() {
        let kept = work.keep();
        panic!(
            "{} of {cases} mutants failed (kept in {}):\n{}",
            failures.len(),
            kept.display(),
            failures.join("\n")
        );
    }
    eprintln!(
        "{cases} mutants (seed {seed}): {format_errors} ClassFormatErrors, {verify_errors} \
         VerifyErrors, {clean} clean runs, no crash, hang or malformed error"
    );
    if cases >= 100 {
        assert!(
            format_errors > 0 && verify_errors > 0 && clean > 0,
            "{cases} mutants gave {format_errors} ClassFormatErrors, {verify_errors} VerifyErrors \
             and {clean} clean runs: the mutants no longer reach the checks"
        );
    }
}

/// Position of `needle` in `hay` (exactly once).
fn find_once(hay: &[u8], needle: &[u8]) -> usize {
    let at: Vec<usize> = hay
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at.len(), 1, "{needle:02x?} occurs {} times", at.len());
    at[0]
}

#[test]
fn r17_hand_made_class_file_errors_match_the_jdk() {
    let work = tempfile::tempdir().expect("temporary directory");
    let src = work.path().join("src");
    std::fs::create_dir(&src).expect("src");
    std::fs::write(
        src.join("Main.java"),
        "public class Main { public static void main(String[] a) { \
         System.out.println(Victim.f(a.length)); } }",
    )
    .expect("Main.java");
    std::fs::write(
        src.join("Victim.java"),
        "public class Victim { static int f(int x) { return g(x) + 1; } \
         static int g(int x) { return x * 3; } }",
    )
    .expect("Victim.java");
    let classes = work.path().join("classes");
    javac(&[src.join("Main.java"), src.join("Victim.java")], &classes);
    let main = std::fs::read(classes.join("Main.class")).expect("Main.class");
    let victim = std::fs::read(classes.join("Victim.class")).expect("Victim.class");
    // f: iload_0, invokestatic g, iconst_1, iadd, ireturn
    let f = find_once(&victim, &[0x1a, 0xb8]);
    let mut cases: Vec<(&str, &str, Vec<u8>)> = Vec::new();
    cases.push((
        "truncated main class",
        "Main",
        main[..main.len() / 2].to_vec(),
    ));
    let mut v = victim.clone();
    v[f] = 0x2a; // aload_0 of the int argument
    cases.push(("an int used as a reference", "Victim", v));
    let mut v = victim.clone();
    v[f + 2..f + 4].copy_from_slice(&[0xff, 0xf0]); // invokestatic #65520
    cases.push(("a constant-pool index out of range", "Victim", v));
    let mut v = victim.clone();
    v[f - 8..f - 6].copy_from_slice(&[0, 1]); // max_stack 1 (needs 2)
    cases.push(("max_stack too small", "Victim", v));

    for (what, name, bytes) in cases {
        let dir = work.path().join(what.replace(' ', "_"));
        std::fs::create_dir(&dir).expect("case directory");
        std::fs::write(dir.join("Main.class"), &main).expect("Main.class");
        std::fs::write(dir.join("Victim.class"), &victim).expect("Victim.class");
        std::fs::write(dir.join(format!("{name}.class")), &bytes).expect("the bad class");
        let jdk = Command::new("java")
            .arg("-cp")
            .arg(&dir)
            .arg("Main")
            .output()
            .expect("host java");
        let jdk_err = String::from_utf8_lossy(&jdk.stderr);
        let (code, stderr, timed_out) = run_vm(&dir, "Main");
        assert!(!timed_out, "{what}: hang");
        assert_eq!(jdk.status.code(), Some(1), "{what}: the JDK: {jdk_err}");
        assert_eq!(code, Some(1), "{what}: stderr:\n{stderr}");
        let want = error_class(&jdk_err);
        assert!(want.is_some(), "{what}: the JDK named no error: {jdk_err}");
        assert_eq!(
            error_class(stderr.lines().next().unwrap_or("")),
            want,
            "{what}: the JDK said\n{jdk_err}\nthe VM said\n{stderr}"
        );
    }
}

/// class.dump is UTF-8 whatever the names (issue 17): a class file's modified UTF-8 writes
/// a character beyond U+FFFF as two 3-byte surrogates, which class.dump must give as the
/// character's 4-byte UTF-8 (a reader refuses the surrogates).
#[test]
fn r17_class_dump_is_utf8_for_any_name() {
    let work = tempfile::tempdir().expect("temporary directory");
    let src = work.path().join("Uni.java");
    // U+1D400.. (mathematical bold capitals): letters, so identifiers, beyond U+FFFF.
    std::fs::write(
        &src,
        "public class Uni { int \u{1D400} = 1; static int \u{1D401}\u{1D402}() { return 2; }\n\
         public static void main(String[] a) { System.out.println(new Uni().\u{1D400} + \u{1D401}\u{1D402}()); } }\n",
    )
    .expect("Uni.java");
    let classes = work.path().join("classes");
    javac(&[src], &classes);
    let cwd = work.path();
    let o = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(["--mode", "fast", "-q", "--out", "run", "--allow-read"])
        .arg(&classes)
        .args(["jvm", "-cp"])
        .arg(&classes)
        .arg("Uni")
        .current_dir(cwd)
        .output()
        .expect("simrun");
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    assert_eq!(o.stdout, b"3\n");
    let dump = std::fs::read_to_string(cwd.join("run/class.dump")).expect("class.dump is UTF-8");
    assert!(
        dump.lines()
            .any(|l| l.starts_with("field\t") && l.ends_with("\t\u{1D400}")),
        "no field \u{1D400}"
    );
    assert!(
        dump.lines()
            .any(|l| l.starts_with("method\t") && l.ends_with("\t\u{1D401}\u{1D402}\t()I")),
        "no method \u{1D401}\u{1D402}"
    );
}
