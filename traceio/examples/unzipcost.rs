//! Decompresses every stream of a trace file on one thread and decodes nothing: the bunzip2
//! part of reading (compare `bzcat FILE > /dev/null`, the C libbz2, on the same file).
//! `cargo run --release --example unzipcost TRACE`.

use traceio::frame::{decompress_stream, find_stream_starts};

fn main() {
    let path = std::env::args().nth(1).expect("usage: unzipcost TRACE");
    let map = std::fs::read(&path).expect("read");
    let starts = find_stream_starts(&map);
    let mut z = Vec::new();
    let mut raw = 0usize;
    for s in starts {
        decompress_stream(&map[s..], &mut z, 1 << 30).expect("stream");
        raw += z.len();
    }
    println!("{raw} bytes decompressed");
}
