//! Malformed ELF files never panic the loader: truncations and random byte flips of the
//! committed conformance binaries, and random garbage. Truncated files and garbage are
//! always rejected as "cannot execute" (simrun's exit status 126).

use std::path::{Path, PathBuf};

use os_emu::{Os, OsConfig, OsError};
use proptest::prelude::*;
use sim_core::machine::Machine;

fn sample() -> Vec<u8> {
    let p =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/int_arith.static");
    std::fs::read(p).expect("committed conformance binary")
}

fn sample_dynamic() -> Vec<u8> {
    let p =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/int_arith.dynamic");
    std::fs::read(p).expect("committed conformance binary")
}

/// End of the PT_LOAD file data (beyond it lie only sections, which loading ignores).
fn loaded_extent(b: &[u8]) -> usize {
    let be32 = |at: usize| u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize;
    let phoff = be32(28);
    let phnum = u16::from_be_bytes([b[44], b[45]]) as usize;
    (0..phnum)
        .map(|i| phoff + 32 * i)
        .filter(|&ph| be32(ph) == 1)
        .map(|ph| be32(ph + 4) + be32(ph + 16))
        .max()
        .unwrap_or(0)
}

/// Loads `bytes` as a guest (written to a temporary file).
fn load(bytes: &[u8]) -> Result<(), OsError> {
    let dir = tempfile::tempdir().unwrap();
    let path: PathBuf = dir.path().join("guest");
    std::fs::write(&path, bytes).unwrap();
    let cfg = OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), ());
    m.load(&path, &["guest".into()], &[])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn truncated_files_are_rejected(frac in 0.0f64..1.0) {
        let b = sample();
        let cut = (loaded_extent(&b) as f64 * frac) as usize;
        let r = load(&b[..cut]);
        prop_assert!(matches!(r, Err(OsError::NotExecutable(_))), "cut at {cut}: {r:?}");
    }

    #[test]
    fn byte_flips_never_panic(flips in proptest::collection::vec((0usize..1_000_000, any::<u8>()), 1..16), dynamic in any::<bool>()) {
        let mut b = if dynamic { sample_dynamic() } else { sample() };
        // Most flips land in the headers, where they matter most.
        for (i, (pos, v)) in flips.into_iter().enumerate() {
            let at = if i % 2 == 0 { pos % 0x200.min(b.len()) } else { pos % b.len() };
            b[at] ^= v | 1;
        }
        let _ = load(&b);
    }

    #[test]
    fn garbage_is_rejected(mut b in proptest::collection::vec(any::<u8>(), 0..4096), elf_magic in any::<bool>()) {
        if elf_magic && b.len() >= 4 {
            b[..4].copy_from_slice(b"\x7fELF");
        }
        let r = load(&b);
        prop_assert!(matches!(r, Err(OsError::NotExecutable(_))), "{r:?}");
    }
}

/// Regression: a corrupt p_memsz of ~1.5 GiB once made the loader record its pages one
/// at a time in the VMA map (quadratic: the test ran for many minutes). It must load
/// in one sweep (no timing assertion: a regression shows as a hung test).
#[test]
fn huge_memsz_loads_in_one_sweep() {
    let mut b = sample();
    let be32 =
        |b: &[u8], at: usize| u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize;
    let phoff = be32(&b, 28);
    let phnum = u16::from_be_bytes([b[44], b[45]]) as usize;
    let last_load = (0..phnum)
        .map(|i| phoff + 32 * i)
        .rfind(|&ph| be32(&b, ph) == 1)
        .unwrap();
    b[last_load + 20..last_load + 24].copy_from_slice(&0x6000_0000u32.to_be_bytes());
    let r = load(&b);
    assert!(r.is_ok(), "{r:?}");
}
