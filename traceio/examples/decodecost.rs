//! The reader's cost on a real trace, on one thread: bunzip2 and block decoding of the
//! first BLOCKS data blocks (default all) with their flow items, as a replay reads them
//! (`RecordIter::next_block_flow`), for instruction counting under a profiler
//! (`valgrind --tool=callgrind --dump-instr=no`, then `callgrind_annotate`).
//! `cargo run --release -p traceio --example decodecost -- TRACE [BLOCKS]`.

use traceio::{ReadOptions, TraceReader};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: decodecost TRACE [BLOCKS]"))?;
    let limit: usize = args.next().map_or(Ok(usize::MAX), |s| s.parse())?;
    let opts = ReadOptions {
        lenient: false,
        threads: 0,
    };
    let reader = TraceReader::open_with(std::path::Path::new(&path), opts)?;
    let mut it = reader.records();
    let (mut blocks, mut records, mut items) = (0usize, 0usize, 0usize);
    while blocks < limit {
        let Some(b) = it.next_block_flow() else { break };
        let (r, f) = b?;
        blocks += 1;
        records += r.len();
        items += f.len();
    }
    println!("{blocks} blocks, {records} records, {items} flow items");
    Ok(())
}
