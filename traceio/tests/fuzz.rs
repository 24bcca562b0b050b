//! Readers that never abort (issue 17): mutants of a small real trace and of dumps —
//! flipped bytes, truncations, spliced garbage, and frames whose count and length fields
//! claim huge values — go through the reader (inline and block-parallel, strict and
//! lenient) and the dump parsers. No panic, no abort, no hang; every error is one line.
//!
//! A seeded loop, a few thousand cases in CI (seconds). `FUZZ_CASES=N FUZZ_SEED=S` run
//! longer (traceio/fuzz.sh).

mod common;

use std::path::Path;

use common::TempDir;
use traceio::dump::{ClassDump, FeatureDump};
use traceio::frame::{compress_stream, decompress_stream, parse_frame, FrameKind};
use traceio::synth::Synth;
use traceio::{ReadOptions, TraceReader};

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn cases() -> usize {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1500)
}

fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(17)
        | 1
}

/// A small real trace: synthetic JVM-shaped records in blocks of 300, index and trailer.
fn small_trace(dir: &TempDir) -> Vec<u8> {
    let p = dir.join("seed.bz2");
    common::write(&p, &Synth::generate(2000, 7), 300, 1);
    std::fs::read(p).unwrap()
}

/// Byte spans of the file's bzip2 streams (header, data blocks, index, trailer).
fn streams(file: &[u8]) -> Vec<std::ops::Range<usize>> {
    let starts = traceio::frame::find_stream_starts(file);
    let mut v = Vec::new();
    for (i, &s) in starts.iter().enumerate() {
        v.push(s..starts.get(i + 1).copied().unwrap_or(file.len()));
    }
    v
}

/// Rewrites the frame in stream `span` with `edit` applied to its decompressed bytes.
fn rewrite(file: &[u8], span: std::ops::Range<usize>, edit: impl Fn(&mut Vec<u8>)) -> Vec<u8> {
    let mut raw = Vec::new();
    decompress_stream(&file[span.clone()], &mut raw, 1 << 26).unwrap();
    edit(&mut raw);
    let mut z = Vec::new();
    compress_stream(&raw, 1, &mut z);
    let mut out = file[..span.start].to_vec();
    out.extend_from_slice(&z);
    out.extend_from_slice(&file[span.end..]);
    out
}

/// Reads `path` every way; errors must be one line. Returns how many records were read.
fn read_every_way(path: &Path) -> u64 {
    let mut n = 0;
    for lenient in [false, true] {
        for threads in [0, 2] {
            let opts = ReadOptions { lenient, threads };
            let r = match TraceReader::open_with(path, opts) {
                Ok(r) => r,
                Err(e) => {
                    one_line(&e.to_string());
                    continue;
                }
            };
            let _ = r.record_count();
            let mut it = r.records();
            while let Some(b) = it.next_block() {
                match b {
                    Ok(b) => n += b.len() as u64,
                    Err(e) => {
                        one_line(&e.to_string());
                        break;
                    }
                }
            }
            if let Some(d) = it.damage() {
                one_line(&d.reason);
            }
            // Random access too.
            for i in 0..r.block_count().min(3) {
                if let Err(e) = r.read_block(i) {
                    one_line(&e.to_string());
                }
            }
        }
    }
    n
}

fn one_line(msg: &str) {
    assert!(
        !msg.is_empty() && !msg.contains('\n'),
        "not one line: {msg:?}"
    );
}

/// Sets a little-endian u32 at `at` if it fits.
fn put_u32(raw: &mut [u8], at: usize, v: u32) {
    if let Some(b) = raw.get_mut(at..at + 4) {
        b.copy_from_slice(&v.to_le_bytes());
    }
}

#[test]
fn r17_a_block_claiming_0x7fffffff_records_is_damage_not_an_abort() {
    let dir = TempDir::new("fuzz-count");
    let file = small_trace(&dir);
    let s = streams(&file);
    // Stream 1 is the first data block: its body starts after the 12-byte frame header,
    // the count is at body offset 16.
    let mut raw = Vec::new();
    decompress_stream(&file[s[1].clone()], &mut raw, 1 << 26).unwrap();
    assert_eq!(parse_frame(&raw).unwrap().0, FrameKind::Data);
    for count in [0x7fff_ffff, u32::MAX, 0x10_0000] {
        let m = rewrite(&file, s[1].clone(), |r| put_u32(r, 12 + 16, count));
        let p = dir.join("count.bz2");
        std::fs::write(&p, &m).unwrap();
        let e = TraceReader::open(&p)
            .and_then(|r| r.read_block(0))
            .unwrap_err()
            .to_string();
        assert!(e.contains("damaged") && e.contains("records"), "{e}");
        read_every_way(&p);
    }
}

#[test]
fn r17_trace_mutants_never_abort() {
    let dir = TempDir::new("fuzz-trace");
    let file = small_trace(&dir);
    let s = streams(&file);
    let p = dir.join("mutant.bz2");
    let mut rng = Rng(seed());
    let huge = [0x7fff_ffffu32, u32::MAX, 0x8000_0000, 1 << 24, 0];
    for case in 0..cases() {
        let mut m = file.clone();
        match case % 6 {
            // Flipped bytes anywhere.
            0 | 1 => {
                for _ in 0..1 + rng.below(8) {
                    let i = rng.below(m.len());
                    m[i] ^= 1 << rng.below(8);
                }
            }
            // Truncation.
            2 => m.truncate(rng.below(m.len())),
            // Garbage spliced in.
            3 => {
                let at = rng.below(m.len());
                let junk: Vec<u8> = (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect();
                m.splice(at..at, junk);
            }
            // A count or length field of a frame set to a huge value (valid bzip2 around).
            _ => {
                let k = rng.below(s.len());
                let field = 8 + 4 * rng.below(12); // frame length, times, count, columns
                let v = huge[rng.below(huge.len())];
                m = rewrite(&file, s[k].clone(), |r| put_u32(r, field, v));
                if case % 12 == 5 {
                    // Without the index and trailer: the scanning path.
                    let end = s[s.len() - 2].start;
                    m.truncate(end);
                }
            }
        }
        std::fs::write(&p, &m).unwrap();
        read_every_way(&p);
    }
}

const CLASS_DUMP: &str = "# class.dump 1
model\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4
prim\t5\tint\t4
class\t10\tPoint\t16\t0\t2
field\t8\t5\tx
field\t12\t5\ty
array\t20\tint[]\t5\t4
method\t8\t10\tcoords\t()[I
";

const FEATURE_DUMP: &str = "# feature.dump 1
new\t0x30000000\t10\t16\t-
new\t0x30000010\t20\t24\t3
";

#[test]
fn r17_dump_mutants_never_abort() {
    let dir = TempDir::new("fuzz-dump");
    let mut rng = Rng(seed() ^ 0xd0d0);
    let p = dir.join("dump");
    let numbers = [
        "4294967295",
        "99999999999999999999",
        "-1",
        "0x7fffffff",
        "2147483647",
    ];
    for case in 0..cases() {
        let base = if case % 2 == 0 {
            CLASS_DUMP
        } else {
            FEATURE_DUMP
        };
        let mut m = base.as_bytes().to_vec();
        match case % 5 {
            0 => {
                for _ in 0..1 + rng.below(4) {
                    let i = rng.below(m.len());
                    m[i] ^= 1 << rng.below(8);
                }
            }
            1 => m.truncate(rng.below(m.len())),
            2 => {
                // A number field replaced by a huge or negative one.
                let text = String::from_utf8(m).unwrap();
                let fields: Vec<&str> = text.split('\t').collect();
                let k = rng.below(fields.len());
                let mut f: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
                let tail = f[k]
                    .find('\n')
                    .map(|i| f[k][i..].to_string())
                    .unwrap_or_default();
                f[k] = format!("{}{tail}", numbers[rng.below(numbers.len())]);
                m = f.join("\t").into_bytes();
            }
            3 => {
                let at = rng.below(m.len());
                let junk: Vec<u8> = (0..1 + rng.below(16)).map(|_| rng.next() as u8).collect();
                m.splice(at..at, junk);
            }
            _ => {
                // Lines repeated or dropped.
                let text = String::from_utf8(m).unwrap();
                let mut lines: Vec<&str> = text.lines().collect();
                let i = rng.below(lines.len());
                if rng.below(2) == 0 {
                    lines.insert(i, lines[i]);
                } else {
                    lines.remove(i);
                }
                m = (lines.join("\n") + "\n").into_bytes();
            }
        }
        std::fs::write(&p, &m).unwrap();
        let text = String::from_utf8_lossy(&m);
        if case % 2 == 0 {
            if let Err(e) = ClassDump::parse(&text, &p) {
                one_line(&e.to_string());
            }
            if let Err(e) = ClassDump::open(&p) {
                one_line(&e.to_string());
            }
            let s = ClassDump::salvage(&p).unwrap();
            if let Some(d) = s.dropped {
                one_line(&d);
            }
        } else {
            if let Err(e) = FeatureDump::parse(&text, &p) {
                one_line(&e.to_string());
            }
            if let Err(e) = FeatureDump::open(&p) {
                one_line(&e.to_string());
            }
            let s = FeatureDump::salvage(&p).unwrap();
            if let Some(d) = s.dropped {
                one_line(&d);
            }
        }
    }
}
