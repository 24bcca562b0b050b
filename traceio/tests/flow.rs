//! The instruction stream (format versions 3 and 4): flow items written between records read
//! back in the same places, whatever the block size, thread count or content; a record
//! reader sees only the records; version-2 frames (eight columns) are still read.

mod common;

use common::*;
use proptest::prelude::*;
use traceio::codec::BlockEncoder;
use traceio::frame::{compress_stream, put_frame_header, FrameKind};
use traceio::synth::Synth;
use traceio::{Item, Record, TraceReader};

fn records_of(items: &[Item]) -> Vec<Record> {
    items
        .iter()
        .filter_map(|i| match i {
            Item::Record(r) => Some(*r),
            Item::Flow(_) => None,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn flow_items_round_trip(items in any_items(300), block in 1usize..64, threads in 1usize..3) {
        let dir = TempDir::new("flow");
        let path = dir.join("t.bz2");
        write_items(&path, &items, block, threads);
        prop_assert_eq!(&read_items(&path, threads), &items);
        prop_assert_eq!(read_all(&path, threads), records_of(&items));
    }
}

#[test]
fn a_synthetic_run_with_its_instruction_stream_round_trips() {
    let recs = Synth::generate(300_000, 5);
    let items = traceio::flow::synthetic_stream(&recs, 9);
    let jumps = items
        .iter()
        .filter(|i| matches!(i, Item::Flow(traceio::Flow::Jump { .. })))
        .count();
    assert!(jumps > 10_000, "{jumps} jumps");
    let dir = TempDir::new("flow-synth");
    let path = dir.join("t.bz2");
    write_items(&path, &items, 1 << 17, 2);
    assert_eq!(read_items(&path, 2), items);
    assert_eq!(read_all(&path, 1), recs);
}

/// A version-2 file made by hand: the current body of a block without flow items, less
/// its flow column (empty: every group is the prediction), in frames of version 2.
fn version2_file(recs: &[Record], path: &std::path::Path) {
    let mut file = Vec::new();
    let mut frame = |kind: FrameKind, body: &[u8]| {
        let mut raw = Vec::new();
        put_frame_header(&mut raw, kind, body.len());
        raw[4] = 2;
        raw.extend_from_slice(body);
        compress_stream(&raw, 9, &mut file);
    };
    let mut h = header();
    h.format_version = 2;
    frame(FrameKind::Header, &serde_json::to_vec(&h).unwrap());
    for chunk in recs.chunks(1000) {
        let mut body = Vec::new();
        BlockEncoder::new().encode(chunk, &mut body);
        let flow_len = u32::from_le_bytes(body[52..56].try_into().unwrap()) as usize;
        assert_eq!(flow_len, 0, "every group is the (empty) prediction");
        let mut v2 = body[..52].to_vec();
        v2.extend_from_slice(&body[56..]);
        frame(FrameKind::Data, &v2);
    }
    std::fs::write(path, file).unwrap();
}

#[test]
fn version_2_files_are_still_read() {
    let recs = Synth::generate(5_000, 3);
    let dir = TempDir::new("flow-v2");
    let path = dir.join("v2.bz2");
    version2_file(&recs, &path);
    let r = TraceReader::open(&path).unwrap();
    assert_eq!(r.header().format_version, 2);
    assert_eq!(r.block_count(), 5);
    assert_eq!(read_all(&path, 2), recs);
    assert_eq!(
        read_items(&path, 1),
        recs.into_iter().map(Item::Record).collect::<Vec<_>>()
    );
}
