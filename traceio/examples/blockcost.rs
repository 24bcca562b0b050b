//! Where the writer's time goes on a real trace: reads the first RECORDS records of a
//! trace file (default all), encodes them in blocks of BLOCK records (default 65536) on
//! one thread and compresses every encoded block with bzip2 at several work factors
//! (the work factor only decides when libbz2 gives up its main block sort for the
//! fallback sort; the compressed bytes are the same). Also per column: raw and
//! compressed bytes per record, and the share of bytes in runs of 4 or more equal bytes
//! (what bzip2's first run-length stage and its block sort find repetitive).
//! `cargo run --release -p traceio --example blockcost -- TRACE [RECORDS] [BLOCK]`; TRACE
//! `synth` takes RECORDS of the synthetic stream instead.

use std::time::Instant;

use bzip2::{Compress, Compression, Status};
use traceio::codec::{BlockDecoder, BlockEncoder, BODY_HEADER, COLUMNS};
use traceio::{ReadOptions, Record, TraceReader};

fn zip(raw: &[u8], wf: u32) -> usize {
    let level = u32::try_from(raw.len() / 99_000 + 1)
        .unwrap_or(9)
        .clamp(1, 9);
    let mut c = Compress::new(Compression::new(level), wf);
    let mut out = Vec::with_capacity(raw.len() / 2 + 1024);
    loop {
        let consumed = c.total_in() as usize;
        let s = c
            .compress_vec(&raw[consumed..], &mut out, bzip2::Action::Finish)
            .expect("bzip2");
        if s == Status::StreamEnd {
            return out.len();
        }
        out.reserve(out.capacity());
    }
}

/// Encodes `recs` in blocks (a function of its own for `valgrind --toggle-collect`).
#[inline(never)]
fn phase_enc(enc: &mut BlockEncoder, recs: &[Record], block: usize) -> Vec<Vec<u8>> {
    recs.chunks(block)
        .map(|c| {
            let mut b = Vec::with_capacity(c.len() * 3);
            enc.encode(c, &mut b);
            b
        })
        .collect()
}

/// Decodes every body (a function of its own for `valgrind --toggle-collect`).
#[inline(never)]
fn phase_dec(dec: &mut BlockDecoder, bodies: &[Vec<u8>], out: &mut Vec<Record>) {
    for b in bodies {
        out.clear();
        dec.decode(b, out).expect("decode");
    }
}

fn run_share(b: &[u8]) -> f64 {
    let mut in_runs = 0usize;
    let mut i = 0;
    while i < b.len() {
        let mut j = i + 1;
        while j < b.len() && b[j] == b[i] {
            j += 1;
        }
        if j - i >= 4 {
            in_runs += j - i;
        }
        i = j;
    }
    in_runs as f64 / b.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .expect("usage: blockcost TRACE [RECORDS] [BLOCK]");
    let max: usize = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    let block: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1 << 16);
    let t = Instant::now();
    let recs: Vec<_> = if path == "synth" {
        traceio::synth::Synth::generate(max.min(100_000_000), 1)
    } else {
        let reader = TraceReader::open_with(path, ReadOptions::default()).expect("open");
        reader
            .records()
            .take(max)
            .collect::<Result<_, _>>()
            .expect("read")
    };
    let n = recs.len();
    eprintln!("read {n} records in {:.2} s", t.elapsed().as_secs_f64());

    let mut enc = BlockEncoder::new();
    let t = Instant::now();
    let bodies = phase_enc(&mut enc, &recs, block);
    let enc_s = t.elapsed().as_secs_f64();
    let raw: usize = bodies.iter().map(Vec::len).sum();
    let mut dec = BlockDecoder::new();
    let mut out = Vec::with_capacity(block);
    let mut dec_s = f64::MAX;
    for _ in 0..3 {
        let t = Instant::now();
        phase_dec(&mut dec, &bodies, &mut out);
        dec_s = dec_s.min(t.elapsed().as_secs_f64());
    }
    println!(
        "{n} records, block {block}: raw {:.3} B/rec; encode {:.1} M rec/s, decode {:.1} M rec/s (best of 3)",
        raw as f64 / n as f64,
        n as f64 / enc_s / 1e6,
        n as f64 / dec_s / 1e6
    );
    if args.get(3).is_some_and(|a| a == "codec") {
        return;
    }
    // Every block at each work factor in turn, so that load changes hit all alike.
    const WFS: [u32; 4] = [30, 1, 60, 100];
    let mut secs = [0f64; WFS.len()];
    let mut per: Vec<[f64; WFS.len()]> = Vec::with_capacity(bodies.len());
    let mut z = 0;
    for b in &bodies {
        let mut row = [0f64; WFS.len()];
        for (k, &wf) in WFS.iter().enumerate() {
            let t = Instant::now();
            let len = zip(b, wf);
            row[k] = t.elapsed().as_secs_f64();
            secs[k] += row[k];
            if k == 0 {
                z += len;
            }
        }
        per.push(row);
    }
    println!("bzip2: {:.3} B/rec compressed", z as f64 / n as f64);
    for (k, wf) in WFS.iter().enumerate() {
        println!(
            "bzip2 work factor {wf:3}: {:.2} M rec/s, {:.1} MB/s raw",
            n as f64 / secs[k] / 1e6,
            raw as f64 / secs[k] / 1e6
        );
    }
    // Blocks where the fallback sort from the start (work factor 1) is faster than the
    // default: there the main sort gave up after spending its budget.
    let fallback = per.iter().filter(|r| r[1] < r[0]).count();
    println!(
        "blocks where work factor 1 beats 30: {fallback} of {}; best per block: {:.2} M rec/s",
        per.len(),
        n as f64
            / per
                .iter()
                .map(|r| r.iter().copied().fold(f64::MAX, f64::min))
                .sum::<f64>()
            / 1e6
    );
    let names = [
        "ctl", "pc", "shape", "time", "addr", "value", "event", "flags",
    ];
    let mut cols: Vec<Vec<u8>> = vec![Vec::new(); COLUMNS];
    for body in &bodies {
        let mut at = BODY_HEADER;
        for (c, col) in cols.iter_mut().enumerate() {
            let l =
                u32::from_le_bytes(body[20 + 4 * c..24 + 4 * c].try_into().expect("4")) as usize;
            col.extend_from_slice(&body[at..at + l]);
            at += l;
        }
    }
    for (name, col) in names.iter().zip(&cols) {
        let t = Instant::now();
        let z = zip(col, 30);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{name:6} raw {:.3} B/rec  bzip2 {:.3} B/rec  in runs>=4 {:4.1} %  bzip2 {:.1} MB/s",
            col.len() as f64 / n as f64,
            z as f64 / n as f64,
            100.0 * run_share(col),
            col.len() as f64 / s / 1e6
        );
    }
}
