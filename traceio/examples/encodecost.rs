//! The writer's cost on a real trace, on one thread, phase by phase: the trace's blocks
//! are read once (records and flow items, as the simulator pushed them), then encoded
//! (`BlockEncoder::encode_with_flow`) and compressed (`frame::compress_stream`) again,
//! each phase timed alone (thread CPU time, best of ROUNDS). Prints records per phase's
//! CPU-second, nanoseconds per record and the raw and compressed sizes, so that the parts
//! of trace mode's writing cost can be told apart from the simulation's.
//! `cargo run --release -p traceio --example encodecost -- TRACE [ROUNDS] [BLOCKS]`; env
//! BLOCK: records per block (default: the file's blocks).

use std::hint::black_box;

use traceio::codec::BlockEncoder;
use traceio::frame::{compress_stream, put_frame_header, FrameKind, FRAME_HEADER};
use traceio::{FlowItem, ReadOptions, Record, TraceReader};

/// CPU time of this thread, in seconds.
fn thread_cpu() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // Fields after the command's closing parenthesis: utime and stime are the 12th and
    // 13th (fields 14 and 15 of the whole line), in clock ticks (100 per second).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|x| x.parse().ok())
        .collect();
    f.iter().sum::<u64>() as f64 / 100.0
}

/// The same records and flow items in blocks of `n` records (env BLOCK; the writer's
/// block size by default is the file's).
fn reblock(blocks: &[(Vec<Record>, Vec<FlowItem>)], n: usize) -> Vec<(Vec<Record>, Vec<FlowItem>)> {
    let mut recs = Vec::new();
    let mut flow = Vec::new();
    for (r, f) in blocks {
        let base = recs.len();
        flow.extend(f.iter().map(|x| (base + x.at as usize, x.flow)));
        recs.extend_from_slice(r);
    }
    let mut out = Vec::new();
    let mut j = 0;
    for (k, chunk) in recs.chunks(n).enumerate() {
        let (start, end) = (k * n, k * n + chunk.len());
        let mut f = Vec::new();
        // Items before record `end` go with this block; the last block takes the rest.
        while j < flow.len() && (flow[j].0 < end || end == recs.len()) {
            f.push(FlowItem {
                at: (flow[j].0 - start) as u32,
                flow: flow[j].1,
            });
            j += 1;
        }
        out.push((chunk.to_vec(), f));
    }
    out
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: encodecost TRACE [ROUNDS] [BLOCKS]"))?;
    let rounds: usize = args.next().map_or(Ok(3), |s| s.parse())?;
    let limit: usize = args.next().map_or(Ok(usize::MAX), |s| s.parse())?;
    let opts = ReadOptions {
        lenient: false,
        threads: 0,
    };
    let reader = TraceReader::open_with(std::path::Path::new(&path), opts)?;
    let mut it = reader.records();
    let mut blocks: Vec<(Vec<Record>, Vec<FlowItem>)> = Vec::new();
    while blocks.len() < limit {
        let Some(b) = it.next_block_flow() else { break };
        let (r, f) = b?;
        blocks.push((r.to_vec(), f.to_vec()));
    }
    if let Some(n) = std::env::var("BLOCK")
        .ok()
        .and_then(|b| b.parse::<usize>().ok())
    {
        blocks = reblock(&blocks, n.max(1));
    }
    let records: usize = blocks.iter().map(|b| b.0.len()).sum();
    let mut enc = BlockEncoder::new();
    let mut bodies: Vec<Vec<u8>> = Vec::new();
    let (mut t_enc, mut t_zip) = (f64::MAX, f64::MAX);
    let mut zipped = 0usize;
    for _ in 0..rounds {
        let t = thread_cpu();
        bodies = blocks
            .iter()
            .map(|(r, f)| {
                let mut raw = vec![0; FRAME_HEADER];
                enc.encode_with_flow(r, f, &mut raw);
                raw
            })
            .collect();
        t_enc = t_enc.min(thread_cpu() - t);
        for raw in &mut bodies {
            let mut head = Vec::new();
            put_frame_header(&mut head, FrameKind::Data, raw.len() - FRAME_HEADER);
            raw[..FRAME_HEADER].copy_from_slice(&head);
        }
        let t = thread_cpu();
        zipped = 0;
        for raw in &bodies {
            let mut z = Vec::new();
            compress_stream(raw, 9, &mut z);
            zipped += black_box(z).len();
        }
        t_zip = t_zip.min(thread_cpu() - t);
    }
    let raw: usize = bodies.iter().map(Vec::len).sum();
    let n = records as f64;
    println!(
        "{} blocks, {records} records: raw {raw} B ({:.3} B/record), bzip2 {zipped} B \
         ({:.3} B/record)",
        blocks.len(),
        raw as f64 / n,
        zipped as f64 / n
    );
    for (name, t) in [("encode", t_enc), ("bzip2", t_zip)] {
        println!(
            "{name:7} {t:6.2} CPU s  {:7.1} ns/record  {:6.2} M records/CPU-s",
            1e9 * t / n,
            n / t / 1e6
        );
    }
    Ok(())
}
