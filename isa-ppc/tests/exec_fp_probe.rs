//! Replays the floating-point probe recorded under QEMU 10 user mode (the team's
//! oracle): every line of `tests/data/exec-probes/fp*.expected` is one instruction with
//! its operands, the FPSCR before and after, and the result. See `fp.c` there.

mod exec_common;
use exec_common::*;
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::Exception;

/// The instruction word computing `op` with frA = f1, frB = f2, frC = f3 into f4 (or
/// CR1 for compares).
fn encode(op: &str) -> u32 {
    let a = |prim: u32, xo: u32| a_form(prim, 4, 1, 2, 3, xo, false);
    let arith2 = |prim: u32, xo: u32| a_form(prim, 4, 1, 2, 0, xo, false);
    let mul = |prim: u32| a_form(prim, 4, 1, 0, 2, 25, false); // the probe passes b as frC
    let unary = |prim: u32, xo: u32| a_form(prim, 4, 0, 2, 0, xo, false);
    let x = |xo: u32| x_form(63, 4, 0, 2, xo, false);
    match op {
        "fadd" => arith2(63, 21),
        "fadds" => arith2(59, 21),
        "fsub" => arith2(63, 20),
        "fsubs" => arith2(59, 20),
        "fmul" => mul(63),
        "fmuls" => mul(59),
        "fdiv" => arith2(63, 18),
        "fdivs" => arith2(59, 18),
        "fmadd" => a(63, 29),
        "fmadds" => a(59, 29),
        "fmsub" => a(63, 28),
        "fmsubs" => a(59, 28),
        "fnmadd" => a(63, 31),
        "fnmadds" => a(59, 31),
        "fnmsub" => a(63, 30),
        "fnmsubs" => a(59, 30),
        "fsel" => a(63, 23),
        "fsqrt" => unary(63, 22),
        "fsqrts" => unary(59, 22),
        "fres" => unary(59, 24),
        "frsqrte" => unary(63, 26),
        "frsp" => x(12),
        "fctiw" => x(14),
        "fctiwz" => x(15),
        "fcmpu" => x_form(63, 1 << 2, 1, 2, 0, false),
        "fcmpo" => x_form(63, 1 << 2, 1, 2, 32, false),
        _ => panic!("unknown op {op}"),
    }
}

fn replay(text: &str) -> (usize, Vec<String>) {
    let mut bus = TestBus::new(0x1000, 0x100);
    let mut bad = Vec::new();
    let mut n = 0;
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 8, "malformed line {line:?}");
        let hex64 = |s: &str| u64::from_str_radix(s, 16).unwrap();
        let (op, fin) = (f[0], hex64(f[1]) as u32);
        let (a, b, c) = (hex64(f[2]), hex64(f[3]), hex64(f[4]));
        let (want, want_fpscr) = (hex64(f[6]), hex64(f[7]) as u32);
        let mut cpu = Cpu {
            fpscr: fin,
            ..Cpu::default()
        };
        cpu.fpr[1] = a;
        cpu.fpr[2] = b;
        cpu.fpr[3] = c;
        let r = run(&mut cpu, &mut bus, encode(op));
        let got = if op.starts_with("fcmp") {
            cpu.cr_field(1) as u64
        } else {
            cpu.fpr[4]
        };
        n += 1;
        if r != Ok(()) || got != want || cpu.fpscr != want_fpscr {
            bad.push(format!(
                "{line}\n    got {r:?} {got:016x} {:08x} (fpscr diff {:08x})",
                cpu.fpscr,
                cpu.fpscr ^ want_fpscr
            ));
        }
    }
    (n, bad)
}

fn check(name: &str, text: &str) {
    let (n, bad) = replay(text);
    assert!(n > 0);
    if !bad.is_empty() {
        let limit = std::env::var("EXEC_PROBE_SHOW")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(40);
        let shown: Vec<&String> = bad.iter().take(limit).collect();
        panic!(
            "{name}: {} of {n} cases differ from QEMU:\n{}",
            bad.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn fp_matches_qemu() {
    check("fp.expected", include_str!("data/exec-probes/fp.expected"));
}

#[test]
fn fsqrt_matches_qemu_g4() {
    check(
        "fp-sqrt.expected",
        include_str!("data/exec-probes/fp-sqrt.expected"),
    );
}

#[test]
fn enabled_exception_traps_without_writing() {
    // inf - inf with VE set: QEMU delivers SIGFPE; frD keeps its old value.
    let mut bus = TestBus::new(0x1000, 0x100);
    let mut cpu = Cpu {
        fpscr: 0x80, // VE
        ..Cpu::default()
    };
    cpu.fpr[1] = f64::INFINITY.to_bits();
    cpu.fpr[2] = f64::INFINITY.to_bits();
    cpu.fpr[4] = 42;
    let r = run(&mut cpu, &mut bus, a_form(63, 4, 1, 2, 0, 20, false)); // fsub
    assert_eq!(r, Err(Exception::FpEnabled));
    assert_eq!(cpu.fpr[4], 42);
    assert_eq!(cpu.pc, 0x1000);
    assert_eq!(cpu.fpscr, 0xe080_0080); // FX FEX VX VXISI VE
}

/// Runs one A-form instruction on f1 (frA), f2 (frB), f3 (frC) in round-to-nearest and
/// returns f4.
fn fp_run(word: u32, a: u64, b: u64, c: u64) -> u64 {
    let mut bus = TestBus::new(0x1000, 0x100);
    let mut cpu = Cpu::default();
    cpu.fpr[1] = a;
    cpu.fpr[2] = b;
    cpu.fpr[3] = c;
    run(&mut cpu, &mut bus, word).unwrap();
    cpu.fpr[4]
}

/// Singles, including denormals, infinities and zeros, as host f32 values.
fn any_f32() -> impl proptest::strategy::Strategy<Value = f32> {
    use proptest::prelude::*;
    prop_oneof![
        any::<u32>().prop_map(f32::from_bits),
        (-30i32..30, any::<u32>())
            .prop_map(|(e, m)| 2f32.powi(e) * (1.0 + (m >> 9) as f32 / 8388608.0)),
    ]
    .prop_filter("no NaN", |v| !v.is_nan())
}

proptest::proptest! {
    /// Independent oracle: the host's IEEE single arithmetic (correctly rounded to
    /// nearest) for fadds/fsubs/fmuls/fdivs on single operands.
    #[test]
    fn single_ops_match_host_f32(x in any_f32(), y in any_f32()) {
        let (a, b) = ((x as f64).to_bits(), (y as f64).to_bits());
        let cases = [
            (a_form(59, 4, 1, 2, 0, 21, false), x + y),
            (a_form(59, 4, 1, 2, 0, 20, false), x - y),
            (a_form(59, 4, 1, 0, 2, 25, false), x * y),
            (a_form(59, 4, 1, 2, 0, 18, false), x / y),
        ];
        for (word, want) in cases {
            let got = fp_run(word, a, b, 0);
            if want.is_nan() {
                proptest::prop_assert_eq!(got, 0x7ff8_0000_0000_0000);
            } else {
                proptest::prop_assert_eq!(got, (want as f64).to_bits(), "{:#x}", word);
            }
        }
    }

    /// Independent oracle: the host's correctly rounded fused multiply-add for fmadd,
    /// and for fmsub/fnmadd/fnmsub in round-to-nearest (where negation commutes with
    /// rounding).
    #[test]
    fn fmadd_matches_host_fma(a in proptest::num::f64::NORMAL | proptest::num::f64::SUBNORMAL,
                              c in proptest::num::f64::NORMAL,
                              b in proptest::num::f64::NORMAL | proptest::num::f64::ZERO) {
        let got = |xo: u32| fp_run(a_form(63, 4, 1, 2, 3, xo, false), a.to_bits(), b.to_bits(), c.to_bits());
        let fma = a.mul_add(c, b);
        if !fma.is_nan() {
            proptest::prop_assert_eq!(got(29), fma.to_bits());
            proptest::prop_assert_eq!(got(31), (-fma).to_bits());
        }
        let fms = a.mul_add(c, -b);
        if !fms.is_nan() {
            proptest::prop_assert_eq!(got(28), fms.to_bits());
            proptest::prop_assert_eq!(got(30), (-fms).to_bits());
        }
    }
}
