//! Damaged files: truncation at every byte, flipped bytes, a killed writer.

mod common;

use common::*;
use traceio::synth::Synth;
use traceio::{FileEnd, ReadOptions, Record, TraceReader};

fn small_file(dir: &TempDir) -> (std::path::PathBuf, Vec<Record>, Vec<(u64, u64)>) {
    let recs = Synth::generate(40, 5);
    let path = dir.join("small.bz2");
    write(&path, &recs, 9, 2);
    let r = TraceReader::open(&path).unwrap();
    // (end offset of the block's stream, records up to and including it)
    let ends = (0..r.block_count())
        .map(|i| {
            let e = r.index_entry(i).unwrap();
            (e.offset + e.len, e.first_record + u64::from(e.count))
        })
        .collect();
    (path, recs, ends)
}

fn open(path: &std::path::Path, lenient: bool) -> Result<TraceReader, traceio::Error> {
    TraceReader::open_with(
        path,
        ReadOptions {
            lenient,
            threads: 2,
        },
    )
}

#[test]
fn truncation_at_every_byte_yields_exactly_the_complete_blocks() {
    let dir = TempDir::new("trunc");
    let (path, recs, ends) = small_file(&dir);
    let full = std::fs::read(&path).unwrap();
    let header_end = ends[0].0
        - TraceReader::open(&path)
            .unwrap()
            .index_entry(0)
            .unwrap()
            .len;
    let cut = dir.join("cut.bz2");
    for len in 0..=full.len() {
        std::fs::write(&cut, &full[..len]).unwrap();
        for lenient in [false, true] {
            let r = match open(&cut, lenient) {
                Ok(r) => r,
                Err(e) => {
                    assert!((len as u64) < header_end, "cut at {len}: {e}");
                    assert!(
                        matches!(e, traceio::Error::NotATrace { .. }),
                        "cut at {len}: {e}"
                    );
                    continue;
                }
            };
            assert!(
                len as u64 >= header_end,
                "cut at {len} opened without a header"
            );
            let got: Vec<Record> = r
                .records()
                .collect::<Result<_, _>>()
                .unwrap_or_else(|e| panic!("cut at {len}: {e}"));
            let complete = ends
                .iter()
                .filter(|(end, _)| *end <= len as u64)
                .map(|&(_, n)| n)
                .max()
                .unwrap_or(0);
            assert_eq!(got, recs[..complete as usize], "cut at {len}");
            if len == full.len() {
                assert_eq!(r.end(), FileEnd::Finished);
            } else {
                let FileEnd::Unfinished {
                    complete_len,
                    file_len,
                } = r.end()
                else {
                    panic!("cut at {len} reported finished");
                };
                assert_eq!(file_len, len as u64);
                assert!(complete_len <= file_len);
                let last_data_end = ends.iter().map(|e| e.0).filter(|&e| e <= len as u64).max();
                assert!(
                    complete_len >= last_data_end.unwrap_or(header_end),
                    "cut at {len}"
                );
            }
        }
    }
}

#[test]
fn flipped_bytes_are_detected() {
    let dir = TempDir::new("flip");
    let (path, recs, _) = small_file(&dir);
    let full = std::fs::read(&path).unwrap();
    let bad = dir.join("bad.bz2");
    let mut benign = 0;
    for i in 0..full.len() {
        for mask in [0x01u8, 0x80] {
            let mut b = full.clone();
            b[i] ^= mask;
            std::fs::write(&bad, &b).unwrap();
            // Strict: an error, or exactly the original records (a harmless flip, such as
            // a bzip2 level digit that still fits the block).
            let strict = open(&bad, false).and_then(|r| r.records().collect::<Result<Vec<_>, _>>());
            match strict {
                Ok(got) => {
                    assert_eq!(got, recs, "flip {mask:#x} at {i} read wrong records");
                    benign += 1;
                }
                Err(e) => {
                    let msg = e.to_string();
                    assert!(!msg.is_empty());
                }
            }
            // Lenient: never wrong records, only fewer; damage is reported when short.
            if let Ok(r) = open(&bad, true) {
                let mut it = r.records();
                let got: Vec<Record> = it.by_ref().map(|x| x.unwrap()).collect();
                assert_eq!(got, recs[..got.len()], "flip {mask:#x} at {i}");
                if got.len() < recs.len() {
                    assert!(
                        it.damage().is_some(),
                        "flip {mask:#x} at {i}: short without damage"
                    );
                }
            }
        }
    }
    assert!(benign < full.len() / 4, "{benign} flips went unnoticed");
}

#[test]
fn damage_reports_block_and_offset() {
    let dir = TempDir::new("where");
    let recs = Synth::generate(5000, 2);
    let path = dir.join("t.bz2");
    write(&path, &recs, 1000, 2);
    let r = TraceReader::open(&path).unwrap();
    let e2 = r.index_entry(2).unwrap();
    let mut b = std::fs::read(&path).unwrap();
    b[(e2.offset + e2.len / 2) as usize] ^= 0x55;
    std::fs::write(&path, &b).unwrap();
    let err = open(&path, false)
        .unwrap()
        .records()
        .find_map(Result::err)
        .expect("damage is an error in strict mode");
    match err {
        traceio::Error::Damaged { block, offset, .. } => {
            assert_eq!(block, 2);
            assert_eq!(offset, e2.offset);
        }
        e => panic!("unexpected {e}"),
    }
    let r = open(&path, true).unwrap();
    let mut it = r.records();
    let n = it.by_ref().count();
    assert_eq!(n, 2000);
    let d = it.damage().expect("reported").clone();
    assert_eq!((d.block, d.offset), (2, e2.offset));
    // The block API stops at the same place: two whole blocks, then the error (strict)
    // or the end with the damage kept (lenient).
    for lenient in [false, true] {
        let r = open(&path, lenient).unwrap();
        let mut it = r.records();
        let mut got = Vec::new();
        let mut error = None;
        while let Some(b) = it.next_block() {
            match b {
                Ok(b) => got.extend_from_slice(b),
                Err(e) => error = Some(e),
            }
        }
        assert_eq!(got, recs[..2000], "lenient {lenient}");
        assert_eq!(error.is_some(), !lenient);
        let d = it.damage().expect("reported");
        assert_eq!((d.block, d.offset), (2, e2.offset));
        assert!(it.next_block().is_none() && it.next().is_none());
    }
}

const CHILD_ENV: &str = "TRACEIO_KILL_CHILD_PATH";

/// Not a test of its own: the writer process that `killed_writer_*` starts (this test
/// binary run again with `kill_child --ignored`) and kills. Ignored in normal runs; run
/// without its parent it fails rather than pass without checking anything.
#[test]
#[ignore = "the child process of killed_writer_leaves_every_complete_block_readable"]
fn kill_child() {
    let path = std::env::var(CHILD_ENV).unwrap_or_else(|_| {
        panic!("kill_child is started by killed_writer_leaves_every_complete_block_readable")
    });
    let recs = Synth::generate(2_000_000, 11);
    let mut w = traceio::TraceWriter::create(
        &path,
        &header(),
        traceio::WriterOptions {
            block_records: 4096,
            ..Default::default()
        },
    )
    .unwrap();
    for (i, r) in recs.iter().enumerate() {
        w.push(*r).unwrap();
        if (i + 1) % (50 * 4096) == 0 {
            w.flush().unwrap();
        }
    }
    w.flush().unwrap();
    std::process::abort();
}

#[test]
fn killed_writer_leaves_every_complete_block_readable() {
    let dir = TempDir::new("kill");
    let path = dir.join("killed.bz2");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "kill_child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, &path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Kill it while it writes (or after it aborted by itself, if it was quick).
    let start = std::time::Instant::now();
    while std::fs::metadata(&path).map_or(0, |m| m.len()) < 100_000
        && start.elapsed().as_secs() < 60
    {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = child.kill();
    let status = child.wait().unwrap();
    assert!(!status.success());
    let recs = Synth::generate(2_000_000, 11);
    for lenient in [false, true] {
        let r = open(&path, lenient).unwrap();
        assert!(
            matches!(r.end(), FileEnd::Unfinished { .. }),
            "{:?}",
            r.end()
        );
        let got: Vec<Record> = r.records().collect::<Result<_, _>>().unwrap();
        assert!(!got.is_empty());
        assert_eq!(got.len() % 4096, 0, "only whole blocks");
        assert_eq!(got, recs[..got.len()]);
    }
}
