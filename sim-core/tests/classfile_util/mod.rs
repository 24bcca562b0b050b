//! Helpers of the class-file tests (classfile_fuzz.rs, classfile_verify.rs): javac, a VM
//! run under simrun, the Java error class in a message, and a minimal class-file reader
//! that finds each method's code and StackMapTable (to patch or mutate them in known ways).
#![allow(dead_code)]

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Four times what the largest unmutated fuzz program executes.
pub const MAX_INSNS: &str = "60000000";

pub fn jvm_tests() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm/tests")
}

pub fn javac(sources: &[PathBuf], out: &Path) {
    javac_release(sources, out, "8")
}

pub fn javac_release(sources: &[PathBuf], out: &Path, release: &str) {
    let status = Command::new("javac")
        .args(["--release", release, "-nowarn", "-d"])
        .arg(out)
        .args(sources)
        .status()
        .expect("javac (JDK 17) must be installed: tools/setup.sh installs it");
    assert!(status.success(), "javac failed");
}

/// Runs `jvm -cp dir main` under simrun in a fresh directory, killed after 120 s:
/// (exit status, stderr, timed out).
pub fn run_vm(dir: &Path, main: &str) -> (Option<i32>, String, bool) {
    run_vm_args(dir, main, &[])
}

/// `run_vm` with VM options (`-X:exec=baseline`, ...) before `-cp`.
pub fn run_vm_args(dir: &Path, main: &str, vm_args: &[&str]) -> (Option<i32>, String, bool) {
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
        .arg("jvm")
        .args(vm_args)
        .arg("-cp")
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
pub fn error_class(text: &str) -> Option<String> {
    let at = text
        .find("java.lang.")
        .or_else(|| text.find("java/lang/"))?;
    let name: String = text[at + 10..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    Some(name)
}

/// One method of a class file: its name and the byte ranges of its code and of its
/// StackMapTable's contents.
pub struct MethodCode {
    pub name: String,
    pub code: Range<usize>,
    pub smt: Option<Range<usize>>,
}

struct Rd<'a> {
    b: &'a [u8],
    p: usize,
}

impl Rd<'_> {
    fn u1(&mut self) -> usize {
        self.p += 1;
        self.b[self.p - 1] as usize
    }
    fn u2(&mut self) -> usize {
        self.p += 2;
        u16::from_be_bytes([self.b[self.p - 2], self.b[self.p - 1]]) as usize
    }
    fn u4(&mut self) -> usize {
        self.p += 4;
        u32::from_be_bytes(self.b[self.p - 4..self.p].try_into().unwrap()) as usize
    }
}

/// The methods with code of a well-formed class file.
pub fn methods(b: &[u8]) -> Vec<MethodCode> {
    let mut r = Rd { b, p: 8 };
    let n = r.u2();
    let mut utf = vec![String::new(); n];
    let mut i = 1;
    while i < n {
        match r.u1() {
            1 => {
                let len = r.u2();
                utf[i] = String::from_utf8_lossy(&b[r.p..r.p + len]).into_owned();
                r.p += len;
            }
            3 | 4 => r.p += 4,
            5 | 6 => {
                r.p += 8;
                i += 1;
            }
            7 | 8 | 16 | 19 | 20 => r.p += 2,
            15 => r.p += 3,
            _ => r.p += 4,
        }
        i += 1;
    }
    r.p += 6;
    let ni = r.u2();
    r.p += 2 * ni;
    let nf = r.u2();
    for _ in 0..nf {
        r.p += 6;
        for _ in 0..r.u2() {
            r.p += 2;
            let len = r.u4();
            r.p += len;
        }
    }
    let mut out = Vec::new();
    for _ in 0..r.u2() {
        r.p += 2;
        let name = utf[r.u2()].clone();
        r.p += 2;
        for _ in 0..r.u2() {
            let an = r.u2();
            let len = r.u4();
            let end = r.p + len;
            if utf[an] == "Code" {
                r.p += 4;
                let clen = r.u4();
                let code = r.p..r.p + clen;
                r.p += clen;
                let nh = r.u2();
                r.p += 8 * nh;
                let mut smt = None;
                for _ in 0..r.u2() {
                    let can = r.u2();
                    let clen = r.u4();
                    if utf[can] == "StackMapTable" {
                        smt = Some(r.p..r.p + clen);
                    }
                    r.p += clen;
                }
                out.push(MethodCode {
                    name: name.clone(),
                    code,
                    smt,
                });
            }
            r.p = end;
        }
    }
    out
}

/// Every attribute of a well-formed class file outside Code attributes (of the class, its
/// fields and its methods, Code itself included): (name, the byte range of its contents).
pub fn attributes(b: &[u8]) -> Vec<(String, Range<usize>)> {
    let mut r = Rd { b, p: 8 };
    let n = r.u2();
    let mut utf = vec![String::new(); n];
    let mut i = 1;
    while i < n {
        match r.u1() {
            1 => {
                let len = r.u2();
                utf[i] = String::from_utf8_lossy(&b[r.p..r.p + len]).into_owned();
                r.p += len;
            }
            3 | 4 => r.p += 4,
            5 | 6 => {
                r.p += 8;
                i += 1;
            }
            7 | 8 | 16 | 19 | 20 => r.p += 2,
            15 => r.p += 3,
            _ => r.p += 4,
        }
        i += 1;
    }
    r.p += 6;
    let ni = r.u2();
    r.p += 2 * ni;
    let mut out = Vec::new();
    let attrs = |r: &mut Rd, out: &mut Vec<(String, Range<usize>)>| {
        for _ in 0..r.u2() {
            let name = utf[r.u2()].clone();
            let len = r.u4();
            out.push((name, r.p..r.p + len));
            r.p += len;
        }
    };
    for _ in 0..2 {
        for _ in 0..r.u2() {
            r.p += 6;
            attrs(&mut r, &mut out);
        }
    }
    attrs(&mut r, &mut out);
    out
}

/// xorshift64: the mutants' deterministic choices.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One mutant of a class file and how it was made. Mutants of code (opcode and local-index
/// bumps) also make a third of their class files version 49 (type inference instead of the
/// StackMapTable).
pub fn mutate(rng: &mut Rng, data: &[u8]) -> (Vec<u8>, &'static str) {
    let mut b = data.to_vec();
    match rng.below(6) {
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
        3 => {
            let i = rng.below(b.len());
            b[i] = rng.next() as u8;
            (b, "random byte")
        }
        kind => {
            // Inside a method's code: an opcode changed (by a small step, which mostly keeps
            // the instruction's length, or to any opcode) or a local variable index changed
            // (the operand of a load/store/iinc/ret, or the index and type of a short form).
            let all = methods(data);
            if all.is_empty() {
                let i = rng.below(b.len());
                b[i] ^= 1;
                return (b, "bit flip (no code)");
            }
            if rng.below(3) == 0 {
                b[6..8].copy_from_slice(&[0, 49]);
            }
            let m = &all[rng.below(all.len())];
            let code = &data[m.code.clone()];
            let pcs = insn_starts(code);
            if kind == 4 {
                let pc = m.code.start + pcs[rng.below(pcs.len())];
                b[pc] = if rng.below(2) == 0 {
                    let step = [1u8, 2, 3, 0xff, 0xfe, 0xfd][rng.below(6)];
                    b[pc].wrapping_add(step) % 0xca
                } else {
                    rng.below(0xca) as u8
                };
                return (b, "opcode bump");
            }
            let locals: Vec<usize> = pcs
                .into_iter()
                .filter(|&pc| matches!(code[pc], 0x15..=0x3a | 0x3b..=0x4e | 0x84 | 0xa9))
                .filter(|&pc| !matches!(code[pc], 0x2e..=0x35))
                .collect();
            if locals.is_empty() {
                b[m.code.start] ^= 1;
                return (b, "bit flip (no locals)");
            }
            let pc = m.code.start + locals[rng.below(locals.len())];
            match b[pc] {
                0x1a..=0x2d => b[pc] = 0x1a + rng.below(20) as u8,
                0x3b..=0x4e => b[pc] = 0x3b + rng.below(20) as u8,
                _ => {
                    let d = [1u8, 0xff, 2, 4, 0x80][rng.below(5)];
                    b[pc + 1] = b[pc + 1].wrapping_add(d);
                }
            }
            (b, "local-index bump")
        }
    }
}

/// Length of the instruction at pc of code (None past the end or for a bad opcode).
pub fn insn_len(code: &[u8], pc: usize) -> Option<usize> {
    let op = *code.get(pc)?;
    let n = match op {
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
        0x11
        | 0x13
        | 0x14
        | 0x84
        | 0x99..=0xa8
        | 0xb2..=0xb8
        | 0xbb
        | 0xbd
        | 0xc0
        | 0xc1
        | 0xc6
        | 0xc7 => 3,
        0xc5 => 4,
        0xb9 | 0xba | 0xc8 | 0xc9 => 5,
        0xc4 => {
            if *code.get(pc + 1)? == 0x84 {
                6
            } else {
                4
            }
        }
        0xaa | 0xab => {
            let p = (pc + 4) & !3;
            let word = |at: usize| -> Option<i64> {
                Some(i32::from_be_bytes(code.get(at..at + 4)?.try_into().ok()?) as i64)
            };
            if op == 0xaa {
                let (lo, hi) = (word(p + 4)?, word(p + 8)?);
                p - pc + 12 + 4 * usize::try_from(hi - lo + 1).ok()?
            } else {
                p - pc + 8 + 8 * usize::try_from(word(p + 4)?).ok()?
            }
        }
        0xca..=0xff => return None,
        _ => 1,
    };
    Some(n)
}

/// The starts of the instructions of code.
pub fn insn_starts(code: &[u8]) -> Vec<usize> {
    let mut pcs = Vec::new();
    let mut pc = 0;
    while pc < code.len() {
        pcs.push(pc);
        match insn_len(code, pc) {
            Some(n) => pc += n,
            None => break,
        }
    }
    pcs
}
