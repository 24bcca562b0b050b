//! `class.dump` and `feature.dump` (`docs/dump-formats.md`): written by the guest VM,
//! parsed here. The types derive serde so the analyzer can pass them on as JSON; the text
//! form is parsed by hand (TAB-separated lines), from a memory map for large files.

mod class;
mod feature;

use std::fs::File;
use std::path::{Path, PathBuf};

use memmap2::Mmap;

pub use class::{ArrayType, ClassDump, ClassType, Field, Method, ObjectModel, Primitive};
pub use feature::{FeatureDump, NewObject};

use crate::Error;

/// A dump file's text, memory-mapped (or owned, for empty files that cannot be mapped).
pub(crate) enum Text {
    Mapped(Mmap),
    Owned(String),
}

impl Text {
    pub fn open(path: &Path) -> Result<Text, Error> {
        let file = File::open(path).map_err(|e| Error::io(path, e))?;
        let len = file.metadata().map_err(|e| Error::io(path, e))?.len();
        if len == 0 {
            return Ok(Text::Owned(String::new()));
        }
        // SAFETY: read-only map of a file the guest has finished writing; the bytes are
        // validated as UTF-8 before use and never trusted further.
        let map = unsafe { Mmap::map(&file) }.map_err(|e| Error::io(path, e))?;
        Ok(Text::Mapped(map))
    }

    pub fn as_str(&self, path: &Path) -> Result<&str, Error> {
        match self {
            Text::Owned(s) => Ok(s),
            Text::Mapped(m) => std::str::from_utf8(m).map_err(|e| Error::Dump {
                path: path.to_path_buf(),
                line: 1 + m[..e.valid_up_to()].iter().filter(|&&b| b == b'\n').count(),
                reason: "not UTF-8".into(),
            }),
        }
    }
}

/// Splits lines, skipping comments and blank lines, keeping 1-based numbers; checks the
/// `# <kind> 1` first line.
pub(crate) struct Lines<'a> {
    path: PathBuf,
    inner: std::iter::Enumerate<std::str::Lines<'a>>,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str, path: &Path, kind: &str) -> Result<Lines<'a>, Error> {
        let mut inner = text.lines().enumerate();
        let first = inner.next().map(|(_, l)| l.trim_end_matches('\r'));
        let expect = format!("# {kind} 1");
        if first != Some(expect.as_str()) {
            return Err(Error::Dump {
                path: path.to_path_buf(),
                line: 1,
                reason: format!(
                    "first line must be {expect:?}, found {:?}",
                    first.unwrap_or("")
                ),
            });
        }
        Ok(Lines {
            path: path.to_path_buf(),
            inner,
        })
    }

    pub fn err(&self, line: usize, reason: impl Into<String>) -> Error {
        Error::Dump {
            path: self.path.clone(),
            line,
            reason: reason.into(),
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    /// (line number, fields)
    type Item = (usize, Vec<&'a str>);

    fn next(&mut self) -> Option<Self::Item> {
        for (i, l) in self.inner.by_ref() {
            let l = l.trim_end_matches('\r');
            if l.is_empty() || l.starts_with('#') {
                continue;
            }
            return Some((i + 1, l.split('\t').collect()));
        }
        None
    }
}

/// Parses a decimal integer field.
pub(crate) fn dec<T: std::str::FromStr>(
    lines: &Lines,
    line: usize,
    what: &str,
    s: &str,
) -> Result<T, Error> {
    s.parse().map_err(|_| {
        lines.err(
            line,
            format!("{what}: {s:?} is not a decimal number in range"),
        )
    })
}

/// Parses a `0x`-prefixed hexadecimal address.
pub(crate) fn hex(lines: &Lines, line: usize, what: &str, s: &str) -> Result<u32, Error> {
    s.strip_prefix("0x")
        .and_then(|h| u32::from_str_radix(h, 16).ok())
        .ok_or_else(|| {
            lines.err(
                line,
                format!("{what}: {s:?} is not a 0x-prefixed 32-bit hex number"),
            )
        })
}

/// Checks the field count of a record.
pub(crate) fn arity(lines: &Lines, line: usize, f: &[&str], n: usize) -> Result<(), Error> {
    if f.len() != n {
        return Err(lines.err(
            line,
            format!("`{}` record has {} fields, expected {n}", f[0], f.len()),
        ));
    }
    Ok(())
}
