//! Function symbols of the guest's ELF (its `.symtab`, read with `goblin`), to name the
//! PCs of the `pcstat` tables: the function holding an address, as `name+0xoffset`.
//!
//! The trace header names the guest: `jvm` is the committed `guests/jvm/jvm.elf` (the
//! path this crate was built from, as simrun's), anything else the ELF path as given to
//! simrun; `--symbols FILE` overrides both. The ELF must be the one the trace was made
//! with: nothing in the trace checks that.

use std::path::{Path, PathBuf};

use goblin::elf::{sym::STT_FUNC, Elf};

use crate::Error;

/// The committed guest VM, as simrun runs it for `simrun jvm`.
pub const JVM_ELF: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../guests/jvm/jvm.elf");

/// Function symbols sorted by address.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    /// (start, size, name, the end of its section), sorted by start.
    funcs: Vec<(u32, u32, String, u32)>,
    /// Where they come from.
    pub source: Option<PathBuf>,
}

impl Symbols {
    /// The ELF for a trace's `guest` (header field), or `explicit`; `None` when the guest
    /// is unnamed (a synthetic trace) and none is given.
    pub fn path_for(guest: &str, explicit: Option<&Path>) -> Option<PathBuf> {
        match (explicit, guest) {
            (Some(p), _) => Some(p.to_path_buf()),
            (None, "") => None,
            (None, "jvm") => Some(PathBuf::from(JVM_ELF)),
            (None, g) => Some(PathBuf::from(g)),
        }
    }

    /// Reads the function symbols of an ELF file.
    pub fn open(path: &Path) -> Result<Symbols, Error> {
        let bytes = std::fs::read(path).map_err(|source| Error::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let mut s = Symbols::parse(&bytes).map_err(|reason| Error::Format {
            path: path.to_path_buf(),
            reason,
        })?;
        s.source = Some(path.to_path_buf());
        Ok(s)
    }

    /// The function symbols of an ELF image.
    pub fn parse(bytes: &[u8]) -> Result<Symbols, String> {
        let elf = Elf::parse(bytes)
            .map_err(|e| format!("not an ELF file the symbols can be read from: {e}"))?;
        // A symbol of size 0 (`_init`, `_fini` and other assembly) holds what follows it up
        // to the next symbol, but not beyond its section: code the program makes at run time
        // (a JIT's code space) is nobody's function.
        let section_end = |i: usize| {
            elf.section_headers
                .get(i)
                .and_then(|h| u32::try_from(h.sh_addr.checked_add(h.sh_size)?).ok())
                .unwrap_or(u32::MAX)
        };
        let mut funcs: Vec<(u32, u32, String, u32)> = elf
            .syms
            .iter()
            .filter(|s| s.st_type() == STT_FUNC && s.st_value != 0)
            .filter_map(|s| {
                let name = elf.strtab.get_at(s.st_name)?;
                Some((
                    u32::try_from(s.st_value).ok()?,
                    s.st_size as u32,
                    name.to_string(),
                    section_end(s.st_shndx),
                ))
            })
            .collect();
        if funcs.is_empty() {
            return Err("no function symbols (stripped?)".into());
        }
        funcs.sort();
        funcs.dedup_by_key(|f| f.0);
        Ok(Symbols {
            funcs,
            source: None,
        })
    }

    /// The function holding `pc` and the offset in it; `None` outside every function
    /// (a symbol of size 0 holds everything up to the next one, within its section).
    pub fn lookup(&self, pc: u32) -> Option<(&str, u32)> {
        let (start, _) = self.range(pc)?;
        let i = self.funcs.partition_point(|f| f.0 <= pc) - 1;
        Some((self.funcs[i].2.as_str(), pc - start))
    }

    /// The range `[start, end)` of the function holding `pc` (a symbol of size 0 ends at
    /// the next one or at its section's end), `None` outside every function.
    pub fn range(&self, pc: u32) -> Option<(u32, u32)> {
        let i = self.funcs.partition_point(|f| f.0 <= pc);
        let (start, size, _, section_end) = self.funcs.get(i.checked_sub(1)?)?;
        let end = match *size {
            0 => self
                .funcs
                .get(i)
                .map_or(u32::MAX, |f| f.0)
                .min(*section_end),
            s => start.saturating_add(s),
        };
        (pc < end).then_some((*start, end))
    }

    /// The size the symbol of the function holding `pc` declares (0 if none).
    pub fn declared_size(&self, pc: u32) -> u32 {
        let i = self.funcs.partition_point(|f| f.0 <= pc);
        i.checked_sub(1).map_or(0, |j| self.funcs[j].1)
    }

    /// The start of the first function above `pc` (`u32::MAX` if none).
    pub fn next_start(&self, pc: u32) -> u32 {
        let i = self.funcs.partition_point(|f| f.0 <= pc);
        self.funcs.get(i).map_or(u32::MAX, |f| f.0)
    }

    /// `name+0xoff` (`name` at offset 0), or `?` outside every function.
    pub fn describe(&self, pc: u32) -> String {
        match self.lookup(pc) {
            Some((n, 0)) => n.to_string(),
            Some((n, o)) => format!("{n}+{o:#x}"),
            None => "?".into(),
        }
    }

    /// The function name holding `pc`, or `?`.
    pub fn function(&self, pc: u32) -> &str {
        self.lookup(pc).map_or("?", |f| f.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_zero_symbols_end_with_their_section() {
        let s = Symbols::open(Path::new(JVM_ELF)).expect("the committed jvm.elf");
        let main = s.range(s.funcs.iter().find(|f| f.2 == "main").unwrap().0);
        assert!(main.is_some_and(|(a, e)| e > a));
        // `_fini` (assembly, size 0) is alone in `.fini`: it ends with it, and the code the
        // VM makes at run time far above it (its code space) is no function's.
        let fini = s.funcs.iter().find(|f| f.2 == "_fini").expect("_fini");
        assert_eq!(
            fini.1, 0,
            "_fini has a size now: pick another size-0 symbol"
        );
        let (a, e) = s.range(fini.0).expect("_fini's own address");
        assert!(a == fini.0 && e > a && e <= fini.3);
        assert_eq!(s.range(0x657c_49a0), None);
        assert_eq!(s.describe(0x657c_49a0), "?");
        assert_eq!(s.describe(fini.0 + 4), "_fini+0x4");
    }
}
