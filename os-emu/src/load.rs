//! exec: loading the guest (and its interpreter) and building the initial process
//! image and registers.

use std::fs::File;
use std::io::Read;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Component, Path};

use isa_ppc::cpu::Cpu;

use crate::beneath;
use crate::elf::ElfFile;
use crate::space::{
    page_ceil, AddressSpace, Prot, ET_DYN_BASE, FEATURED_PAGE, MMAP_BASE, PAGE_SIZE, SIGTRAMP_PAGE,
    STACK_SIZE, STACK_TOP,
};
use crate::stack::{self, AuxInfo};
use crate::{Os, OsError};

/// The default sysroot of dynamically linked guests.
pub const DEFAULT_SYSROOT: &str = "/usr/powerpc-linux-gnu";

/// `li r0,119 (sigreturn); sc` and `li r0,172 (rt_sigreturn); sc`: the words Linux
/// writes as a signal trampoline, and that libgcc's unwinder recognises.
pub const SIGTRAMP: [u32; 4] = [0x3800_0077, 0x4400_0002, 0x3800_00ac, 0x4400_0002];
/// Address of the non-RT trampoline.
pub const SIGRETURN_TRAMP: u32 = SIGTRAMP_PAGE;
/// Address of the RT trampoline.
pub const RT_SIGRETURN_TRAMP: u32 = SIGTRAMP_PAGE + 8;

/// The largest executable or interpreter file loaded (a 32-bit process could not map
/// more); a bigger file, or one that is no regular file (a FIFO would block the load,
/// /dev/zero never end), is refused before it is read.
pub const MAX_IMAGE_SIZE: u64 = 1 << 30;

/// Reads a whole image file from an open descriptor after checking that it is a regular
/// file of at most [`MAX_IMAGE_SIZE`] bytes; `what` names it in errors.
fn read_image(fd: OwnedFd, what: &str) -> Result<(Vec<u8>, File), OsError> {
    let mut file = File::from(fd);
    let meta = file
        .metadata()
        .map_err(|e| OsError::NotExecutable(format!("{what}: {e}")))?;
    if !meta.is_file() {
        return Err(OsError::NotExecutable(format!(
            "{what}: not a regular file"
        )));
    }
    if meta.len() > MAX_IMAGE_SIZE {
        return Err(OsError::NotExecutable(format!(
            "{what}: {} bytes is larger than the {MAX_IMAGE_SIZE}-byte limit",
            meta.len()
        )));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    (&mut file)
        .take(MAX_IMAGE_SIZE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| OsError::NotExecutable(format!("{what}: {e}")))?;
    if bytes.len() as u64 > MAX_IMAGE_SIZE {
        return Err(OsError::NotExecutable(format!(
            "{what}: larger than the {MAX_IMAGE_SIZE}-byte limit"
        )));
    }
    Ok((bytes, file))
}

/// Opens a host file for loading without blocking (a FIFO), following symlinks as the
/// user's path names them.
fn open_image(path: &Path) -> Result<OwnedFd, OsError> {
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map(OwnedFd::from)
        .map_err(|e| OsError::NotExecutable(format!("cannot read {}: {e}", path.display())))
}

/// Opens PT_INTERP path `interp` inside `sysroot` and nowhere else: `..` may not climb
/// above the sysroot, and symlinks resolve as if the sysroot were `/`
/// ([`beneath::Symlinks::InRoot`]).
fn open_interp(sysroot: &Path, interp: &str) -> Result<OwnedFd, OsError> {
    let mut depth = 0usize;
    for c in Path::new(interp).components() {
        match c {
            Component::ParentDir if depth == 0 => {
                return Err(OsError::NotExecutable(format!(
                    "interpreter {interp} leaves the sysroot {}",
                    sysroot.display()
                )))
            }
            Component::ParentDir => depth -= 1,
            Component::Normal(_) => depth += 1,
            _ => {}
        }
    }
    let not_found = |e: std::io::Error| {
        OsError::NotExecutable(format!(
            "interpreter {interp} not found in sysroot {}: {e}",
            sysroot.display()
        ))
    };
    let root = beneath::open_root(sysroot).map_err(not_found)?;
    let rel = interp.trim_start_matches('/');
    beneath::open_beneath(
        root.as_fd(),
        Path::new(rel),
        libc::O_RDONLY | libc::O_NONBLOCK | libc::O_NOCTTY,
        0,
        beneath::Symlinks::InRoot,
    )
    .map_err(not_found)
}

impl Os {
    /// Loads `guest` (a host path) with `args` (argv, including argv\[0\]: their bytes
    /// reach the guest unchanged, UTF-8 or not) and `env` into `mem`, and sets `cpu` to the
    /// entry state.
    pub fn load<M: AddressSpace>(
        &mut self,
        mem: &mut M,
        cpu: &mut Cpu,
        guest: &Path,
        args: &[std::ffi::OsString],
        env: &[String],
    ) -> Result<(), OsError> {
        let what = format!("cannot read {}", guest.display());
        let (bytes, file) = read_image(open_image(guest)?, &what)?;
        let exe = ElfFile::parse(&bytes)?;
        self.files.set_exe(guest, file.into());

        // Reserved top of the address space: stack, trampoline page, featured page.
        let stack_lo = STACK_TOP - STACK_SIZE;
        mem.map(stack_lo, u64::from(STACK_SIZE), Prot::READ | Prot::WRITE);
        self.mm
            .vmas
            .insert(stack_lo, u64::from(STACK_TOP), Prot::READ | Prot::WRITE);
        mem.map(
            SIGTRAMP_PAGE,
            u64::from(PAGE_SIZE),
            Prot::READ | Prot::WRITE,
        );
        let tramp: Vec<u8> = SIGTRAMP.iter().flat_map(|w| w.to_be_bytes()).collect();
        mem.poke(SIGTRAMP_PAGE, &tramp)
            .map_err(|_| OsError::NotExecutable("cannot map the trampoline page".into()))?;
        mem.protect(SIGTRAMP_PAGE, u64::from(PAGE_SIZE), Prot::READ | Prot::EXEC);
        self.mm.vmas.insert(
            SIGTRAMP_PAGE,
            u64::from(SIGTRAMP_PAGE + PAGE_SIZE),
            Prot::READ | Prot::EXEC,
        );
        mem.map(
            FEATURED_PAGE,
            u64::from(PAGE_SIZE),
            Prot::READ | Prot::WRITE,
        );
        self.mm
            .vmas
            .insert(FEATURED_PAGE, 1 << 32, Prot::READ | Prot::WRITE);

        let bias = if exe.is_dyn() {
            let (lo, _) = exe.span();
            ET_DYN_BASE.wrapping_sub(lo)
        } else {
            0
        };
        let main = exe.load(mem, &mut self.mm.vmas, bias)?;
        self.mm.brk_start = page_ceil(u64::from(main.end)) as u32;
        self.mm.brk = self.mm.brk_start;

        let mut entry = main.entry;
        let mut base = 0;
        if let Some(interp) = &main.interp {
            let ifd = open_interp(&self.cfg.sysroot, interp)?;
            let (ibytes, _) = read_image(ifd, &format!("interpreter {interp}"))?;
            let ielf = ElfFile::parse(&ibytes).map_err(|e| match e {
                OsError::NotExecutable(r) => {
                    OsError::NotExecutable(format!("interpreter {interp}: {r}"))
                }
                e => e,
            })?;
            let (lo, hi) = ielf.span();
            let ibias = if ielf.is_dyn() {
                let at = self
                    .mm
                    .vmas
                    .find_free_top_down(hi - u64::from(lo), MMAP_BASE)
                    .ok_or_else(|| OsError::NotExecutable("no room for the interpreter".into()))?;
                at.wrapping_sub(lo)
            } else {
                0
            };
            let li = ielf.load(mem, &mut self.mm.vmas, ibias)?;
            entry = li.entry;
            base = ibias;
        }

        let env_bytes: Vec<Vec<u8>> = env.iter().map(|s| s.as_bytes().to_vec()).collect();
        let arg_bytes: Vec<Vec<u8>> = args.iter().map(|s| s.as_bytes().to_vec()).collect();
        let mut random = [0u8; 16];
        self.rng.fill(&mut random);
        let aux = AuxInfo {
            phdr: main.phdr,
            phent: main.phent,
            phnum: main.phnum,
            base,
            entry: main.entry,
        };
        let execfn = args
            .first()
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default();
        let st = stack::build(
            mem, STACK_TOP, &arg_bytes, &env_bytes, &execfn, random, &aux,
        )?;

        *cpu = Cpu::default();
        cpu.gpr[1] = st.sp;
        cpu.gpr[3] = args.len() as u32;
        cpu.gpr[4] = st.argv;
        cpu.gpr[5] = st.envp;
        cpu.gpr[6] = st.auxv;
        cpu.gpr[7] = 0;
        cpu.pc = entry;
        Ok(())
    }
}
