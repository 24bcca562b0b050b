//! Dinero IV "din" traces: one access a line, `label hexaddress [size]`.
//!
//! Labels (hexadecimal, as Dinero reads them): `0` data read, `1` data write,
//! `2` instruction fetch; any other label (Dinero's escapes, flushes, ...) is
//! skipped. The address is hexadecimal with an optional `0x`. The size is in
//! bytes, decimal (or hexadecimal with `0x`), default 4, at most [`MAX_SIZE`].
//! Anything after the size is ignored, as Dinero ignores the rest of a line;
//! blank lines are skipped. Unlike Dinero, the address is not rounded down to
//! a word: the access covers `size` bytes from it and is split per block.

use std::io::BufRead;

use crate::{Error, Hierarchy, Served};

/// Largest access size a trace line may give.
pub const MAX_SIZE: u32 = 1 << 20;

/// The kind of a trace record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DinKind {
    /// Label 0.
    Read,
    /// Label 1.
    Write,
    /// Label 2.
    Fetch,
}

/// One access of a din trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DinRecord {
    /// What kind of access.
    pub kind: DinKind,
    /// Its first byte.
    pub addr: u32,
    /// Its size in bytes.
    pub size: u32,
}

impl DinRecord {
    /// Runs the record through `h`.
    #[inline]
    pub fn apply(&self, h: &mut Hierarchy) -> Served {
        match self.kind {
            DinKind::Read => h.data_access(self.addr, self.size, false),
            DinKind::Write => h.data_access(self.addr, self.size, true),
            DinKind::Fetch => h.fetch_sized(self.addr, self.size),
        }
    }
}

fn hex(t: &str) -> Option<u64> {
    let t = t
        .strip_prefix("0x")
        .or_else(|| t.strip_prefix("0X"))
        .unwrap_or(t);
    if t.is_empty() || t.len() > 16 {
        return None;
    }
    u64::from_str_radix(t, 16).ok()
}

/// Parses one line: `Ok(None)` for a blank line or an ignored label, `Err`
/// with the reason for a malformed one.
pub fn parse_line(line: &str) -> Result<Option<DinRecord>, String> {
    let mut it = line.split_ascii_whitespace();
    let Some(label) = it.next() else {
        return Ok(None);
    };
    let label = hex(label).ok_or_else(|| format!("label `{label}` is not hexadecimal"))?;
    let Some(addr) = it.next() else {
        return Err("short line, no address".into());
    };
    let addr = hex(addr).ok_or_else(|| format!("address `{addr}` is not hexadecimal"))?;
    let addr =
        u32::try_from(addr).map_err(|_| format!("address {addr:#x} does not fit 32 bits"))?;
    let size = match it.next() {
        None => 4,
        Some(s) => {
            let v = if s.starts_with("0x") || s.starts_with("0X") {
                hex(s)
            } else {
                s.parse::<u64>().ok()
            };
            match v {
                Some(v) if (1..=u64::from(MAX_SIZE)).contains(&v) => v as u32,
                _ => {
                    return Err(format!(
                        "size `{s}` is not a number of bytes from 1 to {MAX_SIZE}"
                    ))
                }
            }
        }
    };
    let kind = match label {
        0 => DinKind::Read,
        1 => DinKind::Write,
        2 => DinKind::Fetch,
        _ => return Ok(None),
    };
    Ok(Some(DinRecord { kind, addr, size }))
}

/// Reads records from a din trace, line by line.
pub struct DinReader<R> {
    input: R,
    buf: String,
    line: u64,
}

impl<R: BufRead> DinReader<R> {
    /// A reader over `input`.
    pub fn new(input: R) -> Self {
        DinReader {
            input,
            buf: String::new(),
            line: 0,
        }
    }

    /// The next record, `Ok(None)` at the end; a bad line is an
    /// [`Error::BadTraceLine`] with its number.
    pub fn next_record(&mut self) -> Result<Option<DinRecord>, Error> {
        loop {
            self.buf.clear();
            if self.input.read_line(&mut self.buf)? == 0 {
                return Ok(None);
            }
            self.line += 1;
            match parse_line(&self.buf) {
                Ok(Some(r)) => return Ok(Some(r)),
                Ok(None) => continue,
                Err(reason) => {
                    return Err(Error::BadTraceLine {
                        line: self.line,
                        reason,
                    })
                }
            }
        }
    }

    /// Lines read so far.
    pub fn lines_read(&self) -> u64 {
        self.line
    }
}

/// Counts of what a trace run did, beside the caches' own statistics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TraceTotals {
    /// Fetch records (sim-cache's `sim_num_insn`).
    pub fetches: u64,
    /// Read and write records (sim-cache's `sim_num_refs`).
    pub refs: u64,
}

/// Runs a whole din trace through `h`.
pub fn run_trace<R: BufRead>(h: &mut Hierarchy, input: R) -> Result<TraceTotals, Error> {
    let mut r = DinReader::new(input);
    let mut t = TraceTotals::default();
    while let Some(rec) = r.next_record()? {
        match rec.kind {
            DinKind::Fetch => t.fetches += 1,
            _ => t.refs += 1,
        }
        rec.apply(h);
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        let r = |k, addr, size| {
            Ok(Some(DinRecord {
                kind: k,
                addr,
                size,
            }))
        };
        assert_eq!(parse_line("0 1000"), r(DinKind::Read, 0x1000, 4));
        assert_eq!(
            parse_line("1 0xFFFFfff0 8\n"),
            r(DinKind::Write, 0xffff_fff0, 8)
        );
        assert_eq!(
            parse_line("  2\t400 0x10 trailing words"),
            r(DinKind::Fetch, 0x400, 16)
        );
        assert_eq!(parse_line(""), Ok(None));
        assert_eq!(parse_line("   \n"), Ok(None));
        assert_eq!(
            parse_line("4 0"),
            Ok(None),
            "Dinero's flush escape is skipped"
        );
        assert!(parse_line("0").is_err());
        assert!(parse_line("z 10").is_err());
        assert!(parse_line("0 10g").is_err());
        assert!(parse_line("0 100000000").is_err());
        assert!(parse_line("0 10 0").is_err());
        assert!(parse_line("0 10 -4").is_err());
        assert!(parse_line("0 10 99999999").is_err());
    }

    proptest::proptest! {
        #[test]
        fn any_line_parses_or_errs_without_panic(line in "\\PC{0,40}") {
            let _ = parse_line(&line);
        }

        #[test]
        fn formatted_records_round_trip(label in 0u8..3, addr: u32, size in 1u32..=4096, hex: bool) {
            let line = if hex { format!("{label} {addr:#x} {size:#x}") } else { format!("{label} {addr:x} {size}") };
            let r = parse_line(&line).unwrap().unwrap();
            proptest::prop_assert_eq!((r.addr, r.size), (addr, size));
            proptest::prop_assert_eq!(r.kind, [DinKind::Read, DinKind::Write, DinKind::Fetch][label as usize]);
        }
    }

    #[test]
    fn reader_reports_line_numbers() {
        let mut r = DinReader::new("0 0\n\n2 4\nbogus\n".as_bytes());
        assert!(r.next_record().unwrap().is_some());
        assert!(r.next_record().unwrap().is_some());
        let e = r.next_record().unwrap_err();
        assert!(matches!(e, Error::BadTraceLine { line: 4, .. }), "{e}");
        assert!(e.to_string().contains("label hexaddress [size]"));
    }
}
