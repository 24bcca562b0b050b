//! The initial process stack as Linux's `create_elf_tables` builds it for a 32-bit
//! powerpc task: strings at the top (the executable name highest, then environment and
//! argument strings), the platform string, the 16 AT_RANDOM bytes, then — 16-byte
//! aligned — argc, argv[], NULL, envp[], NULL and the auxiliary vector.

use crate::space::{AddressSpace, AddressSpaceExt};
use crate::OsError;

/// Auxiliary vector keys (linux/auxvec.h and asm/auxvec.h for powerpc).
#[allow(missing_docs)] // the names are the ABI's own
pub mod at {
    pub const NULL: u32 = 0;
    pub const PHDR: u32 = 3;
    pub const PHENT: u32 = 4;
    pub const PHNUM: u32 = 5;
    pub const PAGESZ: u32 = 6;
    pub const BASE: u32 = 7;
    pub const FLAGS: u32 = 8;
    pub const ENTRY: u32 = 9;
    pub const UID: u32 = 11;
    pub const EUID: u32 = 12;
    pub const GID: u32 = 13;
    pub const EGID: u32 = 14;
    pub const PLATFORM: u32 = 15;
    pub const HWCAP: u32 = 16;
    pub const CLKTCK: u32 = 17;
    pub const SECURE: u32 = 23;
    pub const RANDOM: u32 = 25;
    pub const HWCAP2: u32 = 26;
    pub const EXECFN: u32 = 31;
    pub const IGNOREPPC: u32 = 22;
    pub const DCACHEBSIZE: u32 = 19;
    pub const ICACHEBSIZE: u32 = 20;
    pub const UCACHEBSIZE: u32 = 21;
}

/// PPC_FEATURE_32 | PPC_FEATURE_HAS_FPU | PPC_FEATURE_HAS_MMU: a 750 without AltiVec
/// (PPC_FEATURE_HAS_ALTIVEC, 0x10000000, stays clear).
pub const HWCAP: u32 = 0x8000_0000 | 0x0800_0000 | 0x0400_0000;
/// The cache line size `dcbz` clears and the auxv advertises.
pub const CACHE_LINE: u32 = 32;
/// AT_PLATFORM as Linux reports it for a 750 (`cur_cpu_spec->platform`).
pub const PLATFORM: &str = "ppc750";
/// The guest's user and group ids (fixed, so that runs are deterministic).
pub const GUEST_UID: u32 = 1000;

/// What the auxiliary vector needs to know about the loaded program.
#[derive(Clone, Debug, Default)]
pub struct AuxInfo {
    /// AT_PHDR.
    pub phdr: u32,
    /// AT_PHENT.
    pub phent: u32,
    /// AT_PHNUM.
    pub phnum: u32,
    /// AT_BASE: the interpreter's load bias (0 without one).
    pub base: u32,
    /// AT_ENTRY: the program's own entry point.
    pub entry: u32,
}

/// The addresses the entry registers need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InitialStack {
    /// r1: the address of argc.
    pub sp: u32,
    /// argv.
    pub argv: u32,
    /// envp.
    pub envp: u32,
    /// auxv.
    pub auxv: u32,
}

/// Writes the initial stack just below `top` and returns its addresses.
pub fn build<M: AddressSpace>(
    mem: &mut M,
    top: u32,
    args: &[Vec<u8>],
    env: &[Vec<u8>],
    execfn: &[u8],
    random: [u8; 16],
    aux: &AuxInfo,
) -> Result<InitialStack, OsError> {
    let overflow = || OsError::NotExecutable("arguments and environment too large".into());
    let mut p = top;
    let mut push_str = |mem: &mut M, s: &[u8]| -> Result<u32, OsError> {
        let len = s.len() as u32 + 1;
        p = p.checked_sub(len).ok_or_else(overflow)?;
        let mut v = s.to_vec();
        v.push(0);
        mem.write(p, &v).map_err(|_| overflow())?;
        Ok(p)
    };
    let execfn_at = push_str(mem, execfn)?;
    let mut env_at: Vec<u32> = Vec::with_capacity(env.len());
    for e in env.iter().rev() {
        env_at.push(push_str(mem, e)?);
    }
    env_at.reverse();
    let mut arg_at: Vec<u32> = Vec::with_capacity(args.len());
    for a in args.iter().rev() {
        arg_at.push(push_str(mem, a)?);
    }
    arg_at.reverse();
    let platform_at = push_str(mem, PLATFORM.as_bytes())?;
    let mut p = p & !15;
    p = p.checked_sub(16).ok_or_else(overflow)?;
    let random_at = p;
    mem.write(random_at, &random).map_err(|_| overflow())?;

    let auxv: Vec<(u32, u32)> = vec![
        (at::IGNOREPPC, at::IGNOREPPC),
        (at::IGNOREPPC, at::IGNOREPPC),
        (at::DCACHEBSIZE, CACHE_LINE),
        (at::ICACHEBSIZE, CACHE_LINE),
        (at::UCACHEBSIZE, 0),
        (at::HWCAP, HWCAP),
        (at::PAGESZ, 4096),
        (at::CLKTCK, 100),
        (at::PHDR, aux.phdr),
        (at::PHENT, aux.phent),
        (at::PHNUM, aux.phnum),
        (at::BASE, aux.base),
        (at::FLAGS, 0),
        (at::ENTRY, aux.entry),
        (at::UID, GUEST_UID),
        (at::EUID, GUEST_UID),
        (at::GID, GUEST_UID),
        (at::EGID, GUEST_UID),
        (at::SECURE, 0),
        (at::RANDOM, random_at),
        (at::HWCAP2, 0),
        (at::EXECFN, execfn_at),
        (at::PLATFORM, platform_at),
        (at::NULL, 0),
    ];
    let words = 1 + arg_at.len() + 1 + env_at.len() + 1 + 2 * auxv.len();
    let bytes = (words * 4) as u32;
    let sp = p.checked_sub(bytes).ok_or_else(overflow)? & !15;
    let mut v: Vec<u32> = Vec::with_capacity(words);
    v.push(arg_at.len() as u32);
    v.extend(&arg_at);
    v.push(0);
    v.extend(&env_at);
    v.push(0);
    for (k, val) in &auxv {
        v.push(*k);
        v.push(*val);
    }
    let mut a = sp;
    for w in v {
        mem.write_u32_be(a, w).map_err(|_| overflow())?;
        a += 4;
    }
    let argv = sp + 4;
    let envp = argv + 4 * (arg_at.len() as u32 + 1);
    let auxv_at = envp + 4 * (env_at.len() as u32 + 1);
    Ok(InitialStack {
        sp,
        argv,
        envp,
        auxv: auxv_at,
    })
}
