//! Iteration over records, decoding blocks in parallel on background threads and handing
//! them back in file order (bounded: each thread runs at most two blocks ahead).

use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

use crate::codec::BlockDecoder;
use crate::reader::{Damage, Decoded, Shared, TraceReader};
use crate::record::Record;
use crate::Error;

type BlockResult = Result<Vec<Record>, Damage>;

struct Worker {
    results: Receiver<BlockResult>,
    recycle: Sender<Vec<Record>>,
}

enum Source {
    /// Decoding on the calling thread.
    Inline {
        dec: Box<BlockDecoder>,
        zbuf: Vec<u8>,
        spare: Vec<Record>,
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
                spare: Vec::new(),
            }
        } else {
            let mut workers = Vec::with_capacity(threads);
            let mut handles = Vec::with_capacity(threads);
            for w in 0..threads {
                let (tx, rx) = sync_channel::<BlockResult>(2);
                let (rtx, rrx) = channel::<Vec<Record>>();
                let sh = Arc::clone(&shared);
                let spawned = std::thread::Builder::new()
                    .name(format!("traceio-read{w}"))
                    .spawn(move || {
                        let mut dec = BlockDecoder::new();
                        let mut zbuf = Vec::new();
                        let mut i = start_block + w;
                        while i < sh.blocks.len() {
                            let mut out = rrx.try_recv().unwrap_or_default();
                            out.clear();
                            let r = match sh.decode_block(i, &mut dec, &mut zbuf, &mut out) {
                                Ok(_) => Ok(out),
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
                    spare: Vec::new(),
                }
            }
        };
        RecordIter {
            lenient: reader.opts.lenient,
            next_index: start_block,
            start_block,
            min_time,
            cur: Vec::new(),
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
        if self.pos >= self.cur.len() {
            if self.done {
                return None;
            }
            match self.fetch_block() {
                Ok(true) => {}
                Ok(false) => {
                    self.done = true;
                    return None;
                }
                Err(d) => return self.fail(d).map(Err),
            }
        }
        let start = self.pos;
        self.pos = self.cur.len();
        Some(Ok(&self.cur[start..]))
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
            let old = std::mem::take(&mut self.cur);
            self.pos = 0;
            match &mut self.source {
                Source::Inline { dec, zbuf, spare } => {
                    *spare = old;
                    spare.clear();
                    match self.shared.decode_block(i, dec, zbuf, spare)? {
                        Decoded::Records => std::mem::swap(&mut self.cur, spare),
                        Decoded::Other => continue,
                    }
                }
                Source::Threads { workers, .. } => {
                    let w = &workers[(i - self.start_block) % workers.len()];
                    if old.capacity() > 0 {
                        let _ = w.recycle.send(old);
                    }
                    match w.results.recv() {
                        Ok(r) => self.cur = r?,
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
            if !self.cur.is_empty() {
                return Ok(true);
            }
        }
    }
}

impl Iterator for RecordIter {
    type Item = Result<Record, Error>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if let Some(r) = self.cur.get(self.pos) {
            self.pos += 1;
            return Some(Ok(*r));
        }
        if self.done {
            return None;
        }
        match self.fetch_block() {
            Ok(true) => {
                let r = self.cur[self.pos];
                self.pos += 1;
                Some(Ok(r))
            }
            Ok(false) => {
                self.done = true;
                None
            }
            Err(d) => self.fail(d).map(Err),
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
