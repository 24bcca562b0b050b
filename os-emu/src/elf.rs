//! ELF loading (goblin): validation of the guest executable, mapping of its PT_LOAD
//! segments, and the interpreter named by PT_INTERP.
//!
//! Only the ELF header and program headers are parsed (sections and symbols are never
//! needed to run a program), so a damaged symbol table cannot stop a good program and
//! a damaged header is reported as a one-line reason.

use goblin::container::{Container, Ctx, Endian};
use goblin::elf::header::{self, Header};
use goblin::elf::program_header::{self, ProgramHeader};

use crate::space::{page_ceil, page_floor, AddressSpace, Prot, RESERVED_START};
use crate::vma::VmaMap;
use crate::OsError;

/// What the loader learnt about one loaded image.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoadedImage {
    /// Load bias (0 for ET_EXEC).
    pub bias: u32,
    /// Entry point (biased).
    pub entry: u32,
    /// Address of the program headers in guest memory (AT_PHDR), 0 if not loaded.
    pub phdr: u32,
    /// Size of one program header (AT_PHENT).
    pub phent: u32,
    /// Number of program headers (AT_PHNUM).
    pub phnum: u32,
    /// End of the highest segment (biased; where brk starts for the main program).
    pub end: u32,
    /// PT_INTERP path, if any.
    pub interp: Option<String>,
}

/// A parsed, validated ELF file.
pub struct ElfFile<'a> {
    bytes: &'a [u8],
    header: Header,
    phdrs: Vec<ProgramHeader>,
}

/// Size of an Elf32_Phdr.
const PHDR32_SIZE: usize = 32;

fn bad(reason: impl Into<String>) -> OsError {
    OsError::NotExecutable(reason.into())
}

impl<'a> ElfFile<'a> {
    /// Validates `bytes` as a 32-bit big-endian PowerPC executable or shared object.
    pub fn parse(bytes: &'a [u8]) -> Result<ElfFile<'a>, OsError> {
        if bytes.len() < 4 || &bytes[..4] != b"\x7fELF" {
            return Err(bad("not an ELF file"));
        }
        if bytes.len() < 52 {
            return Err(bad("truncated ELF header"));
        }
        match bytes[header::EI_CLASS] {
            header::ELFCLASS32 => {}
            header::ELFCLASS64 => return Err(bad("64-bit ELF; only 32-bit PowerPC runs here")),
            c => return Err(bad(format!("invalid ELF class {c}"))),
        }
        match bytes[header::EI_DATA] {
            header::ELFDATA2MSB => {}
            header::ELFDATA2LSB => {
                return Err(bad("little-endian ELF; PowerPC here is big-endian"))
            }
            d => return Err(bad(format!("invalid ELF data encoding {d}"))),
        }
        let header = goblin::elf::Elf::parse_header(bytes)
            .map_err(|e| bad(format!("malformed ELF header: {e}")))?;
        if header.e_machine != header::EM_PPC {
            return Err(bad(format!(
                "wrong machine {} (expected PowerPC, EM_PPC = 20)",
                header::machine_to_str(header.e_machine)
            )));
        }
        if header.e_type != header::ET_EXEC && header.e_type != header::ET_DYN {
            return Err(bad(format!(
                "ELF type {} is not an executable",
                header::et_to_str(header.e_type)
            )));
        }
        if header.e_phnum == 0 {
            return Err(bad("no program headers"));
        }
        if usize::from(header.e_phentsize) != PHDR32_SIZE {
            return Err(bad(format!(
                "bad program header size {}",
                header.e_phentsize
            )));
        }
        let phoff = header.e_phoff as usize;
        let phlen = usize::from(header.e_phnum) * PHDR32_SIZE;
        if !fits(phoff.checked_add(phlen), bytes.len()) {
            return Err(bad(
                "truncated: program headers lie beyond the end of the file",
            ));
        }
        let ctx = Ctx::new(Container::Little, Endian::Big);
        let phdrs = ProgramHeader::parse(bytes, phoff, usize::from(header.e_phnum), ctx)
            .map_err(|e| bad(format!("malformed program headers: {e}")))?;
        let f = ElfFile {
            bytes,
            header,
            phdrs,
        };
        f.check_segments()?;
        Ok(f)
    }

    fn loads(&self) -> impl Iterator<Item = &ProgramHeader> {
        self.phdrs
            .iter()
            .filter(|p| p.p_type == program_header::PT_LOAD)
    }

    fn check_segments(&self) -> Result<(), OsError> {
        let mut any = false;
        for p in self.loads() {
            any = true;
            if p.p_filesz > p.p_memsz {
                return Err(bad("segment file size exceeds its memory size"));
            }
            if !fits(p.p_offset.checked_add(p.p_filesz), self.bytes.len() as u64) {
                return Err(bad("truncated: a segment lies beyond the end of the file"));
            }
            if !fits(p.p_vaddr.checked_add(p.p_memsz), 0x1_0000_0000) {
                return Err(bad("segment outside the 32-bit address space"));
            }
        }
        if !any {
            return Err(bad("no loadable segment"));
        }
        Ok(())
    }

    /// Whether the file is position independent (ET_DYN).
    pub fn is_dyn(&self) -> bool {
        self.header.e_type == header::ET_DYN
    }

    /// The PT_INTERP path.
    pub fn interp(&self) -> Result<Option<String>, OsError> {
        let Some(p) = self
            .phdrs
            .iter()
            .find(|p| p.p_type == program_header::PT_INTERP)
        else {
            return Ok(None);
        };
        let s = p.p_offset as usize;
        let e = s
            .checked_add(p.p_filesz as usize)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| bad("truncated: PT_INTERP lies beyond the end of the file"))?;
        let raw = &self.bytes[s..e];
        let raw = raw.split(|&c| c == 0).next().unwrap_or(&[]);
        let path = std::str::from_utf8(raw).map_err(|_| bad("PT_INTERP is not UTF-8"))?;
        if path.is_empty() {
            return Err(bad("empty PT_INTERP"));
        }
        Ok(Some(path.to_string()))
    }

    /// `[lowest page, end)` spanned by the PT_LOAD segments, unbiased.
    pub fn span(&self) -> (u32, u64) {
        let lo = self.loads().map(|p| p.p_vaddr).min().unwrap_or(0) as u32;
        let hi = self
            .loads()
            .map(|p| p.p_vaddr + p.p_memsz)
            .max()
            .unwrap_or(0);
        (page_floor(lo), page_ceil(hi))
    }

    /// Maps the segments at `bias` into `mem` and records them in `vmas`.
    pub fn load<M: AddressSpace>(
        &self,
        mem: &mut M,
        vmas: &mut VmaMap,
        bias: u32,
    ) -> Result<LoadedImage, OsError> {
        let (lo, hi) = self.span();
        let (blo, bhi) = (u64::from(lo) + u64::from(bias), hi + u64::from(bias));
        if bhi > u64::from(RESERVED_START) || blo == 0 {
            return Err(bad(format!(
                "segments at {blo:#x}..{bhi:#x} collide with the stack or the null page"
            )));
        }
        // Map each segment's pages; a page shared with an earlier segment (at segment
        // boundaries) gets the union of both protections. Whole ranges at a time, so
        // that a huge (or corrupt) p_memsz costs one table sweep, not one call per page.
        let mut segs: Vec<&ProgramHeader> = self.loads().collect();
        segs.sort_by_key(|p| p.p_vaddr);
        for p in segs {
            let prot = prot_of(p.p_flags);
            let s = u64::from(page_floor(p.p_vaddr as u32 + bias));
            let e = page_ceil(p.p_vaddr + p.p_memsz + u64::from(bias));
            let mut at = s;
            while at < e {
                let Some(v) = vmas.find(at as u32).copied() else {
                    break;
                };
                let stop = v.end.min(e);
                mem.protect(at as u32, stop - at, v.prot | prot);
                vmas.protect(at as u32, stop, v.prot | prot);
                at = stop;
            }
            if at < e {
                mem.map(at as u32, e - at, prot);
                vmas.insert(at as u32, e, prot);
            }
        }
        let mut phdr = 0;
        let phoff = self.header.e_phoff;
        for p in self.loads() {
            let s = p.p_offset as usize;
            let data = &self.bytes[s..s + p.p_filesz as usize];
            let at = p.p_vaddr as u32 + bias;
            mem.poke(at, data)
                .map_err(|f| bad(format!("cannot fill segment at {:#x}", f.addr)))?;
            if phoff >= p.p_offset && phoff < p.p_offset + p.p_filesz {
                phdr = (phoff - p.p_offset + p.p_vaddr) as u32 + bias;
            }
        }
        if let Some(p) = self
            .phdrs
            .iter()
            .find(|p| p.p_type == program_header::PT_PHDR)
        {
            phdr = p.p_vaddr as u32 + bias;
        }
        let end = self
            .loads()
            .map(|p| p.p_vaddr + p.p_memsz)
            .max()
            .unwrap_or(0) as u32
            + bias;
        Ok(LoadedImage {
            bias,
            entry: (self.header.e_entry as u32).wrapping_add(bias),
            phdr,
            phent: u32::from(self.header.e_phentsize),
            phnum: u32::from(self.header.e_phnum),
            end,
            interp: self.interp()?,
        })
    }
}

/// Whether an end offset exists (no overflow) and is at most `limit`.
fn fits<T: PartialOrd>(end: Option<T>, limit: T) -> bool {
    matches!(end, Some(e) if e <= limit)
}

fn prot_of(flags: u32) -> Prot {
    let mut p = Prot::empty();
    if flags & program_header::PF_R != 0 {
        p |= Prot::READ;
    }
    if flags & program_header::PF_W != 0 {
        p |= Prot::WRITE;
    }
    if flags & program_header::PF_X != 0 {
        p |= Prot::EXEC;
    }
    p
}
