//! Trace writing and reading throughput and size on a synthetic JVM-like access stream
//! and, when a trace file is given, on the real stream of its records (read once, then
//! re-encoded by this writer and read back), next to `bzip2`/`bzcat` run on the same raw
//! bytes in the same run.
//!
//! `cargo bench -p traceio --bench traceio [-- [RECORDS] [TRACE]]` (default 8 million
//! synthetic records, none with RECORDS 0; no real stream). `$BLOCK` sets the writer's
//! records per block (default: the writer's default).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use traceio::synth::Synth;
use traceio::{Record, TraceHeader, TraceReader, TraceWriter, WriterOptions};

fn main() {
    let mut n = 8_000_000usize;
    let mut real: Option<PathBuf> = None;
    for a in std::env::args().skip(1).filter(|a| !a.starts_with('-')) {
        match a.parse() {
            Ok(v) => n = v,
            Err(_) => real = Some(PathBuf::from(a)),
        }
    }
    let dir = std::env::temp_dir().join(format!("traceio-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");

    if n > 0 {
        let t = Instant::now();
        let recs = Synth::generate(n, 1);
        eprintln!(
            "generated {n} synthetic records in {:.2} s",
            t.elapsed().as_secs_f64()
        );
        println!("== synthetic stream (traceio::synth)");
        measure(&recs, &dir);
    }

    if let Some(path) = real {
        // The real stream: the records of an existing trace (any version this reader
        // knows), re-encoded by this writer and read back, next to bzip2/bzcat on the raw
        // bytes of the re-encoded file.
        let c = cpu();
        let t = Instant::now();
        let reader = TraceReader::open(&path).expect("open the real trace");
        let mut recs = Vec::with_capacity(reader.record_count().unwrap_or(0) as usize);
        for r in reader.records() {
            recs.push(r.expect("read the real trace"));
        }
        eprintln!(
            "read {} records of {} in {:.2} s ({:.2} CPU-s, into memory)",
            recs.len(),
            path.display(),
            t.elapsed().as_secs_f64(),
            cpu().0 - c.0
        );
        println!("== real stream: {}", path.display());
        measure(&recs, &dir);
    }
    println!("load average {}", load_average());
    std::fs::remove_dir_all(&dir).expect("clean up");
}

/// Writes `recs` with the writer, reads them back (all cores, one core), times the codec
/// alone, and runs `bzip2 -9`/`bzcat` on the raw bytes of the written file; prints it all.
fn measure(recs: &[Record], dir: &Path) {
    let n = recs.len();
    let path = dir.join("trace.bz2");
    let accesses = recs
        .iter()
        .filter(|r| matches!(r, Record::Access(_)))
        .count();

    // Write.
    let c = cpu();
    let t = Instant::now();
    let mut w = TraceWriter::create(&path, &TraceHeader::default(), options()).expect("create");
    for r in recs {
        w.push(*r).expect("push");
    }
    let push_s = t.elapsed().as_secs_f64();
    let summary = w.finish().expect("finish");
    let write_s = t.elapsed().as_secs_f64();
    let write_cpu = cpu().0 - c.0;

    // Push alone: time the pushes that do not complete a block, once the writer's block
    // buffers are all in use (recycled, so their pages are already touched).
    let push_path = dir.join("push.bz2");
    let block = options().block_records;
    let mut w =
        TraceWriter::create(&push_path, &TraceHeader::default(), options()).expect("create");
    let (mut timed, mut pushed) = (0f64, 0usize);
    for (k, chunk) in recs.chunks(block).enumerate() {
        let (body, last) = chunk.split_at(chunk.len() - 1);
        let t = Instant::now();
        for r in body {
            w.push(*r).expect("push");
        }
        if k >= 8 {
            timed += t.elapsed().as_secs_f64();
            pushed += body.len();
        }
        w.push(last[0]).expect("push");
    }
    let push_ns = timed * 1e9 / pushed.max(1) as f64;
    w.finish().expect("finish");
    std::fs::remove_file(&push_path).expect("remove");

    // Read (all cores) and check.
    let c = cpu();
    let t = Instant::now();
    let reader = TraceReader::open(&path).expect("open");
    let mut count = 0usize;
    let mut same = true;
    for (r, orig) in reader.records().zip(recs) {
        let r = r.expect("read");
        same &= r == *orig;
        count += 1;
    }
    let read_s = t.elapsed().as_secs_f64();
    let read_cpu = cpu().0 - c.0;
    assert!(same && count == n, "read back differs");

    // Read by blocks (RecordIter::next_block: slices, no per-record iterator step).
    let c = cpu();
    let t = Instant::now();
    let reader = TraceReader::open(&path).expect("open");
    let mut it = reader.records();
    let mut count = 0usize;
    let mut same = true;
    while let Some(b) = it.next_block() {
        let b = b.expect("read");
        same &= recs.get(count..count + b.len()) == Some(b);
        count += b.len();
    }
    let blocks_s = t.elapsed().as_secs_f64();
    let blocks_cpu = cpu().0 - c.0;
    assert!(same && count == n, "read back by blocks differs");
    drop(it);

    // Read on one thread.
    let t = Instant::now();
    let one = TraceReader::open_with(
        &path,
        traceio::ReadOptions {
            threads: 1,
            ..Default::default()
        },
    )
    .expect("open");
    let c1 = one.records().count();
    let read1_s = t.elapsed().as_secs_f64();
    assert_eq!(c1, n);

    // The codec alone (one thread, no bzip2).
    let mut enc = traceio::codec::BlockEncoder::new();
    let mut dec = traceio::codec::BlockDecoder::new();
    let t = Instant::now();
    let mut body = Vec::new();
    for chunk in recs.chunks(block) {
        body.clear();
        enc.encode(chunk, &mut body);
        std::hint::black_box(&body);
    }
    let enc_s = t.elapsed().as_secs_f64();
    let bodies: Vec<Vec<u8>> = recs
        .chunks(block)
        .take(64)
        .map(|chunk| {
            let mut body = Vec::new();
            enc.encode(chunk, &mut body);
            body
        })
        .collect();
    let in_bodies: usize = recs.chunks(block).take(64).map(<[Record]>::len).sum();
    let t = Instant::now();
    let mut out = Vec::new();
    for body in &bodies {
        out.clear();
        dec.decode(body, &mut out).expect("decode");
    }
    let dec_s = t.elapsed().as_secs_f64();

    // The raw bytes bzcat yields, and the reference tools on them.
    let raw = command_bytes("bzcat", &[path.to_str().expect("utf-8 path")], &[]);
    let raw_path = dir.join("raw");
    std::fs::write(&raw_path, &raw).expect("write raw");
    let c = cpu();
    let t = Instant::now();
    let z = command_bytes(
        "bzip2",
        &["-9", "-c", raw_path.to_str().expect("utf-8")],
        &[],
    );
    let bzip2_s = t.elapsed().as_secs_f64();
    let bzip2_cpu = cpu().1 - c.1;
    let c = cpu();
    let t = Instant::now();
    let back = command_bytes("bzcat", &[], &z);
    let bzcat_s = t.elapsed().as_secs_f64();
    let bzcat_cpu = cpu().1 - c.1;
    assert_eq!(back.len(), raw.len());
    std::fs::remove_file(&raw_path).expect("remove");
    std::fs::remove_file(&path).expect("remove");

    let mb = raw.len() as f64 / 1e6;
    let write_rps = n as f64 / write_s;
    let read_rps = n as f64 / read_s;
    println!("records                         {n} ({accesses} accesses)");
    println!("file bytes                      {}", summary.bytes);
    println!(
        "bytes per access (compressed)   {:.3}   (target <= 1.5)",
        summary.bytes as f64 / accesses as f64
    );
    println!(
        "raw bytes per record            {:.3}   ({mb:.1} MB raw, what bzcat yields)",
        raw.len() as f64 / n as f64
    );
    println!(
        "write records/s                 {:.2} M  (target >= 6 M); pushes done after {:.2} s of {:.2} s; {:.2} CPU-s",
        write_rps / 1e6,
        push_s,
        write_s,
        write_cpu
    );
    println!("push of one record              {push_ns:.1} ns (no hand-over)");
    println!(
        "read records/s                  {:.2} M  (1 thread {:.2} M; target >= 12 M); {:.2} CPU-s",
        read_rps / 1e6,
        n as f64 / read1_s / 1e6,
        read_cpu
    );
    println!(
        "read by blocks (next_block)     {:.2} M  ({:.2} CPU-s)",
        n as f64 / blocks_s / 1e6,
        blocks_cpu
    );
    println!(
        "codec alone, 1 thread           encode {:.1} M/s, decode {:.1} M/s",
        n as f64 / enc_s / 1e6,
        in_bodies as f64 / dec_s / 1e6
    );
    println!(
        "bzip2 -9 on raw                 {:.1} MB/s = {:.2} M records/s; ours/bzip2 = {:.2}",
        mb / bzip2_s,
        n as f64 / bzip2_s / 1e6,
        bzip2_s / write_s
    );
    println!(
        "bzcat on raw                    {:.1} MB/s = {:.2} M records/s; ours/bzcat = {:.2}",
        mb / bzcat_s,
        n as f64 / bzcat_s / 1e6,
        bzcat_s / read_s
    );
    // CPU time is what a loaded machine does not distort much: records per CPU-second,
    // ours (all threads) against the tools on the same raw bytes.
    if write_cpu > 0.0 && bzip2_cpu > 0.0 {
        let per = |secs: f64| n as f64 / secs / 1e6;
        println!(
            "CPU: write {:.2} M rec/cpu-s vs bzip2 {:.2} (ratio {:.2}); read {:.2} vs bzcat {:.2} (ratio {:.2})",
            per(write_cpu),
            per(bzip2_cpu),
            bzip2_cpu / write_cpu,
            per(read_cpu),
            per(bzcat_cpu),
            bzcat_cpu / read_cpu
        );
        // What two otherwise idle cores would give at this run's own CPU rates (both
        // threads busy all the time: an upper bound). The tools' rates vary with the bytes
        // (bzip2 -9 measured 6-16 MB/s here), so no fixed MB/s figure is assumed.
        println!(
            "bound on 2 idle cores at these CPU rates: write {:.1} M/s, read {:.1} M/s",
            2.0 * per(write_cpu),
            2.0 * per(read_cpu)
        );
    }
}

/// The writer's default options, with `block_records` from `$BLOCK` when set.
fn options() -> WriterOptions {
    let mut o = WriterOptions::default();
    if let Some(b) = std::env::var("BLOCK").ok().and_then(|b| b.parse().ok()) {
        o.block_records = b;
    }
    o
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "unknown".into(),
        |s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    )
}

fn command_bytes(cmd: &str, args: &[&str], stdin: &[u8]) -> Vec<u8> {
    let mut child = Command::new(cmd)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("running {cmd}: {e}"));
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait");
    feeder.join().expect("stdin feeder");
    assert!(out.status.success(), "{cmd} failed");
    out.stdout
}

/// (this process's CPU seconds, its waited-for children's), from /proc/self/stat; zeros
/// where that file does not exist. Clock ticks are 100 per second on Linux.
fn cpu() -> (f64, f64) {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return (0.0, 0.0);
    };
    // Fields after the parenthesised command name; utime is field 14 overall.
    let rest = stat.rsplit_once(')').map_or("", |x| x.1);
    let f: Vec<f64> = rest
        .split_whitespace()
        .skip(11)
        .take(4)
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    if f.len() < 4 {
        return (0.0, 0.0);
    }
    ((f[0] + f[1]) / 100.0, (f[2] + f[3]) / 100.0)
}
