//! Prints, for a synthetic stream, each column's raw and bzip2-compressed size per record:
//! where the bytes of the format go. `cargo run --release --example colstats [RECORDS]`.

use traceio::codec::{BlockEncoder, BODY_HEADER, COLUMNS};
use traceio::synth::Synth;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let block: usize = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1 << 16);
    let recs = Synth::generate(n, 1);
    let mut enc = BlockEncoder::new();
    let mut cols: Vec<Vec<u8>> = vec![Vec::new(); COLUMNS];
    let mut body = Vec::new();
    for chunk in recs.chunks(block) {
        body.clear();
        enc.encode(chunk, &mut body);
        let mut at = BODY_HEADER;
        for (c, col) in cols.iter_mut().enumerate() {
            let l = u32::from_le_bytes(body[20 + 4 * c..24 + 4 * c].try_into().unwrap()) as usize;
            col.extend_from_slice(&body[at..at + l]);
            at += l;
        }
    }
    let names = [
        "ctl", "pc", "shape", "time", "addr", "value", "event", "flags",
    ];
    let mut total = (0, 0);
    for (name, col) in names.iter().zip(&cols) {
        let mut z = Vec::new();
        traceio::frame::compress_stream(col, 9, &mut z);
        total.0 += col.len();
        total.1 += z.len();
        println!(
            "{name:6} raw {:.3} B/rec  bzip2 {:.3} B/rec",
            col.len() as f64 / n as f64,
            z.len() as f64 / n as f64
        );
    }
    println!(
        "total  raw {:.3} B/rec  bzip2 {:.3} B/rec",
        total.0 as f64 / n as f64,
        total.1 as f64 / n as f64
    );
}
