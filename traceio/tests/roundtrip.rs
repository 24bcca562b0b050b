//! Round trips: records → file → records, over arbitrary and patterned sequences.

mod common;

use common::*;
use proptest::prelude::*;
use traceio::codec::{BlockDecoder, BlockEncoder};
use traceio::synth::Synth;
use traceio::{FileEnd, Record, TraceReader};

fn codec_round_trip(recs: &[Record]) -> Result<(), TestCaseError> {
    let mut body = Vec::new();
    let s = BlockEncoder::new().encode(recs, &mut body);
    prop_assert_eq!(s.count as usize, recs.len());
    let mut out = Vec::new();
    BlockDecoder::new()
        .decode(&body, &mut out)
        .map_err(TestCaseError::fail)?;
    prop_assert_eq!(out, recs);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_records_round_trip_through_the_codec(
        recs in prop::collection::vec(prop_oneof![4 => any_access(), 1 => any_event()], 0..200)
    ) {
        codec_round_trip(&recs)?;
    }

    #[test]
    fn patterned_records_round_trip_through_the_codec(recs in patterned(400)) {
        codec_round_trip(&recs)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn records_round_trip_through_files(
        recs in prop_oneof![
            prop::collection::vec(prop_oneof![4 => any_access(), 1 => any_event()], 0..300),
            patterned(600),
        ],
        block in 1usize..80,
        threads in 1usize..4,
    ) {
        let dir = TempDir::new("rt");
        let path = dir.join("t.bz2");
        write(&path, &recs, block, threads);
        prop_assert_eq!(read_all(&path, 1), recs.clone());
        prop_assert_eq!(read_all(&path, 3), recs.clone());
        let r = TraceReader::open(&path).unwrap();
        prop_assert_eq!(r.end(), FileEnd::Finished);
        prop_assert_eq!(r.record_count(), Some(recs.len() as u64));
        prop_assert_eq!(r.block_count(), recs.len().div_ceil(block));
        for i in 0..r.block_count() {
            let b = r.read_block(i).unwrap();
            let e = r.index_entry(i).unwrap();
            prop_assert_eq!(&b[..], &recs[e.first_record as usize..][..b.len()]);
        }
    }

    /// The block API yields the same records as the iterator, in blocks of the file's
    /// block size (`skip` records taken with `next` first: the rest of that block comes
    /// first), and with either number of threads.
    #[test]
    fn next_block_yields_the_records_block_by_block(
        recs in patterned(300),
        block in 1usize..50,
        skip in 0usize..60,
        threads in 1usize..4,
    ) {
        let dir = TempDir::new("blocks");
        let path = dir.join("t.bz2");
        write(&path, &recs, block, 2);
        let opts = traceio::ReadOptions { threads, ..Default::default() };
        let r = TraceReader::open_with(&path, opts).unwrap();
        let mut it = r.records();
        let mut got: Vec<Record> = it.by_ref().take(skip).map(Result::unwrap).collect();
        let mut sizes = Vec::new();
        while let Some(b) = it.next_block() {
            let b = b.unwrap();
            prop_assert!(!b.is_empty());
            sizes.push(b.len());
            got.extend_from_slice(b);
        }
        prop_assert!(it.next_block().is_none() && it.next().is_none());
        prop_assert_eq!(&got, &recs);
        let taken = skip.min(recs.len());
        // Blocks hold `block` records (the last one fewer); the first slice is the rest
        // of the block `next` stopped in.
        let mut want = Vec::new();
        let mut at = taken;
        while at < recs.len() {
            let end = ((at / block + 1) * block).min(recs.len());
            want.push(end - at);
            at = end;
        }
        prop_assert_eq!(sizes, want);
    }

    #[test]
    fn seeking_finds_the_first_record_at_or_after_a_time(
        recs in patterned(500),
        block in 1usize..40,
        t in 0u64..800,
    ) {
        let dir = TempDir::new("seek");
        let path = dir.join("t.bz2");
        write(&path, &recs, block, 2);
        let r = TraceReader::open(&path).unwrap();
        let got: Vec<Record> = r.records_from(t).unwrap().collect::<Result<_, _>>().unwrap();
        let want: Vec<Record> = recs.iter().copied().filter(|x| x.time() >= t).collect();
        prop_assert_eq!(&got, &want);
        let mut it = r.records_from(t).unwrap();
        let mut by_blocks = Vec::new();
        while let Some(b) = it.next_block() {
            by_blocks.extend_from_slice(b.unwrap());
        }
        prop_assert_eq!(by_blocks, want);
    }
}

#[test]
fn synthetic_stream_round_trips_and_compresses() {
    let recs = Synth::generate(300_000, 3);
    let dir = TempDir::new("synth");
    let path = dir.join("t.bz2");
    write(&path, &recs, 1 << 16, 2);
    assert_eq!(read_all(&path, 2), recs);
    let accesses = recs
        .iter()
        .filter(|r| matches!(r, Record::Access(_)))
        .count();
    let bytes = std::fs::metadata(&path).unwrap().len();
    // The benchmark's figure of merit, checked loosely here so a regression shows.
    assert!(
        (bytes as f64) / (accesses as f64) < 1.5,
        "{bytes} bytes for {accesses} accesses"
    );
}

#[test]
fn header_round_trips() {
    let dir = TempDir::new("hdr");
    let path = dir.join("t.bz2");
    let mut h = header();
    h.object_model = Some(traceio::dump::ObjectModel {
        header: 8,
        status: 0,
        tib: 4,
        array_length: 8,
        array_data: 12,
        reference: 4,
        align: 4,
    });
    h.extra.insert("collector".into(), "semispace".into());
    let w = traceio::TraceWriter::create(&path, &h, Default::default()).unwrap();
    w.finish().unwrap();
    let r = TraceReader::open(&path).unwrap();
    h.format_version = u32::from(traceio::FORMAT_VERSION);
    assert_eq!(r.header(), &h);
    assert_eq!(r.records().count(), 0);
}

#[test]
fn dropping_the_writer_finishes_the_file() {
    let dir = TempDir::new("drop");
    let path = dir.join("t.bz2");
    let recs = Synth::generate(1000, 9);
    {
        let mut w = traceio::TraceWriter::create(&path, &header(), Default::default()).unwrap();
        for r in &recs {
            w.push(*r).unwrap();
        }
    }
    let r = TraceReader::open(&path).unwrap();
    assert_eq!(r.end(), FileEnd::Finished);
    assert_eq!(read_all(&path, 2), recs);
}

#[test]
fn opening_a_non_trace_is_a_clear_error() {
    let dir = TempDir::new("bad");
    let path = dir.join("x");
    for content in [&b""[..], b"hello world", b"BZh91AY&SY garbage garbage"] {
        std::fs::write(&path, content).unwrap();
        let e = TraceReader::open(&path).err().expect("must fail");
        assert!(matches!(e, traceio::Error::NotATrace { .. }), "{e}");
    }
    let e = TraceReader::open(dir.join("missing"))
        .err()
        .expect("must fail");
    assert!(matches!(e, traceio::Error::Io { .. }), "{e}");
}
