//! Where a trace's bytes go: for a trace file, each column's raw (decompressed) size over
//! all data frames, and the flow column's groups (predicted, explicit, items).
//! With env ZIP=1, also each column's size when every block's column is compressed alone
//! (bzip2 -9), and the wall time that took: which columns the compressed file (and so
//! bunzip2's work) is made of, and which ones bzip2 spends its time on.
//! `cargo run --release --example tracecols TRACE [--transcode OUT]`: with `--transcode`,
//! also writes the trace's records and flow items again with this crate's writer (the
//! current format version) into OUT, to compare versions on the same stream (env BLOCK:
//! records per block).

use traceio::codec::columns;
use traceio::frame::{decompress_stream, parse_frame_version, FrameKind};
use traceio::{ReadOptions, TraceReader, TraceWriter, WriterOptions};

const NAMES: [&str; 9] = [
    "ctl", "pc", "shape", "time", "addr", "value", "event", "flags", "flow",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .expect("usage: tracecols TRACE [--transcode OUT]");
    let r = TraceReader::open_with(path, ReadOptions::default()).expect("open");
    let map = std::fs::read(path).expect("read");
    let mut raw = [0u64; 9];
    let mut zipped = [0u64; 9];
    let mut zip_s = [0f64; 9];
    let zip = std::env::var("ZIP").is_ok_and(|z| z == "1");
    let mut z = Vec::new();
    let mut records = 0u64;
    let mut accesses = 0u64;
    let mut zbuf = Vec::new();
    let mut version = 0;
    // Explicit groups: count, bytes; zero codes.
    let mut explicit = [0u64; 3];
    for i in 0..r.block_count() {
        let e = r.index_entry(i).expect("an index");
        let span = &map[e.offset as usize..(e.offset + e.len) as usize];
        decompress_stream(span, &mut zbuf, 1 << 30).expect("stream");
        let (v, kind, body) = parse_frame_version(&zbuf).expect("frame");
        assert_eq!(kind, FrameKind::Data);
        version = v;
        records += u64::from(e.count);
        let ncols = columns(v);
        let mut start = 20 + 4 * ncols;
        for c in 0..ncols {
            let at = 20 + 4 * c;
            let l = u32::from_le_bytes(body[at..at + 4].try_into().unwrap()) as usize;
            raw[c] += l as u64;
            if zip && l > 0 {
                z.clear();
                let t = std::time::Instant::now();
                traceio::frame::compress_stream(&body[start..start + l], 9, &mut z);
                zip_s[c] += t.elapsed().as_secs_f64();
                zipped[c] += z.len() as u64;
            }
            if c == 8 {
                flow_groups(&body[start..start + l], v, &mut explicit);
            }
            start += l;
        }
    }
    let mut it = r.records();
    let mut groups = std::collections::BTreeMap::<usize, u64>::new();
    while let Some(b) = it.next_block_flow() {
        let (recs, flow) = b.expect("block");
        accesses += recs
            .iter()
            .filter(|r| matches!(r, traceio::Record::Access(_)))
            .count() as u64;
        let mut n = vec![0usize; recs.len() + 1];
        for f in flow {
            n[f.at as usize] += 1;
        }
        for k in n {
            *groups.entry(k.min(8)).or_default() += 1;
        }
    }
    let total: u64 = raw.iter().sum();
    let file = std::fs::metadata(path).unwrap().len();
    println!(
        "version {version}: {records} records, {accesses} accesses, {:.3} raw B/access, \
         file {file} B = {:.3} B/access",
        total as f64 / accesses as f64,
        file as f64 / accesses as f64
    );
    for (((name, b), zb), s) in NAMES.iter().zip(raw).zip(zipped).zip(zip_s) {
        println!(
            "{name:6} {:8.2} MB raw ({:4.1} %), compressed alone {:7.2} MB in {s:5.2} s \
             ({:5.1} ns/raw byte)",
            b as f64 / 1e6,
            100.0 * b as f64 / total as f64,
            zb as f64 / 1e6,
            1e9 * s / b.max(1) as f64
        );
    }
    println!("total  {:8.2} MB raw", total as f64 / 1e6);
    println!(
        "flow column: {} predicted groups (code 0), {} explicit groups in {} bytes",
        explicit[2], explicit[0], explicit[1]
    );
    println!("flow items per group (8 = 8 or more): {groups:?}");
    if let (Some(flag), Some(out)) = (args.get(1), args.get(2)) {
        assert_eq!(flag, "--transcode");
        let mut opts = WriterOptions::default();
        if let Some(b) = std::env::var("BLOCK").ok().and_then(|b| b.parse().ok()) {
            opts.block_records = b;
        }
        let mut w = TraceWriter::create(out, r.header(), opts).expect("create");
        let mut it = r.records();
        while let Some(b) = it.next_block_flow() {
            let (recs, flow) = b.expect("block");
            let mut j = 0;
            for (i, rec) in recs.iter().enumerate() {
                while j < flow.len() && flow[j].at as usize <= i {
                    w.push_flow(flow[j].flow);
                    j += 1;
                }
                w.push(*rec).expect("push");
            }
            for f in &flow[j..] {
                w.push_flow(f.flow);
            }
        }
        w.finish().expect("finish");
    }
}

fn varint(b: &[u8], at: &mut usize) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let x = b[*at];
        *at += 1;
        v |= u64::from(x & 0x7f) << shift;
        if x < 0x80 {
            return v;
        }
        shift += 7;
    }
}

/// Walks a flow column (codes and items, no model needed for their lengths; version 4:
/// the predicted groups after the last explicit one are not counted).
fn flow_groups(col: &[u8], version: u8, explicit: &mut [u64; 3]) {
    let mut at = 0;
    while at < col.len() {
        let start = at;
        let n = if version >= 4 {
            explicit[2] += varint(col, &mut at);
            varint(col, &mut at)
        } else {
            match varint(col, &mut at) {
                0 => {
                    explicit[2] += 1;
                    continue;
                }
                code => code - 1,
            }
        };
        for _ in 0..n {
            let h = varint(col, &mut at);
            let kind = if h == 7 {
                let k = col[at];
                at += 1;
                varint(col, &mut at);
                k
            } else {
                (h & 7) as u8
            };
            match kind {
                0 => {
                    varint(col, &mut at);
                }
                5 => {}
                _ => {
                    varint(col, &mut at);
                    varint(col, &mut at);
                }
            }
        }
        explicit[0] += 1;
        explicit[1] += (at - start) as u64;
    }
}
