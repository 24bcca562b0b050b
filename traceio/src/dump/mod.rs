//! `class.dump` and `feature.dump` (`docs/dump-formats.md`): written by the guest VM,
//! parsed here. The types derive serde so the analyzer can pass them on as JSON; the text
//! form is parsed by hand (TAB-separated lines), from a memory map for large files.

mod class;
mod feature;

use std::fs::File;
use std::path::{Path, PathBuf};

use memmap2::Mmap;

pub use class::{
    ArrayType, ClassDump, ClassType, Field, Method, ObjectModel, Primitive, StaticSlot,
};
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

/// A complete dump ends with a newline (the VM writes whole lines): anything else was cut
/// off, e.g. by a run that stopped while the VM was writing it.
pub(crate) fn check_complete(text: &str, path: &Path) -> Result<(), Error> {
    if text.is_empty() || text.ends_with('\n') {
        return Ok(());
    }
    Err(Error::Dump {
        path: path.to_path_buf(),
        line: text.lines().count(),
        reason: "truncated: the last line is incomplete (no newline)".into(),
    })
}

/// A damaged dump read as far as it can be trusted (`--lenient`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Salvaged<T> {
    /// What the longest parsable prefix of whole lines holds (the default value when
    /// nothing could be kept).
    pub value: T,
    /// What was dropped, and why (None: the file was whole).
    pub dropped: Option<String>,
}

/// Reads `path` and parses the longest prefix of its whole lines that `parse` accepts:
/// the first error's line and everything after it are dropped. Fails only when the file
/// cannot be read at all.
pub(crate) fn salvage<T: Default>(
    path: &Path,
    parse: impl Fn(&str, &Path) -> Result<T, Error>,
) -> Result<Salvaged<T>, Error> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    let text = match std::str::from_utf8(&bytes) {
        Ok(t) => t,
        Err(e) => std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or(""),
    };
    let whole = text.len() == bytes.len() && check_complete(text, path).is_ok();
    let total = text.lines().count();
    let mut first: Option<String> = if whole {
        None
    } else {
        Some(match std::str::from_utf8(&bytes) {
            Err(_) => format!("{}: not UTF-8 after byte {}", path.display(), text.len()),
            Ok(t) => check_complete(t, path)
                .err()
                .map_or_else(String::new, |e| e.to_string()),
        })
    };
    // Whole lines only.
    let mut cut = text.rfind('\n').map_or(0, |i| i + 1);
    loop {
        match parse(&text[..cut], path) {
            Ok(value) => {
                let kept = text[..cut].lines().count();
                let dropped = first
                    .map(|why| format!("{why}; kept lines 1-{kept} of {total}, dropped the rest"));
                return Ok(Salvaged { value, dropped });
            }
            Err(e) => {
                let line = match &e {
                    Error::Dump { line, .. } => *line,
                    _ => 0,
                };
                first.get_or_insert_with(|| e.to_string());
                // Keep the lines before the failing one, if that is progress.
                let start = text[..cut]
                    .split_inclusive('\n')
                    .take(line.saturating_sub(1))
                    .map(str::len)
                    .sum::<usize>();
                if line <= 1 || start >= cut {
                    return Ok(Salvaged {
                        value: T::default(),
                        dropped: Some(format!(
                            "{}; nothing could be kept",
                            first.unwrap_or_default()
                        )),
                    });
                }
                cut = start;
            }
        }
    }
}
