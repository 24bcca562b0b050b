//! Iteration over records, decoding blocks in parallel on background threads and handing
//! them back in file order (bounded: each thread runs at most two blocks ahead).

use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

use crate::codec::BlockDecoder;
use crate::flow::FlowItem;
use crate::reader::{Damage, Decoded, Shared, TraceReader};
use crate::record::Record;
use crate::Error;

/// A block's records and its flow items, as [`RecordIter::next_block_flow`] lends them.
pub type BlockFlow<'a> = (&'a [Record], &'a [FlowItem]);

/// A decoded block: its records and its flow items.
type Block = (Vec<Record>, Vec<FlowItem>);
type BlockResult = Result<Block, Damage>;

struct Worker {
    results: Receiver<BlockResult>,
    recycle: Sender<Block>,
}

enum Source {
    /// Decoding on the calling thread.
    Inline {
        dec: Box<BlockDecoder>,
        zbuf: Vec<u8>,
        spare: Block,
    },
    /// Worker `w` decodes blocks `start + w`, `start + w + n`, ... in order.
    Threads {
        workers: Vec<Worker>,
        handles: Vec<JoinHandle<()>>,
    },
}

/// Iterator over the records of a trace (see [`TraceReader::records`]).
pub struct RecordIter {
    shared: Arc<Shared>,
    lenient: bool,
    next_index: usize,
    start_block: usize,
    min_time: u64,
    cur: Vec<Record>,
    /// The flow items of the current block.
    cur_flow: Vec<FlowItem>,
    /// Flow items of the rest of a block that `next` started, re-counted.
    rest_flow: Vec<FlowItem>,
    pos: usize,
    source: Source,
    damage: Option<Damage>,
    done: bool,
}

impl RecordIter {
    pub(crate) fn new(reader: &TraceReader, start_block: usize, min_time: u64) -> RecordIter {
        let shared = Arc::clone(&reader.shared);
        let n_blocks = shared.blocks.len();
        let threads = reader
            .opts
            .threads
            .min(n_blocks.saturating_sub(start_block));
        let source = if threads <= 1 {
            Source::Inline {
                dec: Box::new(BlockDecoder::new()),
                zbuf: Vec::new(),
                spare: Block::default(),
            }
        } else {
            let mut workers = Vec::with_capacity(threads);
            let mut handles = Vec::with_capacity(threads);
            for w in 0..threads {
                let (tx, rx) = sync_channel::<BlockResult>(2);
                let (rtx, rrx) = channel::<Block>();
                let sh = Arc::clone(&shared);
                let spawned = std::thread::Builder::new()
                    .name(format!("traceio-read{w}"))
                    .spawn(move || {
                        let mut dec = BlockDecoder::new();
                        let mut zbuf = Vec::new();
                        let mut i = start_block + w;
                        while i < sh.blocks.len() {
                            let (mut out, mut flow) = rrx.try_recv().unwrap_or_default();
                            out.clear();
                            flow.clear();
                            let r = match sh
                                .decode_block(i, &mut dec, &mut zbuf, &mut out, &mut flow)
                            {
                                Ok(_) => Ok((out, flow)),
                                Err(d) => Err(d),
                            };
                            let stop = r.is_err();
                            if tx.send(r).is_err() || stop {
                                return;
                            }
                            i += threads;
                        }
                    });
                match spawned {
                    Ok(h) => {
                        handles.push(h);
                        workers.push(Worker {
                            results: rx,
                            recycle: rtx,
                        });
                    }
                    // Could not start a thread: decode what this worker would have inline.
                    Err(_) => break,
                }
            }
            if workers.len() == threads {
                Source::Threads { workers, handles }
            } else {
                drop(workers);
                for h in handles {
                    let _ = h.join();
                }
                Source::Inline {
                    dec: Box::new(BlockDecoder::new()),
                    zbuf: Vec::new(),
                    spare: Block::default(),
                }
            }
        };
        RecordIter {
            lenient: reader.opts.lenient,
            next_index: start_block,
            start_block,
            min_time,
            cur: Vec::new(),
            cur_flow: Vec::new(),
            rest_flow: Vec::new(),
            pos: 0,
            source,
            damage: reader.open_damage().cloned(),
            done: false,
            shared,
        }
    }

    /// Damage that ended the iteration (lenient mode), or that was found when opening.
    pub fn damage(&self) -> Option<&Damage> {
        self.damage.as_ref()
    }

    /// Number of the block the next record comes from (blocks already handed out).
    pub fn blocks_read(&self) -> usize {
        self.next_index
    }

    /// The records of the next block, as a slice borrowed until the next call: the block
    /// API for consumers that work a block at a time (no per-record iterator step). If
    /// [`Iterator::next`] already took some records of the current block, this returns
    /// the rest of that block first. Blocks are decoded ahead on the reader's threads, each
    /// keeping its decoder and the record buffers being recycled, as for `next`. `None` at
    /// the end; damage ends the iteration as for `next`: an error in strict mode, `None`
    /// and [`RecordIter::damage`] in lenient mode.
    pub fn next_block(&mut self) -> Option<Result<&[Record], Error>> {
        while self.pos >= self.cur.len() {
            if let Err(e) = self.advance()? {
                return Some(Err(e));
            }
        }
        let start = self.pos;
        self.pos = self.cur.len();
        Some(Ok(&self.cur[start..]))
    }

    /// As [`RecordIter::next_block`], with the block's flow items (format versions 3 and 4; none
    /// for version 2), each `at` counted from the first record of the returned slice. A
    /// block may hold flow items and no records (the writer's last block can). This is
    /// what a replay reads: iterate with this alone, from the start of the trace.
    pub fn next_block_flow(&mut self) -> Option<Result<BlockFlow<'_>, Error>> {
        if self.pos >= self.cur.len() {
            if let Err(e) = self.advance()? {
                return Some(Err(e));
            }
        }
        let start = self.pos;
        self.pos = self.cur.len();
        if start == 0 {
            return Some(Ok((&self.cur, &self.cur_flow)));
        }
        self.rest_flow.clear();
        self.rest_flow.extend(
            self.cur_flow
                .iter()
                .filter(|f| f.at as usize >= start)
                .map(|f| FlowItem {
                    at: f.at - start as u32,
                    flow: f.flow,
                }),
        );
        Some(Ok((&self.cur[start..], &self.rest_flow)))
    }

    /// Fetches the next block: `None` at the end, `Some(Err)` on damage in strict mode.
    fn advance(&mut self) -> Option<Result<(), Error>> {
        if self.done {
            return None;
        }
        match self.fetch_block() {
            Ok(true) => Some(Ok(())),
            Ok(false) => {
                self.done = true;
                None
            }
            Err(d) => self.fail(d).map(Err),
        }
    }

    /// Ends the iteration at damage `d`: the error to yield in strict mode, `None` in
    /// lenient mode (where `d` is kept for [`RecordIter::damage`]).
    fn fail(&mut self, d: Damage) -> Option<Error> {
        self.done = true;
        self.cur.clear();
        self.pos = 0;
        let e = (!self.lenient).then(|| Error::damaged(&self.shared.path, &d));
        self.damage = Some(d);
        e
    }

    /// Fetches the next block into `cur`; `Ok(false)` at the end.
    fn fetch_block(&mut self) -> Result<bool, Damage> {
        loop {
            let i = self.next_index;
            if i >= self.shared.blocks.len() {
                return Ok(false);
            }
            self.next_index += 1;
            let old = (
                std::mem::take(&mut self.cur),
                std::mem::take(&mut self.cur_flow),
            );
            self.pos = 0;
            match &mut self.source {
                Source::Inline { dec, zbuf, spare } => {
                    *spare = old;
                    spare.0.clear();
                    spare.1.clear();
                    let (out, flow) = spare;
                    match self.shared.decode_block(i, dec, zbuf, out, flow)? {
                        Decoded::Records => {
                            std::mem::swap(&mut self.cur, &mut spare.0);
                            std::mem::swap(&mut self.cur_flow, &mut spare.1);
                        }
                        Decoded::Other => continue,
                    }
                }
                Source::Threads { workers, .. } => {
                    let w = &workers[(i - self.start_block) % workers.len()];
                    if old.0.capacity() > 0 {
                        let _ = w.recycle.send(old);
                    }
                    match w.results.recv() {
                        Ok(r) => (self.cur, self.cur_flow) = r?,
                        Err(_) => {
                            return Err(self.shared.damage(
                                i as u64,
                                self.shared.blocks[i].offset,
                                "decoding thread stopped",
                            ))
                        }
                    }
                }
            }
            if self.min_time > 0 {
                let t = self.min_time;
                self.pos = self.cur.partition_point(|r| r.time() < t);
                if self.pos == self.cur.len() {
                    continue;
                }
                self.min_time = 0;
            }
            if !self.cur.is_empty() || !self.cur_flow.is_empty() {
                return Ok(true);
            }
        }
    }
}

impl Iterator for RecordIter {
    type Item = Result<Record, Error>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.cur.get(self.pos) {
                self.pos += 1;
                return Some(Ok(*r));
            }
            if let Err(e) = self.advance()? {
                return Some(Err(e));
            }
        }
    }
}

impl Drop for RecordIter {
    fn drop(&mut self) {
        if let Source::Threads { workers, handles } = &mut self.source {
            // Closing the result channels makes every worker's next send fail.
            workers.clear();
            for h in handles.drain(..) {
                let _ = h.join();
            }
        }
    }
}
