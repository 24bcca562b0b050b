//! The two record types of a trace: data accesses and featured-address events.
//!
//! Ordering guarantees (checked by [`crate::check::Checker`], not enforced by the writer):
//! - records appear in the order the simulator observed them, and their `time` never
//!   decreases along the file; several records may share one timestamp (an instruction that
//!   accesses memory more than once, an event committed by the same instruction's store);
//! - an event is stored at the timestamp of the store to `FEATURE_END` that committed it,
//!   after every access made by earlier instructions;
//! - accesses to the featured page ([`crate::protocol::FEATURED_RANGE`],
//!   `0x7fffe000..0x7fffefff`) never appear;
//! - `value` is present only on 4-byte accesses (the word read or written, as the guest
//!   sees it: big-endian memory read as a `u32`).
//!
//! The format itself round-trips any sequence of records, including ones that break these
//! rules, so that a faulty producer can still be diagnosed from its trace.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Read or write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AccessKind {
    /// A load (or the read half of an instruction that only reads memory, e.g. `dcbt`).
    Read,
    /// A store (including `dcbz`, `stwcx.` that succeeded, `stmw`, ...).
    Write,
}

impl AccessKind {
    /// The letter text dumps use: `R` or `W`.
    pub fn letter(self) -> char {
        match self {
            AccessKind::Read => 'R',
            AccessKind::Write => 'W',
        }
    }
}

/// The level of the hierarchy that served an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// Hit in the level-1 data cache.
    L1,
    /// Missed L1, hit in L2.
    L2,
    /// Missed every cache level: served by memory.
    Memory,
}

impl Level {
    /// The name text dumps use: `L1`, `L2` or `MEM`.
    pub fn name(self) -> &'static str {
        match self {
            Level::L1 => "L1",
            Level::L2 => "L2",
            Level::Memory => "MEM",
        }
    }

    /// The 2-bit code used on disk (0, 1, 2).
    pub fn code(self) -> u8 {
        match self {
            Level::L1 => 0,
            Level::L2 => 1,
            Level::Memory => 2,
        }
    }

    /// The level for an on-disk code, `None` for 3 (not a level).
    pub fn from_code(code: u8) -> Option<Level> {
        match code {
            0 => Some(Level::L1),
            1 => Some(Level::L2),
            2 => Some(Level::Memory),
            _ => None,
        }
    }
}

/// One data access made by the guest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Access {
    /// Instructions retired before the accessing instruction (the simulated clock).
    pub time: u64,
    /// Address of the accessing instruction.
    pub pc: u32,
    /// Effective address of the first byte accessed.
    pub addr: u32,
    /// Number of bytes accessed (1, 2, 4, 8; more for `lmw`/`stmw`/string and cache-block ops).
    pub size: u8,
    /// Read or write.
    pub kind: AccessKind,
    /// Which level served it.
    pub level: Level,
    /// The data TLB missed.
    pub tlb_miss: bool,
    /// For 4-byte accesses: the word read or written. `None` for other sizes.
    pub value: Option<u32>,
}

/// The event ids as `u8` constants (the protocol module owns them).
pub use crate::protocol::event_id;

/// One committed featured-address event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    /// Instructions retired before the store that committed the event.
    pub time: u64,
    /// Event id ([`crate::protocol::EventId`] when the protocol defines it; the format
    /// stores any `u8`); for the protocol's event word this is its low 5 bits. Read the
    /// payload through [`Event::decoded`].
    pub id: u8,
    /// Payload words NEXT, EXTRA, ARG3, ARG4 (unused ones are 0). For NEW_ARRAY the producer
    /// puts the size from the event word into ARG3 when the guest left ARG3 zero.
    pub payload: [u32; 4],
}

/// A trace record: an access or an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Record {
    /// A data access.
    Access(Access),
    /// A featured-address event.
    Event(Event),
}

impl Record {
    /// The record's timestamp.
    pub fn time(&self) -> u64 {
        match self {
            Record::Access(a) => a.time,
            Record::Event(e) => e.time,
        }
    }
}

impl From<Access> for Record {
    fn from(a: Access) -> Record {
        Record::Access(a)
    }
}

impl From<Event> for Record {
    fn from(e: Event) -> Record {
        Record::Event(e)
    }
}

/// One line of text per record, the form of `tracedump` and of the snapshot tests:
/// `<time> R|W <pc> <addr> <size> L1|L2|MEM [TLB-MISS] [= <value>]` or
/// `<time> EVENT <name or id> <payload words in hex>`, for THREAD_SWITCH followed by
/// `thread=<id> reason=<name>`.
impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Record::Access(a) => {
                let (rw, level) = (a.kind.letter(), a.level.name());
                write!(
                    f,
                    "{} {} pc={:#010x} addr={:#010x} size={} {}",
                    a.time, rw, a.pc, a.addr, a.size, level
                )?;
                if a.tlb_miss {
                    write!(f, " TLB-MISS")?;
                }
                if let Some(v) = a.value {
                    write!(f, " ={v:#010x}")?;
                }
                Ok(())
            }
            Record::Event(e) => {
                write!(f, "{} EVENT ", e.time)?;
                match e.event_id() {
                    Some(id) => write!(f, "{id}")?,
                    None => write!(f, "#{}", e.id)?,
                }
                for w in e.payload {
                    write!(f, " {w:#x}")?;
                }
                // Thread ids and reasons read better in decimal and by name.
                if let crate::Decoded::ThreadSwitch { thread, reason } = e.decoded() {
                    write!(f, " thread={thread} reason={reason}")?;
                }
                Ok(())
            }
        }
    }
}
