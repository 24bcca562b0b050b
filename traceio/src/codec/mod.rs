//! Block bodies: a block of records ⇄ the bytes of a data frame's body
//! (`docs/trace-format.md`, "Data frame").
//!
//! Body layout: `first_time: u64 LE`, `last_time: u64 LE`, `count: u32 LE`, nine column
//! lengths (`u32 LE` each, in the order of [`Column`]), then the nine columns (version 2:
//! eight, without the flow column).

mod decode;
mod encode;
pub(crate) mod flow;
pub(crate) mod model;
pub(crate) mod varint;

pub use decode::BlockDecoder;
pub use encode::BlockEncoder;

/// The columns of a data frame body, in their on-disk order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// Control and extension bytes of the records that are not routine accesses.
    Ctl = 0,
    /// PC residuals.
    Pc = 1,
    /// Explicit shapes (size, has-value, write).
    Shape = 2,
    /// Time residuals.
    Time = 3,
    /// Address residuals.
    Addr = 4,
    /// Explicit values.
    Value = 5,
    /// Event fields.
    Event = 6,
    /// One flag bit per record: a routine access (whose control byte is not written).
    Flags = 7,
    /// The instruction stream: a group of flow items before every record and after the
    /// last (versions 3 and 4).
    Flow = 8,
}

/// Extension byte of an event record.
pub const EXT_EVENT: u8 = 0x03;
/// Number of columns (versions 3 and 4).
pub const COLUMNS: usize = 9;
/// Number of columns of a version-2 body.
pub const COLUMNS_V2: usize = 8;

/// Size of the fixed part of a body: two times, the count and the column lengths.
pub const BODY_HEADER: usize = 8 + 8 + 4 + 4 * COLUMNS;

/// The number of columns of a body of format `version` (2, 3 or 4).
pub fn columns(version: u8) -> usize {
    if version == 2 {
        COLUMNS_V2
    } else {
        COLUMNS
    }
}

/// What a block's body says about itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockSummary {
    /// Time of the first record.
    pub first_time: u64,
    /// Time of the last record.
    pub last_time: u64,
    /// Number of records.
    pub count: u32,
}

/// Reads the fixed part of a data body without decoding it.
pub fn peek_summary(body: &[u8]) -> Option<BlockSummary> {
    if body.len() < 20 {
        return None;
    }
    Some(BlockSummary {
        first_time: u64::from_le_bytes(body[0..8].try_into().ok()?),
        last_time: u64::from_le_bytes(body[8..16].try_into().ok()?),
        count: u32::from_le_bytes(body[16..20].try_into().ok()?),
    })
}
