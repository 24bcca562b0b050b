//! The parts of writing and reading a trace on one thread, timed apart on the synthetic
//! stream: block encoding, bzip2 compression of the encoded blocks, decompression, block
//! decoding. Best of several rounds. With a phase name (`enc`, `zip`, `unzip`, `dec`) it
//! runs only that phase once after the setup, for instruction counting under a profiler
//! (`valgrind --tool=cachegrind --toggle-collect='*phase_*'`).
//! With `raw` it writes the encoded blocks to stdout instead.
//! `cargo run --release -p traceio --example codecspeed [RECORDS] [ROUNDS|PHASE|raw]`.

use std::hint::black_box;
use std::time::Instant;

use traceio::codec::{BlockDecoder, BlockEncoder};
use traceio::frame::{compress_stream, decompress_stream};
use traceio::synth::Synth;
use traceio::Record;

#[inline(never)]
fn phase_enc(enc: &mut BlockEncoder, recs: &[Record]) -> Vec<Vec<u8>> {
    recs.chunks(block())
        .map(|chunk| {
            let mut body = Vec::with_capacity(chunk.len() * 3);
            enc.encode(chunk, &mut body);
            body
        })
        .collect()
}

#[inline(never)]
fn phase_zip(bodies: &[Vec<u8>]) -> Vec<Vec<u8>> {
    bodies
        .iter()
        .map(|b| {
            let mut z = Vec::new();
            compress_stream(b, 9, &mut z);
            z
        })
        .collect()
}

#[inline(never)]
fn phase_unzip(zs: &[Vec<u8>]) -> Vec<Vec<u8>> {
    zs.iter()
        .map(|z| {
            let mut out = Vec::new();
            decompress_stream(z, &mut out, usize::MAX).expect("decompress");
            out
        })
        .collect()
}

#[inline(never)]
fn phase_dec(dec: &mut BlockDecoder, bodies: &[Vec<u8>]) -> usize {
    let mut out = Vec::with_capacity(1 << 16);
    let mut count = 0;
    for body in bodies {
        out.clear();
        dec.decode(body, &mut out).expect("decode");
        count += out.len();
    }
    count
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let second = args.next().unwrap_or_else(|| "5".into());
    let recs = Synth::generate(n, 1);
    let mut enc = BlockEncoder::new();
    let mut dec = BlockDecoder::new();
    if let Ok(rounds) = second.parse::<usize>() {
        let mut best = [f64::INFINITY; 4];
        let mut sizes = (0, 0);
        for _ in 0..rounds {
            let t = Instant::now();
            let bodies = phase_enc(&mut enc, &recs);
            best[0] = best[0].min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let zs = phase_zip(&bodies);
            best[1] = best[1].min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let back = phase_unzip(&zs);
            best[2] = best[2].min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            assert_eq!(phase_dec(&mut dec, &back), n);
            best[3] = best[3].min(t.elapsed().as_secs_f64());
            sizes = (
                bodies.iter().map(Vec::len).sum::<usize>(),
                zs.iter().map(Vec::len).sum::<usize>(),
            );
        }
        let rate = |s: f64| n as f64 / s / 1e6;
        println!(
            "{n} records, {:.3} raw and {:.3} compressed bytes/record; M records/s: encode {:.1}, bzip2 {:.1}, bunzip2 {:.1}, decode {:.1}; write {:.1}, read {:.1} (one thread, best of {rounds})",
            sizes.0 as f64 / n as f64,
            sizes.1 as f64 / n as f64,
            rate(best[0]),
            rate(best[1]),
            rate(best[2]),
            rate(best[3]),
            rate(best[0] + best[1]),
            rate(best[2] + best[3]),
        );
        return;
    }
    let bodies = phase_enc(&mut enc, &recs);
    if second == "raw" {
        // The encoded bodies back to back, for running `bzip2`/`bzcat` on the same bytes.
        std::io::Write::write_all(&mut std::io::stdout(), &bodies.concat()).expect("stdout");
        return;
    }
    let zs = phase_zip(&bodies);
    match second.as_str() {
        "enc" => drop(black_box(phase_enc(&mut enc, &recs))),
        "zip" => drop(black_box(phase_zip(&bodies))),
        "unzip" => drop(black_box(phase_unzip(&zs))),
        "dec" => drop(black_box(phase_dec(&mut dec, &bodies))),
        other => panic!("unknown phase {other}"),
    }
}

/// Records per block: `BLOCK` from the environment, else the writer's default.
fn block() -> usize {
    std::env::var("BLOCK")
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(1 << 16)
}
