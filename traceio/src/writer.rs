//! The streaming writer: records go into a block buffer on the caller's thread; full
//! blocks are encoded and compressed on background threads and written in order by an
//! I/O thread, so the file on disk is always a valid prefix (`docs/trace-format.md`,
//! "Crash safety").

use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;

use crate::codec::BlockEncoder;
use crate::flow::{Flow, FlowItem};
use crate::frame::{compress_stream, put_frame_header, FrameKind, FRAME_HEADER};
use crate::header::TraceHeader;
use crate::index::{IndexEntry, Trailer};
use crate::record::{Access, Event, Record};
use crate::Error;

/// Writer settings.
#[derive(Clone, Debug)]
pub struct WriterOptions {
    /// Records per block (the unit of compression, seeking and crash loss). Default 131072
    /// (128 Ki): against 64 Ki, the real jess stream compresses 22 % smaller and writes and
    /// reads about 10 % faster; 256 Ki shrinks it further but is slow to compress on
    /// repetitive streams (docs/trace-format.md, "Figures").
    pub block_records: usize,
    /// Compression threads; default: the number of cores.
    pub threads: usize,
    /// bzip2 level 1..=9 (block size in 100 kB). Default 9.
    pub level: u32,
}

impl Default for WriterOptions {
    fn default() -> Self {
        WriterOptions {
            block_records: 1 << 17,
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            level: 9,
        }
    }
}

/// What a finished file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteSummary {
    /// Records written.
    pub records: u64,
    /// Data blocks written.
    pub blocks: u64,
    /// File size in bytes.
    pub bytes: u64,
    /// Sum of the data frames' uncompressed sizes (what `bzcat` yields for them).
    pub raw_bytes: u64,
}

struct Job {
    seq: u64,
    records: Vec<Record>,
    flow: Vec<FlowItem>,
}

/// A block buffer: records and flow items.
type Buffers = (Vec<Record>, Vec<FlowItem>);

struct Done {
    seq: u64,
    compressed: Vec<u8>,
    raw_len: usize,
    entry: IndexEntry,
}

/// How far the I/O thread got: blocks written, shared with `flush`.
struct Progress {
    written: Mutex<u64>,
    cond: Condvar,
}

/// Writes a trace file. Dropping it finishes the file (errors are then lost: call
/// [`TraceWriter::finish`] to see them).
pub struct TraceWriter {
    buf: Vec<Record>,
    flow: Vec<FlowItem>,
    block_records: usize,
    seq: u64,
    records: u64,
    work: Option<SyncSender<Job>>,
    free: Receiver<Buffers>,
    buffers_made: usize,
    max_buffers: usize,
    failed: Arc<AtomicBool>,
    progress: Arc<Progress>,
    workers: Vec<JoinHandle<()>>,
    io: Option<JoinHandle<Result<WriteSummary, Error>>>,
}

impl TraceWriter {
    /// Creates `path` (truncating it) and writes the header frame.
    pub fn create(
        path: impl AsRef<Path>,
        header: &TraceHeader,
        opts: WriterOptions,
    ) -> Result<TraceWriter, Error> {
        let path = path.as_ref().to_path_buf();
        let file = File::create(&path).map_err(|e| Error::io(&path, e))?;
        Self::from_file(file, path, header, opts)
    }

    /// Writes the trace into `file`, already created and empty (by a caller that opens it
    /// safely, e.g. relative to a directory descriptor without following symlinks);
    /// `path` names it in error messages.
    pub fn from_file(
        mut file: File,
        path: impl Into<PathBuf>,
        header: &TraceHeader,
        opts: WriterOptions,
    ) -> Result<TraceWriter, Error> {
        let path = path.into();
        let mut header = header.clone();
        header.format_version = u32::from(crate::FORMAT_VERSION);
        let json = serde_json::to_vec(&header).expect("a header always serializes");
        let mut raw = Vec::with_capacity(json.len() + FRAME_HEADER);
        put_frame_header(&mut raw, FrameKind::Header, json.len());
        raw.extend_from_slice(&json);
        let mut z = Vec::new();
        compress_stream(&raw, opts.level.clamp(1, 9), &mut z);
        file.write_all(&z).map_err(|e| Error::io(&path, e))?;
        Self::spawn(file, path, z.len() as u64, opts)
    }

    fn spawn(
        file: File,
        path: PathBuf,
        header_len: u64,
        opts: WriterOptions,
    ) -> Result<TraceWriter, Error> {
        let threads = opts.threads.max(1);
        let level = opts.level.clamp(1, 9);
        let block_records = opts.block_records.clamp(1, u32::MAX as usize);
        let (work_tx, work_rx) = sync_channel::<Job>(threads);
        let work_rx = Arc::new(Mutex::new(work_rx));
        let (done_tx, done_rx) = sync_channel::<Done>(threads * 2);
        let (free_tx, free_rx) = channel::<Buffers>();
        let failed = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Progress {
            written: Mutex::new(0),
            cond: Condvar::new(),
        });
        let mut workers = Vec::with_capacity(threads);
        for i in 0..threads {
            let rx = Arc::clone(&work_rx);
            let tx = done_tx.clone();
            let free = free_tx.clone();
            let h = std::thread::Builder::new()
                .name(format!("traceio-zip{i}"))
                .spawn(move || compress_worker(&rx, &tx, &free, level))
                .map_err(|e| Error::io(&path, e))?;
            workers.push(h);
        }
        drop(done_tx);
        let io_failed = Arc::clone(&failed);
        let io_progress = Arc::clone(&progress);
        let io_path = path.clone();
        let io = std::thread::Builder::new()
            .name("traceio-write".into())
            .spawn(move || {
                io_thread(
                    file,
                    io_path,
                    header_len,
                    level,
                    &done_rx,
                    &io_failed,
                    &io_progress,
                )
            })
            .map_err(|e| Error::io(&path, e))?;
        Ok(TraceWriter {
            buf: Vec::with_capacity(block_records),
            flow: Vec::new(),
            block_records,
            seq: 0,
            records: 0,
            work: Some(work_tx),
            free: free_rx,
            buffers_made: 1,
            max_buffers: 2 * threads + 3,
            failed,
            progress,
            workers,
            io: Some(io),
        })
    }

    /// Appends one record. Cheap unless it completes a block, which is then handed to the
    /// compression threads (waiting only if they are all busy and the queue is full).
    #[inline]
    pub fn push(&mut self, r: Record) -> Result<(), Error> {
        self.buf.push(r);
        if self.buf.len() >= self.block_records {
            self.hand_over()?;
        }
        Ok(())
    }

    /// Appends an item of the instruction stream (format versions 3 and later): it is
    /// stored before the next record pushed, or at the end of the trace.
    #[inline]
    pub fn push_flow(&mut self, f: Flow) {
        self.flow.push(FlowItem {
            at: self.buf.len() as u32,
            flow: f,
        });
    }

    /// Appends one access.
    #[inline]
    pub fn push_access(&mut self, a: Access) -> Result<(), Error> {
        self.push(Record::Access(a))
    }

    /// Appends one event.
    #[inline]
    pub fn push_event(&mut self, e: Event) -> Result<(), Error> {
        self.push(Record::Event(e))
    }

    /// Records pushed so far.
    pub fn records(&self) -> u64 {
        self.records + self.buf.len() as u64
    }

    #[cold]
    fn hand_over(&mut self) -> Result<(), Error> {
        if self.buf.is_empty() && self.flow.is_empty() {
            return Ok(());
        }
        if self.failed.load(Ordering::Relaxed) {
            return Err(Error::WriterFailed);
        }
        let next = if let Ok(v) = self.free.try_recv() {
            v
        } else if self.buffers_made < self.max_buffers {
            self.buffers_made += 1;
            (Vec::with_capacity(self.block_records), Vec::new())
        } else {
            self.free.recv().map_err(|_| Error::WriterFailed)?
        };
        let records = std::mem::replace(&mut self.buf, next.0);
        let flow = std::mem::replace(&mut self.flow, next.1);
        self.records += records.len() as u64;
        let job = Job {
            seq: self.seq,
            records,
            flow,
        };
        self.seq += 1;
        let work = self.work.as_ref().ok_or(Error::WriterFailed)?;
        work.send(job).map_err(|_| Error::WriterFailed)
    }

    /// Ends the current block early and waits until every block so far is in the file
    /// (written to the OS, not synced to disk).
    pub fn flush(&mut self) -> Result<(), Error> {
        self.hand_over()?;
        let mut written = self.progress.written.lock().expect("progress lock");
        while *written < self.seq {
            let io_gone = self.io.as_ref().map_or(true, |h| h.is_finished());
            if self.failed.load(Ordering::Relaxed) || io_gone {
                return Err(Error::WriterFailed);
            }
            written = self
                .progress
                .cond
                .wait_timeout(written, std::time::Duration::from_millis(50))
                .expect("progress lock")
                .0;
        }
        Ok(())
    }

    /// Writes the last block, the index and the trailer, and syncs the file.
    pub fn finish(mut self) -> Result<WriteSummary, Error> {
        self.finish_inner()
    }

    fn finish_inner(&mut self) -> Result<WriteSummary, Error> {
        let handed = self.hand_over();
        self.work = None;
        for w in self.workers.drain(..) {
            if w.join().is_err() {
                self.failed.store(true, Ordering::Relaxed);
            }
        }
        let io = self.io.take().ok_or(Error::WriterFailed)?;
        let summary = io.join().map_err(|_| Error::WriterFailed)??;
        handed?;
        Ok(summary)
    }
}

impl Drop for TraceWriter {
    fn drop(&mut self) {
        if self.io.is_some() {
            // Errors cannot be reported from drop; `finish` reports them.
            let _ = self.finish_inner();
        }
    }
}

fn compress_worker(
    rx: &Mutex<Receiver<Job>>,
    tx: &SyncSender<Done>,
    free: &Sender<Buffers>,
    level: u32,
) {
    let mut enc = BlockEncoder::new();
    let mut raw = Vec::new();
    loop {
        let job = {
            let guard = rx.lock().expect("work queue lock");
            match guard.recv() {
                Ok(j) => j,
                Err(_) => return,
            }
        };
        raw.clear();
        raw.resize(FRAME_HEADER, 0);
        let summary = enc.encode_with_flow(&job.records, &job.flow, &mut raw);
        let body_len = raw.len() - FRAME_HEADER;
        let mut head = Vec::with_capacity(FRAME_HEADER);
        put_frame_header(&mut head, FrameKind::Data, body_len);
        raw[..FRAME_HEADER].copy_from_slice(&head);
        // One bzip2 block for the whole frame. Ending a block after each column
        // (`frame::compress_stream_parts`) makes the file 5 % smaller and bunzip2 11 %
        // cheaper, but costs trace mode 16 % more CPU (jess -s1: 12.9 against 11.2 s),
        // beyond what issue 20 allows the trace mode (20 % over format 2's 10.1 s).
        let mut compressed = Vec::new();
        compress_stream(&raw, level, &mut compressed);
        let (mut records, mut flow) = (job.records, job.flow);
        records.clear();
        flow.clear();
        let _ = free.send((records, flow));
        let done = Done {
            seq: job.seq,
            raw_len: raw.len(),
            entry: IndexEntry {
                offset: 0,
                len: compressed.len() as u64,
                first_record: 0,
                first_time: summary.first_time,
                last_time: summary.last_time,
                count: summary.count,
            },
            compressed,
        };
        if tx.send(done).is_err() {
            return;
        }
    }
}

fn io_thread(
    mut file: File,
    path: PathBuf,
    header_len: u64,
    level: u32,
    rx: &Receiver<Done>,
    failed: &AtomicBool,
    progress: &Progress,
) -> Result<WriteSummary, Error> {
    let mut pending: BTreeMap<u64, Done> = BTreeMap::new();
    let mut next = 0u64;
    let mut offset = header_len;
    let mut records = 0u64;
    let mut raw_bytes = 0u64;
    let mut index: Vec<IndexEntry> = Vec::new();
    let mut error: Option<Error> = None;
    for done in rx.iter() {
        pending.insert(done.seq, done);
        while let Some(d) = pending.remove(&next) {
            next += 1;
            if error.is_none() {
                if let Err(e) = file.write_all(&d.compressed) {
                    failed.store(true, Ordering::Relaxed);
                    error = Some(Error::io(&path, e));
                }
            }
            let mut entry = d.entry;
            entry.offset = offset;
            entry.first_record = records;
            offset += entry.len;
            records += u64::from(entry.count);
            raw_bytes += d.raw_len as u64;
            index.push(entry);
            let mut w = progress.written.lock().expect("progress lock");
            *w = next;
            progress.cond.notify_all();
        }
    }
    // Wake a `flush` that waits for blocks that will never come.
    progress.cond.notify_all();
    if let Some(e) = error {
        return Err(e);
    }
    if !pending.is_empty() {
        failed.store(true, Ordering::Relaxed);
        return Err(Error::WriterFailed);
    }
    let mut raw = Vec::new();
    put_frame_header(
        &mut raw,
        FrameKind::Index,
        IndexEntry::LEN * index.len() + 8,
    );
    raw.extend_from_slice(&(index.len() as u64).to_le_bytes());
    for e in &index {
        e.put(&mut raw);
    }
    let mut z = Vec::new();
    compress_stream(&raw, level, &mut z);
    let index_offset = offset;
    let index_len = z.len() as u64;
    let trailer_offset = index_offset + index_len;
    let trailer = Trailer {
        index_offset,
        index_len,
        blocks: index.len() as u64,
        records,
        trailer_offset,
    };
    let mut raw = Vec::new();
    put_frame_header(&mut raw, FrameKind::Trailer, Trailer::LEN);
    trailer.put(&mut raw);
    compress_stream(&raw, level, &mut z);
    let io = |e| Error::io(&path, e);
    file.write_all(&z).map_err(io)?;
    file.sync_all().map_err(io)?;
    Ok(WriteSummary {
        records,
        blocks: index.len() as u64,
        bytes: trailer_offset + (z.len() as u64 - index_len),
        raw_bytes,
    })
}
