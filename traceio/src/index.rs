//! The block index and the trailer (`docs/trace-format.md`, "Index frame", "Trailer frame").

/// One data block as the index describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexEntry {
    /// File offset of the block's bzip2 stream.
    pub offset: u64,
    /// Length of that stream in bytes.
    pub len: u64,
    /// Number of records in the file before this block.
    pub first_record: u64,
    /// Time of the block's first record.
    pub first_time: u64,
    /// Time of the block's last record.
    pub last_time: u64,
    /// Records in the block.
    pub count: u32,
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().expect("8 bytes"))
}

impl IndexEntry {
    /// Bytes per entry on disk.
    pub const LEN: usize = 48;

    /// Appends the entry's 48 bytes.
    pub fn put(&self, out: &mut Vec<u8>) {
        for v in [
            self.offset,
            self.len,
            self.first_record,
            self.first_time,
            self.last_time,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&self.count.to_le_bytes());
        out.extend_from_slice(&[0; 4]);
    }

    /// Parses an index frame body: `u64` count, then the entries.
    pub fn parse_all(body: &[u8]) -> Result<Vec<IndexEntry>, String> {
        if body.len() < 8 {
            return Err("index frame body shorter than its count".into());
        }
        let n = u64_at(body, 0);
        let expect = (n as u128) * (Self::LEN as u128) + 8;
        if expect != body.len() as u128 {
            return Err(format!(
                "index says {n} entries but has {} bytes",
                body.len()
            ));
        }
        let mut out = Vec::with_capacity(n as usize);
        for chunk in body[8..].chunks_exact(Self::LEN) {
            if chunk[44..48] != [0; 4] {
                return Err("index entry's reserved bytes are not zero".into());
            }
            out.push(IndexEntry {
                offset: u64_at(chunk, 0),
                len: u64_at(chunk, 8),
                first_record: u64_at(chunk, 16),
                first_time: u64_at(chunk, 24),
                last_time: u64_at(chunk, 32),
                count: u32::from_le_bytes(chunk[40..44].try_into().expect("4 bytes")),
            });
        }
        Ok(out)
    }
}

/// The trailer: where the index is, and a summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trailer {
    /// File offset of the index frame's stream.
    pub index_offset: u64,
    /// Its length in bytes.
    pub index_len: u64,
    /// Number of data blocks.
    pub blocks: u64,
    /// Number of records.
    pub records: u64,
    /// File offset of the trailer's own stream (a check when searching for it).
    pub trailer_offset: u64,
}

impl Trailer {
    /// Bytes of a trailer body.
    pub const LEN: usize = 40;

    /// Appends the trailer's 40 bytes.
    pub fn put(&self, out: &mut Vec<u8>) {
        for v in [
            self.index_offset,
            self.index_len,
            self.blocks,
            self.records,
            self.trailer_offset,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }

    /// Parses a trailer body.
    pub fn parse(body: &[u8]) -> Result<Trailer, String> {
        if body.len() != Self::LEN {
            return Err(format!("trailer body is {} bytes, not 40", body.len()));
        }
        Ok(Trailer {
            index_offset: u64_at(body, 0),
            index_len: u64_at(body, 8),
            blocks: u64_at(body, 16),
            records: u64_at(body, 24),
            trailer_offset: u64_at(body, 32),
        })
    }
}
