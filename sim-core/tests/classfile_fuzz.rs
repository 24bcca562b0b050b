//! Malformed class files through the guest VM (issue 17): the VM answers with the JDK's
//! error (ClassFormatError, VerifyError, another LinkageError or an exception of the
//! program), never a crash, an abort or a hang.
//!
//! `r17_hand_made_class_file_errors_match_the_jdk` patches real class files in four known
//! ways and requires the error class the host JDK 17 reports for the same file.
//! `r17_class_file_mutants_never_crash_the_vm` runs a deterministic set of mutants (bit
//! flips, truncations, constant-pool index bumps, random bytes) of the classes of four test
//! programs under simrun in fast mode: each ends with status 0, with 1 and a Java error
//! class (or the JDK's "main method not found"), or at the instruction limit. `CLASS_FUZZ_CASES` and `CLASS_FUZZ_SEED` change the
//! count (default 100) and the seed; `traceio/fuzz.sh` runs many more.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const PROGRAMS: &[&str] = &["Hello", "Bytecodes", "Exceptions", "Lambda"];
/// Four times what the largest unmutated program executes.
const MAX_INSNS: &str = "60000000";

fn jvm_tests() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm/tests")
}

fn javac(sources: &[PathBuf], out: &Path) {
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(out)
        .args(sources)
        .status()
        .expect("javac (JDK 17) must be installed: .ci/run installs it");
    assert!(status.success(), "javac failed");
}

/// Runs `jvm -cp dir main` under simrun in a fresh directory, killed after 120 s.
fn run_vm(dir: &Path, main: &str) -> (Option<i32>, String, bool) {
    let cwd = tempfile::tempdir().expect("temporary directory");
    let mut child = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args([
            "--mode",
            "fast",
            "-q",
            "--out",
            "run",
            "--max-insns",
            MAX_INSNS,
        ])
        .arg("--allow-read")
        .arg(dir)
        .args(["jvm", "-cp"])
        .arg(dir)
        .arg(main)
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running simrun");
    let start = Instant::now();
    let mut timed_out = false;
    while child.try_wait().expect("waiting for simrun").is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            timed_out = true;
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let out: Output = child.wait_with_output().expect("simrun's stderr");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        timed_out,
    )
}

/// The first `java.lang.X`/`java/lang/X` error class named in `text`.
fn error_class(text: &str) -> Option<String> {
    let at = text
        .find("java.lang.")
        .or_else(|| text.find("java/lang/"))?;
    let name: String = text[at + 10..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    Some(name)
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn mutate(rng: &mut Rng, data: &[u8]) -> (Vec<u8>, &'static str) {
    let mut b = data.to_vec();
    match rng.below(4) {
        0 => {
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(b.len());
                b[i] ^= 1 << rng.below(8);
            }
            (b, "bit flips")
        }
        1 => {
            b.truncate(rng.below(b.len()));
            (b, "truncation")
        }
        2 => {
            let i = 10 + rng.below(b.len() - 11);
            let v = u16::from_be_bytes([b[i], b[i + 1]]);
            let d = [1u16, 0xffff, 2, 100, 0x7fff][rng.below(5)];
            b[i..i + 2].copy_from_slice(&v.wrapping_add(d).to_be_bytes());
            (b, "index bump")
        }
        _ => {
            let i = rng.below(b.len());
            b[i] = rng.next() as u8;
            (b, "random byte")
        }
    }
}

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
        assert!(!timed_out, "hang: {what}");
        assert!(
            !stderr.contains("killed by signal") && !stderr.contains("stackmap:"),
            "crash: {what}"
        );
        match code {
            Some(0) => clean += 1,
            Some(124) => assert!(stderr.contains("instruction limit"), "{what}"),
            Some(1) => {
                let first = stderr.lines().next().unwrap_or("");
                let class = error_class(first);
                // A main method renamed or made non-static: the JDK's exit 1 and message.
                let no_main = first.starts_with("jvm: main method not found");
                assert!(
                    class.is_some() || no_main,
                    "no Java error class named: {what}"
                );
                if first.starts_with("jvm: ") {
                    assert_eq!(stderr.lines().count(), 1, "one line: {what}");
                }
                match class.as_deref() {
                    Some("ClassFormatError") => format_errors += 1,
                    Some("VerifyError") => verify_errors += 1,
                    _ => {}
                }
            }
            _ => panic!("neither a result nor a Java error: {what}"),
        }
        std::fs::remove_dir_all(&dir).expect("removing the mutant");
    }
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
