//! [`Decoded`]: an event with typed payload fields, one variant per event id.

use super::{CodeRoutine, DeathKind, EventId, GcKind, MarkerChunk, SwitchReason};
use crate::record::Event;

/// A featured-address event decoded: the id and its payload fields by name
/// (`docs/events.md`). Decoding reads only the words an event defines (the others are 0 by
/// the protocol, and readers ignore them); encoding writes 0 there. So
/// `Decoded::decode(d.id(), d.payload()) == d` for every value whose `Unknown` ids are
/// really unknown, and `e.decoded().encode(e.time) == e` for every event whose unused words
/// are 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decoded {
    /// NEW_SCALAR (`array_length` `None`) or NEW_ARRAY.
    New {
        /// The object's address (NEXT).
        addr: u32,
        /// Its type id (EXTRA), a `type` record of class.dump.
        type_id: u32,
        /// Its size in bytes, header included (ARG3).
        size: u32,
        /// For NEW_ARRAY, its length in elements (ARG4).
        array_length: Option<u32>,
    },
    /// GC_START.
    GcStart {
        /// The collection's number, 1, 2, 3, ... (ARG3).
        number: u32,
        /// Its kind (ARG4).
        kind: GcKind,
    },
    /// GC_END.
    GcEnd {
        /// The collection's number (ARG3).
        number: u32,
    },
    /// COPY_SCALAR (`array` false) or COPY_ARRAY.
    Copy {
        /// The source address (NEXT).
        from: u32,
        /// The destination address (EXTRA).
        to: u32,
        /// The object is an array.
        array: bool,
    },
    /// CLASS_DUMP_START.
    ClassDumpStart,
    /// CLASS_DUMP_END.
    ClassDumpEnd,
    /// MEM_UNMAP (made by the simulator).
    MemUnmap {
        /// First byte unmapped (NEXT).
        start: u32,
        /// Bytes unmapped (EXTRA).
        len: u32,
    },
    /// FREE.
    Free {
        /// The object's address (NEXT).
        addr: u32,
        /// Its size in bytes as its NEW_* announced it (EXTRA).
        size: u32,
    },
    /// TRACE_ON.
    TraceOn,
    /// TRACE_OFF.
    TraceOff,
    /// MARKER: one chunk of a string.
    Marker(MarkerChunk),
    /// ALLOC_SITE.
    AllocSite {
        /// The method's id, a `method` record of class.dump (NEXT); 0 without a Java frame.
        method: u32,
        /// The bytecode index (EXTRA); 0xffffffff without a Java frame.
        bci: u32,
    },
    /// THREAD_SWITCH: another thread runs from now on.
    ThreadSwitch {
        /// The thread now running (NEXT): main is 1, later threads 2, 3, ... in creation
        /// order.
        thread: u32,
        /// Why the previous thread stopped running (EXTRA).
        reason: SwitchReason,
    },
    /// MEASURE_OFF: an unmeasured region begins.
    MeasureOff,
    /// MEASURE_ON: the unmeasured region ends.
    MeasureOn,
    /// DEATH: an object's exact death time is this event's time step.
    Death {
        /// The object's address at this time (NEXT).
        addr: u32,
        /// Unreachable at this step, or still reachable at the end of the run (EXTRA).
        kind: DeathKind,
    },
    /// ROOT_ADD: the object is referenced from the roots at this step, and was not at the
    /// previous one.
    RootAdd {
        /// The object's address at this time (NEXT).
        addr: u32,
    },
    /// ROOT_DROP: the object was referenced from the roots at the previous step and is not
    /// at this one.
    RootDrop {
        /// The object's address at this time (NEXT).
        addr: u32,
    },
    /// FINAL_STEP: the run's last time step.
    FinalStep,
    /// CODE: a method's compiled code (`-X:exec=baseline`), or a routine the VM made in
    /// its code space ([`CodeRoutine`]).
    Code {
        /// The method's id, a `method` record of class.dump (NEXT; 0 for a routine).
        method: u32,
        /// The address of its first instruction (EXTRA).
        addr: u32,
        /// The code's size in bytes (ARG3).
        size: u32,
        /// A compiled method, or which routine (ARG4).
        routine: CodeRoutine,
    },
    /// An id the protocol does not define, with its payload as it is.
    Unknown {
        /// The id.
        id: u8,
        /// The payload words NEXT, EXTRA, ARG3, ARG4.
        payload: [u32; 4],
    },
}

impl Decoded {
    /// Decodes an event's id and payload.
    pub fn decode(id: u8, payload: [u32; 4]) -> Decoded {
        let [next, extra, arg3, arg4] = payload;
        let Some(known) = EventId::from_code(id) else {
            return Decoded::Unknown { id, payload };
        };
        match known {
            EventId::NewScalar | EventId::NewArray => Decoded::New {
                addr: next,
                type_id: extra,
                size: arg3,
                array_length: (known == EventId::NewArray).then_some(arg4),
            },
            EventId::GcStart => Decoded::GcStart {
                number: arg3,
                kind: GcKind::from_code(arg4),
            },
            EventId::GcEnd => Decoded::GcEnd { number: arg3 },
            EventId::CopyScalar | EventId::CopyArray => Decoded::Copy {
                from: next,
                to: extra,
                array: known == EventId::CopyArray,
            },
            EventId::ClassDumpStart => Decoded::ClassDumpStart,
            EventId::ClassDumpEnd => Decoded::ClassDumpEnd,
            EventId::MemUnmap => Decoded::MemUnmap {
                start: next,
                len: extra,
            },
            EventId::Free => Decoded::Free {
                addr: next,
                size: extra,
            },
            EventId::TraceOn => Decoded::TraceOn,
            EventId::TraceOff => Decoded::TraceOff,
            EventId::Marker => Decoded::Marker(MarkerChunk::from_payload(payload)),
            EventId::AllocSite => Decoded::AllocSite {
                method: next,
                bci: extra,
            },
            EventId::ThreadSwitch => Decoded::ThreadSwitch {
                thread: next,
                reason: SwitchReason::from_code(extra),
            },
            EventId::MeasureOff => Decoded::MeasureOff,
            EventId::MeasureOn => Decoded::MeasureOn,
            EventId::Death => Decoded::Death {
                addr: next,
                kind: DeathKind::from_code(extra),
            },
            EventId::RootAdd => Decoded::RootAdd { addr: next },
            EventId::RootDrop => Decoded::RootDrop { addr: next },
            EventId::FinalStep => Decoded::FinalStep,
            EventId::Code => Decoded::Code {
                method: next,
                addr: extra,
                size: arg3,
                routine: CodeRoutine::from_code(arg4),
            },
        }
    }

    /// The protocol id, `None` for [`Decoded::Unknown`].
    pub fn event_id(&self) -> Option<EventId> {
        Some(match self {
            Decoded::New {
                array_length: None, ..
            } => EventId::NewScalar,
            Decoded::New { .. } => EventId::NewArray,
            Decoded::GcStart { .. } => EventId::GcStart,
            Decoded::GcEnd { .. } => EventId::GcEnd,
            Decoded::Copy { array: false, .. } => EventId::CopyScalar,
            Decoded::Copy { array: true, .. } => EventId::CopyArray,
            Decoded::ClassDumpStart => EventId::ClassDumpStart,
            Decoded::ClassDumpEnd => EventId::ClassDumpEnd,
            Decoded::MemUnmap { .. } => EventId::MemUnmap,
            Decoded::Free { .. } => EventId::Free,
            Decoded::TraceOn => EventId::TraceOn,
            Decoded::TraceOff => EventId::TraceOff,
            Decoded::Marker(_) => EventId::Marker,
            Decoded::AllocSite { .. } => EventId::AllocSite,
            Decoded::ThreadSwitch { .. } => EventId::ThreadSwitch,
            Decoded::MeasureOff => EventId::MeasureOff,
            Decoded::MeasureOn => EventId::MeasureOn,
            Decoded::Death { .. } => EventId::Death,
            Decoded::RootAdd { .. } => EventId::RootAdd,
            Decoded::RootDrop { .. } => EventId::RootDrop,
            Decoded::FinalStep => EventId::FinalStep,
            Decoded::Code { .. } => EventId::Code,
            Decoded::Unknown { .. } => return None,
        })
    }

    /// The id on disk.
    pub fn id(&self) -> u8 {
        match (self.event_id(), self) {
            (Some(id), _) => id.code(),
            (None, Decoded::Unknown { id, .. }) => *id,
            (None, _) => unreachable!("only Unknown has no protocol id"),
        }
    }

    /// The payload words NEXT, EXTRA, ARG3, ARG4 (0 where the event defines none).
    pub fn payload(&self) -> [u32; 4] {
        match *self {
            Decoded::New {
                addr,
                type_id,
                size,
                array_length,
            } => [addr, type_id, size, array_length.unwrap_or(0)],
            Decoded::GcStart { number, kind } => [0, 0, number, kind.code()],
            Decoded::GcEnd { number } => [0, 0, number, 0],
            Decoded::Copy { from, to, .. } => [from, to, 0, 0],
            Decoded::MemUnmap { start, len } => [start, len, 0, 0],
            Decoded::Free { addr, size } => [addr, size, 0, 0],
            Decoded::Marker(c) => c.payload(),
            Decoded::AllocSite { method, bci } => [method, bci, 0, 0],
            Decoded::ThreadSwitch { thread, reason } => [thread, reason.code(), 0, 0],
            Decoded::Death { addr, kind } => [addr, kind.code(), 0, 0],
            Decoded::RootAdd { addr } | Decoded::RootDrop { addr } => [addr, 0, 0, 0],
            Decoded::Code {
                method,
                addr,
                size,
                routine,
            } => [method, addr, size, routine.code()],
            Decoded::Unknown { payload, .. } => payload,
            Decoded::ClassDumpStart
            | Decoded::ClassDumpEnd
            | Decoded::TraceOn
            | Decoded::TraceOff
            | Decoded::MeasureOff
            | Decoded::MeasureOn
            | Decoded::FinalStep => [0; 4],
        }
    }

    /// The on-disk event at `time`.
    pub fn encode(&self, time: u64) -> Event {
        Event {
            time,
            id: self.id(),
            payload: self.payload(),
        }
    }
}
