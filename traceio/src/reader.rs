//! Opening a trace: the header, the block list (from the index, or by scanning the streams
//! of a file the writer did not finish), random access to blocks, seeking by time.
//! Iteration lives in [`crate::iter`].

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use memmap2::Mmap;

use crate::codec::{peek_summary, BlockDecoder};
use crate::flow::FlowItem;
use crate::frame::{
    decompress_stream, find_stream_starts, parse_frame, parse_frame_version, FrameKind, StreamError,
};
use crate::header::TraceHeader;
use crate::index::{IndexEntry, Trailer};
use crate::iter::RecordIter;
use crate::record::Record;
use crate::Error;

/// Largest decompressed frame a reader accepts (a guard against garbage lengths).
pub(crate) const MAX_FRAME: usize = 1 << 30;

/// Reader settings.
#[derive(Clone, Debug)]
pub struct ReadOptions {
    /// Read up to damage and stop there (reporting it) instead of failing.
    pub lenient: bool,
    /// Decoding threads for iteration; default: the number of cores. 0 or 1 decodes on the
    /// calling thread.
    pub threads: usize,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            lenient: false,
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
        }
    }
}

/// How the file ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileEnd {
    /// The writer finished it: index and trailer are present and consistent.
    Finished,
    /// The writer did not finish it (crash, kill): the blocks were found by scanning. The
    /// streams end at byte `complete_len`; the `file_len - complete_len` bytes after it are
    /// the start of a stream that was being written.
    Unfinished {
        /// Bytes of complete streams (where a reader's data ends).
        complete_len: u64,
        /// File size.
        file_len: u64,
    },
}

/// Where reading stopped on damage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// Number of the damaged block (data blocks count from 0 after the header).
    pub block: u64,
    /// File offset of the damaged stream (or of the damaged bytes).
    pub offset: u64,
    /// What is wrong.
    pub reason: String,
}

/// A block's place in the file and, when the index gave it, what it holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BlockRef {
    pub offset: u64,
    pub len: u64,
    pub entry: Option<IndexEntry>,
}

pub(crate) struct Shared {
    pub map: Mmap,
    pub path: PathBuf,
    pub blocks: Vec<BlockRef>,
}

/// What one block decoded to.
pub(crate) enum Decoded {
    /// A data block's records were appended.
    Records,
    /// An index or trailer frame (only seen in a scanned file).
    Other,
}

impl Shared {
    pub fn damage(&self, block: u64, offset: u64, reason: impl Into<String>) -> Damage {
        Damage {
            block,
            offset,
            reason: reason.into(),
        }
    }

    /// Decompresses and decodes block `i`, appending its records to `out` and its flow
    /// items to `flow`.
    pub fn decode_block(
        &self,
        i: usize,
        dec: &mut BlockDecoder,
        zbuf: &mut Vec<u8>,
        out: &mut Vec<Record>,
        flow: &mut Vec<FlowItem>,
    ) -> Result<Decoded, Damage> {
        let b = self.blocks[i];
        let span = &self.map[b.offset as usize..(b.offset + b.len) as usize];
        let dmg = |reason: String| self.damage(i as u64, b.offset, reason);
        match decompress_stream(span, zbuf, MAX_FRAME) {
            Ok(n) if n as u64 == b.len => {}
            Ok(n) => {
                return Err(self.damage(
                    i as u64,
                    b.offset + n as u64,
                    format!("{} bytes that are not a bzip2 stream", b.len - n as u64),
                ))
            }
            Err(StreamError::Truncated) => return Err(dmg("bzip2 stream is cut off".into())),
            Err(StreamError::TooLarge) => return Err(dmg("frame is implausibly large".into())),
            Err(StreamError::Corrupt(m)) => {
                return Err(dmg(format!("bzip2 stream is corrupt: {m}")))
            }
        }
        let (version, kind, body) = parse_frame_version(zbuf).map_err(dmg)?;
        match kind {
            FrameKind::Data => {
                let start = out.len();
                let s = dec.decode_flow(body, version, out, flow).map_err(dmg)?;
                if let Some(e) = b.entry {
                    if e.count != s.count
                        || e.first_time != s.first_time
                        || e.last_time != s.last_time
                    {
                        return Err(dmg("block disagrees with its index entry".into()));
                    }
                }
                debug_assert_eq!(out.len() - start, s.count as usize);
                Ok(Decoded::Records)
            }
            FrameKind::Index | FrameKind::Trailer if b.entry.is_none() => Ok(Decoded::Other),
            k => Err(dmg(format!("unexpected {k:?} frame among the data blocks"))),
        }
    }
}

/// An open trace file.
pub struct TraceReader {
    pub(crate) shared: Arc<Shared>,
    header: TraceHeader,
    end: FileEnd,
    records: Option<u64>,
    pub(crate) opts: ReadOptions,
    /// Damage found while opening (lenient mode): the block list stops before it.
    open_damage: Option<Damage>,
}

impl TraceReader {
    /// Opens `path` with default options (strict, all cores).
    pub fn open(path: impl AsRef<Path>) -> Result<TraceReader, Error> {
        Self::open_with(path, ReadOptions::default())
    }

    /// Opens `path`.
    pub fn open_with(path: impl AsRef<Path>, opts: ReadOptions) -> Result<TraceReader, Error> {
        let path = path.as_ref().to_path_buf();
        let file = File::open(&path).map_err(|e| Error::io(&path, e))?;
        let len = file.metadata().map_err(|e| Error::io(&path, e))?.len();
        if len == 0 {
            return Err(Error::not_a_trace(&path, "the file is empty"));
        }
        // SAFETY: the map is read-only; a trace being appended to by a live writer only
        // grows, and every access below is bounds-checked against the length mapped now.
        let map = unsafe { Mmap::map(&file) }.map_err(|e| Error::io(&path, e))?;
        let (header, header_len) = read_header(&map, &path)?;
        let mut reader = TraceReader {
            shared: Arc::new(Shared {
                map,
                path,
                blocks: Vec::new(),
            }),
            header,
            end: FileEnd::Finished,
            records: None,
            opts,
            open_damage: None,
        };
        let (blocks, end, records, damage) = match reader.read_trailer(header_len) {
            Some((blocks, records)) => (blocks, FileEnd::Finished, Some(records), None),
            None => {
                let (blocks, end, damage) = reader.scan(header_len);
                (blocks, end, None, damage)
            }
        };
        if let Some(d) = &damage {
            if !reader.opts.lenient {
                return Err(Error::damaged(&reader.shared.path, d));
            }
        }
        let shared = Arc::get_mut(&mut reader.shared).expect("not shared yet");
        shared.blocks = blocks;
        reader.end = end;
        reader.records = records;
        reader.open_damage = damage;
        Ok(reader)
    }

    /// The file header.
    pub fn header(&self) -> &TraceHeader {
        &self.header
    }

    /// How the file ends.
    pub fn end(&self) -> FileEnd {
        self.end
    }

    /// Damage found when opening (only in lenient mode; strict mode fails instead).
    pub fn open_damage(&self) -> Option<&Damage> {
        self.open_damage.as_ref()
    }

    /// Number of blocks (data blocks; in an unfinished file also a complete index frame).
    pub fn block_count(&self) -> usize {
        self.shared.blocks.len()
    }

    /// Total records, known for finished files.
    pub fn record_count(&self) -> Option<u64> {
        self.records
    }

    /// The index entry of block `i`, when the file has an index.
    pub fn index_entry(&self, i: usize) -> Option<IndexEntry> {
        self.shared.blocks.get(i).and_then(|b| b.entry)
    }

    /// All records in file order. Strict mode yields an error at damage and stops; lenient
    /// mode stops there and reports it through [`RecordIter::damage`].
    pub fn records(&self) -> RecordIter {
        RecordIter::new(self, 0, 0)
    }

    /// Records with `time >= t`, starting from the block that holds the first of them
    /// (found by binary search over the index, so it assumes non-decreasing times).
    pub fn records_from(&self, t: u64) -> Result<RecordIter, Error> {
        let n = self.shared.blocks.len();
        let (mut lo, mut hi) = (0usize, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.block_last_time(mid)? < t {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        Ok(RecordIter::new(self, lo, t))
    }

    /// Decodes block `i` alone.
    pub fn read_block(&self, i: usize) -> Result<Vec<Record>, Error> {
        if i >= self.shared.blocks.len() {
            return Err(Error::NoSuchBlock(i as u64));
        }
        let mut out = Vec::new();
        self.shared
            .decode_block(
                i,
                &mut BlockDecoder::new(),
                &mut Vec::new(),
                &mut out,
                &mut Vec::new(),
            )
            .map_err(|d| Error::damaged(&self.shared.path, &d))?;
        Ok(out)
    }

    fn block_last_time(&self, i: usize) -> Result<u64, Error> {
        let b = self.shared.blocks[i];
        if let Some(e) = b.entry {
            return Ok(e.last_time);
        }
        let span = &self.shared.map[b.offset as usize..(b.offset + b.len) as usize];
        let mut z = Vec::new();
        let dmg = |reason: String| {
            Error::damaged(
                &self.shared.path,
                &self.shared.damage(i as u64, b.offset, reason),
            )
        };
        decompress_stream(span, &mut z, MAX_FRAME).map_err(|e| dmg(format!("{e:?}")))?;
        let (kind, body) = parse_frame(&z).map_err(dmg)?;
        if kind != FrameKind::Data {
            return Ok(u64::MAX);
        }
        peek_summary(body)
            .map(|s| s.last_time)
            .ok_or_else(|| dmg("data body too short".into()))
    }

    /// Reads the trailer and index; `None` when they are missing or inconsistent.
    fn read_trailer(&self, header_len: u64) -> Option<(Vec<BlockRef>, u64)> {
        let map = &self.shared.map;
        let len = map.len();
        let tail_start = len.saturating_sub(4096);
        let mut z = Vec::new();
        for &rel in find_stream_starts(&map[tail_start..]).iter().rev() {
            let at = tail_start + rel;
            let Ok(n) = decompress_stream(&map[at..], &mut z, 1 << 16) else {
                continue;
            };
            let Ok((FrameKind::Trailer, body)) = parse_frame(&z) else {
                continue;
            };
            let Ok(t) = Trailer::parse(body) else {
                continue;
            };
            if at + n != len || t.trailer_offset != at as u64 {
                continue;
            }
            return self.index_from(&t, header_len);
        }
        None
    }

    fn index_from(&self, t: &Trailer, header_len: u64) -> Option<(Vec<BlockRef>, u64)> {
        let map = &self.shared.map;
        if t.index_offset.checked_add(t.index_len)? != t.trailer_offset {
            return None;
        }
        let span = &map[t.index_offset as usize..t.trailer_offset as usize];
        let mut z = Vec::new();
        let n = decompress_stream(span, &mut z, MAX_FRAME).ok()?;
        if n != span.len() {
            return None;
        }
        let (FrameKind::Index, body) = parse_frame(&z).ok()? else {
            return None;
        };
        let entries = IndexEntry::parse_all(body).ok()?;
        if entries.len() as u64 != t.blocks {
            return None;
        }
        let mut at = header_len;
        let mut records = 0u64;
        let mut blocks = Vec::with_capacity(entries.len());
        for e in entries {
            if e.offset != at || e.first_record != records || e.len == 0 {
                return None;
            }
            at = at.checked_add(e.len)?;
            records = records.checked_add(u64::from(e.count))?;
            blocks.push(BlockRef {
                offset: e.offset,
                len: e.len,
                entry: Some(e),
            });
        }
        (at == t.index_offset && records == t.records).then_some((blocks, records))
    }

    /// Finds the streams of a file without a usable trailer.
    fn scan(&self, header_len: u64) -> (Vec<BlockRef>, FileEnd, Option<Damage>) {
        let map = &self.shared.map;
        let len = map.len() as u64;
        let mut bounds = vec![header_len];
        bounds.extend(
            find_stream_starts(map)
                .into_iter()
                .map(|c| c as u64)
                .filter(|&c| c > header_len),
        );
        bounds.push(len);
        bounds.dedup();
        let mut blocks: Vec<BlockRef> = bounds
            .windows(2)
            .map(|w| BlockRef {
                offset: w[0],
                len: w[1] - w[0],
                entry: None,
            })
            .collect();
        let mut end = FileEnd::Unfinished {
            complete_len: len,
            file_len: len,
        };
        let mut damage = None;
        if let Some(last) = blocks.last().copied() {
            let span = &map[last.offset as usize..len as usize];
            let mut z = Vec::new();
            match decompress_stream(span, &mut z, MAX_FRAME) {
                Ok(n) if n as u64 == last.len => {}
                Ok(n) => {
                    let rest = &span[n..];
                    let complete_len = last.offset + n as u64;
                    blocks.last_mut().expect("non-empty").len = n as u64;
                    if is_stream_start_prefix(rest) {
                        end = FileEnd::Unfinished {
                            complete_len,
                            file_len: len,
                        };
                    } else {
                        damage = Some(self.shared.damage(
                            blocks.len() as u64,
                            complete_len,
                            format!("{} bytes after the last stream are not bzip2", rest.len()),
                        ));
                        end = FileEnd::Unfinished {
                            complete_len,
                            file_len: len,
                        };
                    }
                }
                Err(StreamError::Truncated) => {
                    blocks.pop();
                    end = FileEnd::Unfinished {
                        complete_len: last.offset,
                        file_len: len,
                    };
                }
                // A corrupt last stream stays in the list: reading it reports the damage.
                Err(_) => {}
            }
        }
        (blocks, end, damage)
    }
}

/// Whether `rest` could be the first bytes of a stream the writer was cut off in.
fn is_stream_start_prefix(rest: &[u8]) -> bool {
    const START: [u8; 10] = [b'B', b'Z', b'h', b'9', 0x31, 0x41, 0x59, 0x26, 0x53, 0x59];
    rest.len() < START.len()
        && rest
            .iter()
            .zip(START)
            .enumerate()
            .all(|(i, (&b, s))| b == s || (i == 3 && (b'1'..=b'9').contains(&b)))
}

fn read_header(map: &[u8], path: &Path) -> Result<(TraceHeader, u64), Error> {
    if !crate::frame::stream_starts_at(map, 0) {
        return Err(Error::not_a_trace(
            path,
            "it does not start with a bzip2 stream",
        ));
    }
    let mut z = Vec::new();
    let n = match decompress_stream(map, &mut z, 1 << 24) {
        Ok(n) => n,
        Err(StreamError::Truncated) => {
            return Err(Error::not_a_trace(path, "the file ends inside the header"))
        }
        Err(e) => return Err(Error::not_a_trace(path, format!("damaged header: {e:?}"))),
    };
    let (kind, body) = parse_frame(&z).map_err(|m| Error::not_a_trace(path, m))?;
    if kind != FrameKind::Header {
        return Err(Error::not_a_trace(path, "the first frame is not a header"));
    }
    let header: TraceHeader = serde_json::from_slice(body)
        .map_err(|e| Error::not_a_trace(path, format!("header JSON: {e}")))?;
    Ok((header, n as u64))
}
