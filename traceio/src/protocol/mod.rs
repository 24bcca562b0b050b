//! The featured-address protocol (SPEC §4, `docs/events.md`): the one owner of everything
//! the guest VM and the tools must agree on about events.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events   ← this protocol
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! The guest writes payload words to the featured page ([`FEATURED_PAGE`], one page of
//! [`FEATURED_SIZE`] bytes; the six protocol words are [`Word`]), then stores any value to
//! [`Word::End`]; that store commits the event, which the simulator records as an on-disk
//! [`Event`] `{ time, id, payload }` (made from the six words by [`commit`]). This module
//! gives the event its meaning:
//! - [`EventId`]: every id the protocol defines, with its name ([`event_id`] keeps the
//!   `u8` constants, derived from the same list);
//! - [`Decoded`]: an event with typed payload fields, decoded once from an [`Event`]
//!   ([`Event::decoded`]) and encoded back ([`Decoded::encode`]); ids the protocol does not
//!   define stay representable as [`Decoded::Unknown`] (the format stores any `u8`, and
//!   readers skip ids they do not know);
//! - [`GcKind`]: GC_START's collection kind; [`SwitchReason`]: why THREAD_SWITCH's previous
//!   thread stopped;
//! - [`MarkerChunk`], [`marker_chunks`] and [`MarkerAssembler`]: MARKER strings cut into
//!   chunks of 12 bytes and put back together.
//!
//! The guest side (`guests/jvm/events.h`, `guests/jvm/events.c`, `guests/jvm/heap.c`) spells
//! the same values in C; `traceio/tests/protocol_c.rs` reads those files and fails when
//! they disagree with this module. os-emu, which maps the page, cannot depend on traceio:
//! sim-core asserts at compile time that its constant equals [`FEATURED_PAGE`].
//!
//! ```
//! use traceio::protocol::{marker_chunks, Decoded, GcKind, MarkerAssembler};
//! use traceio::Event;
//! let e = Event { time: 7, id: 3, payload: [0, 0, 2, 1] };
//! assert_eq!(e.decoded(), Decoded::GcStart { number: 2, kind: GcKind::Minor });
//! assert_eq!(Decoded::GcStart { number: 2, kind: GcKind::Minor }.encode(7), e);
//!
//! let mut m = MarkerAssembler::new();
//! let text: Vec<String> = marker_chunks(b"iteration 12 of 20")
//!     .filter_map(|c| m.push(&c))
//!     .collect();
//! assert_eq!(text, ["iteration 12 of 20"]);
//! ```

/// `Display` for a code the protocol names (`name()`), `#<code>` for one it does not define.
macro_rules! display_by_name {
    ($t:ty) => {
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, "#{}", self.code()),
                }
            }
        }
    };
}

mod death;
mod decoded;
mod marker;
mod routine;
mod switch;

use std::fmt;
use std::ops::{Range, RangeInclusive};

pub use death::DeathKind;
pub use decoded::Decoded;
pub use marker::{
    marker_chunks, MarkerAssembler, MarkerChunk, MARKER_BYTES, MARKER_COUNT_MASK, MARKER_MAX,
    MARKER_MORE,
};
pub use routine::CodeRoutine;
pub use switch::SwitchReason;

use crate::record::Event;

/// First byte of the featured page (`FEATURE_ADDRESS`).
pub const FEATURED_PAGE: u32 = 0x7fff_e000;
/// The featured page's size in bytes: every access to it is instrumentation.
pub const FEATURED_SIZE: u32 = 4096;
/// The bytes of the featured page.
pub const FEATURED_RANGE: Range<u32> = FEATURED_PAGE..FEATURED_PAGE + FEATURED_SIZE;

/// The protocol's six words, at the start of the featured page, big-endian, in the order
/// of their addresses (`Word::Next as usize` is the guest's `feature[1]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Word {
    /// `FEATURE_ADDRESS`: the event word, id in the low [`ID_BITS`] bits (for NEW_ARRAY the
    /// size in bytes above them, see [`event_word`]).
    Event = 0,
    /// `FEATURE_ADDRESS_NEXT`: payload word 1.
    Next = 1,
    /// `FEATURE_ADDRESS_EXTRA`: payload word 2.
    Extra = 2,
    /// `FEATURE_END`: a store here commits the event.
    End = 3,
    /// `FEATURE_ARG3`: payload word 3.
    Arg3 = 4,
    /// `FEATURE_ARG4`: payload word 4.
    Arg4 = 5,
}

/// Number of protocol words.
pub const WORDS: usize = 6;
/// Bytes of the page the protocol uses.
pub const PROTOCOL_BYTES: usize = 4 * WORDS;

impl Word {
    /// Every word, by index.
    pub const ALL: [Word; WORDS] = [
        Word::Event,
        Word::Next,
        Word::Extra,
        Word::End,
        Word::Arg3,
        Word::Arg4,
    ];

    /// The word's index on the page (the guest's `feature[i]`).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The word's byte offset in the page.
    pub const fn offset(self) -> u32 {
        4 * self as u32
    }

    /// The word's guest address.
    pub const fn address(self) -> u32 {
        FEATURED_PAGE + self.offset()
    }

    /// Its name in SPEC §4.
    pub const fn name(self) -> &'static str {
        match self {
            Word::Event => "FEATURE_ADDRESS",
            Word::Next => "FEATURE_ADDRESS_NEXT",
            Word::Extra => "FEATURE_ADDRESS_EXTRA",
            Word::End => "FEATURE_END",
            Word::Arg3 => "FEATURE_ARG3",
            Word::Arg4 => "FEATURE_ARG4",
        }
    }

    /// The index in [`Event::payload`] of a payload word, `None` for the event word and END.
    pub const fn payload_index(self) -> Option<usize> {
        match self {
            Word::Next => Some(0),
            Word::Extra => Some(1),
            Word::Arg3 => Some(2),
            Word::Arg4 => Some(3),
            Word::Event | Word::End => None,
        }
    }
}

/// Bits of the event word that hold the event id.
pub const ID_BITS: u32 = 5;
/// The event-word mask of the id.
pub const ID_MASK: u32 = (1 << ID_BITS) - 1;
/// Number of ids an event word can carry (0..=31; 0 is no event).
pub const EVENT_WORD_IDS: usize = 1 << ID_BITS;
/// Where NEW_ARRAY's size sits in its event word (`2 | size << 5`).
pub const SIZE_SHIFT: u32 = ID_BITS;

/// An event word: `id | size << 5` (`size` only for NEW_ARRAY; 0 otherwise).
pub const fn event_word(id: u8, size: u32) -> u32 {
    (id as u32 & ID_MASK) | size << SIZE_SHIFT
}

/// The event made by a store to `FEATURE_END` at `time`, from the six protocol words as the
/// guest left them (`words[w.index()]`): id = the event word's low 5 bits, payload NEXT,
/// EXTRA, ARG3, ARG4; for NEW_ARRAY an ARG3 of 0 is the size from the event word. `None`
/// for id 0 (no event).
pub fn commit(time: u64, words: &[u32; WORDS]) -> Option<Event> {
    let w = |x: Word| words[x.index()];
    let word = w(Word::Event);
    let id = (word & ID_MASK) as u8;
    if id == 0 {
        return None;
    }
    let arg3 = match w(Word::Arg3) {
        0 if id == EventId::NewArray.code() => word >> SIZE_SHIFT,
        a => a,
    };
    Some(Event {
        time,
        id,
        payload: [w(Word::Next), w(Word::Extra), arg3, w(Word::Arg4)],
    })
}

/// Who sends an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The guest VM, through the featured page.
    Guest,
    /// The simulator itself (the guest's C enum does not list it).
    Simulator,
    /// Nobody yet: the id is reserved.
    Reserved,
}

/// Defines [`EventId`] and the [`event_id`] constants from one list.
macro_rules! event_ids {
    ($( $(#[$doc:meta])* $variant:ident = $code:literal, $name:ident, $origin:ident; )*) => {
        /// Every event id the protocol defines (`docs/events.md`). The ids after the last
        /// one, [`FREE_IDS`], are free for extensions; the format stores any `u8` (see
        /// [`Decoded::Unknown`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum EventId {
            $( $(#[$doc])* $variant = $code, )*
        }

        impl EventId {
            /// Every id, in code order.
            pub const ALL: &'static [EventId] = &[$(EventId::$variant),*];

            /// The id for a code, `None` for codes the protocol does not define.
            pub const fn from_code(code: u8) -> Option<EventId> {
                match code {
                    $( $code => Some(EventId::$variant), )*
                    _ => None,
                }
            }

            /// The protocol name (`"NEW_SCALAR"`, ...), as in `docs/events.md`; the guest's
            /// C enum spells it with an `EV_` prefix.
            pub const fn name(self) -> &'static str {
                match self {
                    $( EventId::$variant => stringify!($name), )*
                }
            }

            /// Who sends it.
            pub const fn origin(self) -> Origin {
                match self {
                    $( EventId::$variant => Origin::$origin, )*
                }
            }
        }

        /// The event ids as `u8` constants, derived from [`EventId`] (kept for code that
        /// matches on [`Event::id`]; new code matches on [`Event::decoded`]).
        pub mod event_id {
            use super::EventId;
            $(
                $(#[$doc])*
                pub const $name: u8 = EventId::$variant as u8;
            )*

            /// The protocol name of an id, `None` for ids not defined yet.
            pub fn name(id: u8) -> Option<&'static str> {
                EventId::from_code(id).map(EventId::name)
            }
        }
    };
}

event_ids! {
    /// An object was allocated: NEXT = address, EXTRA = type id, ARG3 = size.
    NewScalar = 1, NEW_SCALAR, Guest;
    /// An array was allocated: NEXT = address, EXTRA = type id, ARG3 = size, ARG4 = length.
    NewArray = 2, NEW_ARRAY, Guest;
    /// A collection starts: ARG3 = collection number, ARG4 = kind ([`crate::protocol::GcKind`]).
    GcStart = 3, GC_START, Guest;
    /// A collection ends: ARG3 = collection number.
    GcEnd = 4, GC_END, Guest;
    /// A scalar was copied: NEXT = source, EXTRA = destination.
    CopyScalar = 5, COPY_SCALAR, Guest;
    /// An array was copied: NEXT = source, EXTRA = destination.
    CopyArray = 6, COPY_ARRAY, Guest;
    /// The guest starts writing class.dump.
    ClassDumpStart = 7, CLASS_DUMP_START, Guest;
    /// The guest finished writing class.dump.
    ClassDumpEnd = 8, CLASS_DUMP_END, Guest;
    /// The guest unmapped memory: NEXT = start, EXTRA = length (made by the simulator).
    MemUnmap = 9, MEM_UNMAP, Simulator;
    /// A non-moving collector freed an object: NEXT = address, EXTRA = size.
    Free = 10, FREE, Guest;
    /// Start of the measured window.
    TraceOn = 11, TRACE_ON, Guest;
    /// End of the measured window.
    TraceOff = 12, TRACE_OFF, Guest;
    /// A chunk of a marker string ([`crate::protocol::MarkerChunk`]).
    Marker = 13, MARKER, Guest;
    /// Allocation site of the next NEW_*: NEXT = method id, EXTRA = bytecode index.
    AllocSite = 14, ALLOC_SITE, Guest;
    /// Another thread runs from now on: NEXT = its id (main is 1), EXTRA = why the previous
    /// one stopped ([`crate::protocol::SwitchReason`]).
    ThreadSwitch = 15, THREAD_SWITCH, Guest;
    /// The guest's instructions from here on are not measured (an unmeasured region).
    MeasureOff = 16, MEASURE_OFF, Guest;
    /// The end of an unmeasured region: instructions are measured again.
    MeasureOn = 17, MEASURE_ON, Guest;
    /// An object's exact death (`-X:deaths=brute`): NEXT = its address, EXTRA =
    /// [`crate::protocol::DeathKind`].
    Death = 18, DEATH, Guest;
    /// An object became referenced from the roots at this time step: NEXT = its address.
    RootAdd = 19, ROOT_ADD, Guest;
    /// An object referenced from the roots at the previous time step is not at this one:
    /// NEXT = its address.
    RootDrop = 20, ROOT_DROP, Guest;
    /// The run's last time step: the root reports before it are the final root set.
    FinalStep = 21, FINAL_STEP, Guest;
    /// A method was compiled (`-X:exec=baseline`): NEXT = its method id (a `method` record
    /// of class.dump), EXTRA = the address of its code, ARG3 = the code's size in bytes.
    Code = 22, CODE, Guest;
}

impl EventId {
    /// The id's code on disk and in the event word.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The highest id the protocol defines.
    pub const LAST: EventId = EventId::ALL[EventId::ALL.len() - 1];
}

/// The ids an event word can carry that the protocol does not define: free for extensions
/// (`docs/events.md` says which, and a test checks it says these).
pub const FREE_IDS: RangeInclusive<u8> = EventId::LAST.code() + 1..=ID_MASK as u8;

// The ids are 1, 2, 3, ... in order, so the ones after the last are the free ones.
const _: () = {
    let mut i = 0;
    while i < EventId::ALL.len() {
        assert!(
            EventId::ALL[i] as usize == i + 1,
            "event ids are 1, 2, 3, ... in order"
        );
        i += 1;
    }
    assert!(
        (EventId::LAST as u32) < ID_MASK,
        "no id left free in the event word"
    );
};

impl From<EventId> for u8 {
    fn from(id: EventId) -> u8 {
        id.code()
    }
}

impl TryFrom<u8> for EventId {
    /// The code itself, when the protocol does not define it.
    type Error = u8;

    fn try_from(code: u8) -> Result<EventId, u8> {
        EventId::from_code(code).ok_or(code)
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// GC_START's collection kind (ARG4). Codes the protocol does not define stay
/// representable as [`GcKind::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GcKind {
    /// 0: every object of the heap is a candidate (semispace, mark-sweep, `Runtime.gc()`).
    Full,
    /// 1: a generational nursery collection (Appel).
    Minor,
    /// 2: both generations (Appel).
    Major,
    /// 3: an older-first window of the heap; the objects outside it are taken as live.
    Window,
    /// Any other code.
    Other(u32),
}

impl GcKind {
    /// The kinds the protocol defines, in code order.
    pub const KNOWN: [GcKind; 4] = [GcKind::Full, GcKind::Minor, GcKind::Major, GcKind::Window];

    /// The kind's code in GC_START's ARG4.
    pub const fn code(self) -> u32 {
        match self {
            GcKind::Full => 0,
            GcKind::Minor => 1,
            GcKind::Major => 2,
            GcKind::Window => 3,
            GcKind::Other(c) => c,
        }
    }

    /// The kind of a code (never [`GcKind::Other`] of a defined code).
    pub const fn from_code(code: u32) -> GcKind {
        match code {
            0 => GcKind::Full,
            1 => GcKind::Minor,
            2 => GcKind::Major,
            3 => GcKind::Window,
            c => GcKind::Other(c),
        }
    }

    /// The name the guest also sends as the MARKER after GC_START (`"full"`, `"minor"`,
    /// `"major"`, `"window"`); `None` for [`GcKind::Other`]. The guest's C enum spells it
    /// `GC_FULL`, ...
    pub const fn name(self) -> Option<&'static str> {
        match self {
            GcKind::Full => Some("full"),
            GcKind::Minor => Some("minor"),
            GcKind::Major => Some("major"),
            GcKind::Window => Some("window"),
            GcKind::Other(_) => None,
        }
    }
}

display_by_name!(GcKind);

impl Event {
    /// The event with typed payload fields.
    pub fn decoded(&self) -> Decoded {
        Decoded::decode(self.id, self.payload)
    }

    /// The protocol's id, `None` when it does not define [`Event::id`].
    pub fn event_id(&self) -> Option<EventId> {
        EventId::from_code(self.id)
    }
}

impl From<&Event> for Decoded {
    fn from(e: &Event) -> Decoded {
        e.decoded()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_unknown_codes_stay_codes() {
        for (i, id) in EventId::ALL.iter().enumerate() {
            assert_eq!(
                usize::from(id.code()),
                i + 1,
                "ids are 1, 2, 3, ... in order"
            );
            assert_eq!(EventId::try_from(id.code()), Ok(*id));
            assert_eq!(event_id::name(id.code()), Some(id.name()));
        }
        for code in [0u8, 32, 255].into_iter().chain(FREE_IDS) {
            assert_eq!(EventId::try_from(code), Err(code));
            assert_eq!(event_id::name(code), None);
        }
        assert_eq!(event_id::THREAD_SWITCH, 15);
        assert_eq!(EventId::MemUnmap.name(), "MEM_UNMAP");
        assert_eq!(EventId::ThreadSwitch.origin(), Origin::Guest);
    }

    #[test]
    fn page_layout() {
        assert_eq!(Word::End.address(), 0x7fff_e00c);
        assert_eq!(Word::Arg4.address(), 0x7fff_e014);
        assert_eq!(FEATURED_RANGE, 0x7fff_e000..0x7fff_f000);
        for (i, w) in Word::ALL.iter().enumerate() {
            assert_eq!(w.index(), i);
        }
        assert_eq!(event_word(event_id::NEW_ARRAY, 40), 2 | 40 << 5);
    }

    #[test]
    fn commit_fills_new_array_size_and_skips_id_zero() {
        let words = [2 | 40 << 5, 0x3000_0100, 9, 1, 0, 7];
        let e = commit(5, &words).unwrap();
        assert_eq!((e.time, e.id, e.payload), (5, 2, [0x3000_0100, 9, 40, 7]));
        let words = [2 | 40 << 5, 0, 0, 1, 48, 0];
        assert_eq!(commit(5, &words).unwrap().payload, [0, 0, 48, 0]);
        // Only NEW_ARRAY carries a size in its event word.
        let words = [1 | 40 << 5, 0, 0, 1, 0, 0];
        assert_eq!(commit(5, &words).unwrap().payload, [0; 4]);
        assert_eq!(commit(5, &[32, 1, 2, 3, 4, 5]), None);
    }

    #[test]
    fn gc_kinds() {
        for (i, k) in GcKind::KNOWN.iter().enumerate() {
            assert_eq!(k.code() as usize, i);
            assert_eq!(GcKind::from_code(k.code()), *k);
        }
        assert_eq!(GcKind::from_code(9), GcKind::Other(9));
        assert_eq!(GcKind::Window.to_string(), "window");
        assert_eq!(GcKind::Other(9).to_string(), "#9");
    }
}
