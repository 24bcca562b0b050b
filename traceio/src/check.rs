//! The invariant checker: the ordering guarantees stated on [`crate::record`], checked on a
//! record stream (drcachesim's `invariant_checker` in spirit).

use std::fmt;

use crate::protocol::{Decoded, FEATURED_RANGE};
use crate::record::Record;

/// The featured page: accesses to it are instrumentation and must not be traced.
pub const FEATURED_PAGE: std::ops::Range<u32> = FEATURED_RANGE;

/// One broken rule, at record number `index` (0-based in the stream).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Record number.
    pub index: u64,
    /// What rule was broken.
    pub what: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "record {}: {}", self.index, self.what)
    }
}

/// Feeds records one at a time; collects violations (up to a limit) and counts them all.
#[derive(Debug, Default)]
pub struct Checker {
    index: u64,
    last_time: Option<u64>,
    gc_depth: u32,
    gc_number: Option<u32>,
    in_class_dump: bool,
    trace_on: Option<bool>,
    /// Inside an unmeasured region (MEASURE_OFF .. MEASURE_ON).
    unmeasured: bool,
    /// FINAL_STEP was seen.
    final_step: bool,
    violations: Vec<Violation>,
    total: u64,
}

/// Violations kept in detail; further ones are only counted.
const KEEP: usize = 100;

impl Checker {
    /// A checker at the start of a stream.
    pub fn new() -> Checker {
        Checker::default()
    }

    fn flag(&mut self, what: String) {
        self.total += 1;
        if self.violations.len() < KEEP {
            self.violations.push(Violation {
                index: self.index,
                what,
            });
        }
    }

    /// Checks one record.
    pub fn check(&mut self, r: &Record) {
        let t = r.time();
        if let Some(last) = self.last_time {
            if t < last {
                self.flag(format!("time {t} goes back from {last}"));
            }
        }
        self.last_time = Some(t);
        match r {
            Record::Access(a) => {
                if a.size == 0 {
                    self.flag("access of size 0".into());
                }
                if a.value.is_some() && a.size != 4 {
                    self.flag(format!("value on a {}-byte access", a.size));
                }
                if FEATURED_PAGE.contains(&a.addr) {
                    self.flag(format!("access to the featured page at {:#x}", a.addr));
                }
                if self.unmeasured {
                    self.flag("access inside an unmeasured region".into());
                }
            }
            Record::Event(e) => match e.decoded() {
                Decoded::Unknown { id: 0, .. } => self.flag("event id 0".into()),
                Decoded::GcStart { number, .. } => {
                    if self.gc_depth > 0 {
                        self.flag("GC_START inside a collection".into());
                    }
                    self.gc_depth += 1;
                    self.gc_number = Some(number);
                }
                Decoded::GcEnd { number } => {
                    if self.gc_depth == 0 {
                        self.flag("GC_END without GC_START".into());
                    } else {
                        self.gc_depth -= 1;
                    }
                    if let Some(n) = self.gc_number {
                        if number != n {
                            self.flag(format!(
                                "GC_END of collection {number} inside collection {n}"
                            ));
                        }
                    }
                }
                Decoded::Copy { .. } if self.gc_depth == 0 => {
                    self.flag("copy event outside a collection".into());
                }
                Decoded::New { addr: 0, .. } => {
                    self.flag("allocation at address 0".into());
                }
                Decoded::ClassDumpStart => {
                    if self.in_class_dump {
                        self.flag("nested CLASS_DUMP_START".into());
                    }
                    self.in_class_dump = true;
                }
                Decoded::ClassDumpEnd => {
                    if !self.in_class_dump {
                        self.flag("CLASS_DUMP_END without CLASS_DUMP_START".into());
                    }
                    self.in_class_dump = false;
                }
                Decoded::ThreadSwitch { thread, .. } => {
                    if thread == 0 {
                        self.flag("THREAD_SWITCH to thread 0".into());
                    }
                    // The scheduler runs only at the interpreter's yield points and in
                    // blocking natives, never inside the collector or the dump writer.
                    if self.gc_depth > 0 {
                        self.flag("THREAD_SWITCH inside a collection".into());
                    }
                    if self.in_class_dump {
                        self.flag("THREAD_SWITCH inside a class dump".into());
                    }
                }
                // Exact lifetimes (docs/events.md): regions do not nest; reports come at
                // an allocation request, before any collection it triggers; nothing
                // follows the last step.
                Decoded::MeasureOff => {
                    if self.unmeasured {
                        self.flag("MEASURE_OFF inside an unmeasured region".into());
                    }
                    self.unmeasured = true;
                }
                Decoded::MeasureOn => {
                    if !self.unmeasured {
                        self.flag("MEASURE_ON outside an unmeasured region".into());
                    }
                    self.unmeasured = false;
                }
                Decoded::Death { addr, .. }
                | Decoded::RootAdd { addr }
                | Decoded::RootDrop { addr } => {
                    let name = e.decoded().event_id().map_or("?", |i| i.name());
                    if addr == 0 {
                        self.flag(format!("{name} of address 0"));
                    }
                    if self.gc_depth > 0 {
                        self.flag(format!("{name} inside a collection"));
                    }
                    if self.final_step {
                        self.flag(format!("{name} after FINAL_STEP"));
                    }
                }
                Decoded::FinalStep => {
                    if self.final_step {
                        self.flag("second FINAL_STEP".into());
                    }
                    if self.gc_depth > 0 {
                        self.flag("FINAL_STEP inside a collection".into());
                    }
                    self.final_step = true;
                }
                Decoded::New { .. } if self.final_step => {
                    self.flag("allocation after FINAL_STEP".into());
                }
                Decoded::TraceOn => {
                    if self.trace_on == Some(true) {
                        self.flag("TRACE_ON while on".into());
                    }
                    self.trace_on = Some(true);
                }
                Decoded::TraceOff => {
                    if self.trace_on == Some(false) {
                        self.flag("TRACE_OFF while off".into());
                    }
                    self.trace_on = Some(false);
                }
                _ => {}
            },
        }
        self.index += 1;
    }

    /// Ends the stream: a collection or class dump still open is a violation.
    pub fn finish(mut self) -> (Vec<Violation>, u64) {
        if self.gc_depth > 0 {
            self.flag("stream ends inside a collection".into());
        }
        if self.in_class_dump {
            self.flag("stream ends inside a class dump".into());
        }
        (self.violations, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{event_id, Access, AccessKind, Event, Level};

    fn acc(time: u64, addr: u32, size: u8, value: Option<u32>) -> Record {
        Record::Access(Access {
            time,
            pc: 0x1000_0000,
            addr,
            size,
            kind: AccessKind::Read,
            level: Level::L1,
            tlb_miss: false,
            value,
        })
    }

    fn ev(time: u64, id: u8, p2: u32) -> Record {
        Record::Event(Event {
            time,
            id,
            payload: [0, 0, p2, 0],
        })
    }

    #[test]
    fn clean_stream_has_no_violations() {
        let mut c = Checker::new();
        for r in [
            acc(1, 0x100, 4, Some(7)),
            acc(1, 0x104, 1, None),
            ev(2, event_id::GC_START, 1),
            ev(5, event_id::GC_END, 1),
        ] {
            c.check(&r);
        }
        assert_eq!(c.finish(), (vec![], 0));
    }

    #[test]
    fn each_rule_fires() {
        let mut c = Checker::new();
        for r in [
            acc(5, 0x100, 4, Some(7)),
            acc(4, 0x100, 4, Some(7)),       // 1: time back
            acc(6, 0x100, 2, Some(7)),       // 2: value on 2-byte
            acc(7, 0x7fff_e00c, 4, None),    // 3: featured page
            ev(8, event_id::GC_END, 0),      // 4: end without start
            ev(9, event_id::COPY_SCALAR, 0), // 5: copy outside GC
            ev(10, event_id::GC_START, 3),
        ] {
            c.check(&r);
        }
        let (v, n) = c.finish();
        assert_eq!(n, 6);
        let idx: Vec<u64> = v.iter().map(|v| v.index).collect();
        assert_eq!(idx, [1, 2, 3, 4, 5, 7]);
    }

    fn switch(time: u64, thread: u32) -> Record {
        Record::Event(Event {
            time,
            id: event_id::THREAD_SWITCH,
            payload: [thread, 0, 0, 0],
        })
    }

    #[test]
    fn exact_lifetime_rules() {
        let mut c = Checker::new();
        let e = |time, id, addr| {
            Record::Event(Event {
                time,
                id,
                payload: [addr, 0, 0, 0],
            })
        };
        for r in [
            e(1, event_id::MEASURE_OFF, 0),
            e(2, event_id::ROOT_ADD, 0x100),
            e(3, event_id::MEASURE_OFF, 0), // 2: nested
            acc(4, 0x100, 4, Some(1)),      // 3: access inside
            e(5, event_id::MEASURE_ON, 0),
            e(6, event_id::MEASURE_ON, 0), // 5: on while on
            e(7, event_id::DEATH, 0),      // 6: address 0
            ev(8, event_id::GC_START, 1),
            e(9, event_id::ROOT_DROP, 0x100), // 8: inside a collection
            ev(10, event_id::GC_END, 1),
            e(11, event_id::FINAL_STEP, 0),
            e(12, event_id::NEW_SCALAR, 0x100), // 11: allocation after
            e(13, event_id::ROOT_ADD, 0x100),   // 12: after FINAL_STEP
            e(14, event_id::FINAL_STEP, 0),     // 13: second
        ] {
            c.check(&r);
        }
        let (v, n) = c.finish();
        let idx: Vec<u64> = v.iter().map(|v| v.index).collect();
        assert_eq!(idx, [2, 3, 5, 6, 8, 11, 12, 13], "{v:?}");
        assert_eq!(n, 8);
        assert_eq!(v[4].what, "ROOT_DROP inside a collection");
    }

    #[test]
    fn thread_switch_rules() {
        let mut c = Checker::new();
        for r in [
            switch(1, 2),
            switch(2, 0), // 1: thread 0
            ev(3, event_id::GC_START, 1),
            switch(4, 1), // 3: inside a collection
            ev(5, event_id::GC_END, 1),
            ev(6, event_id::CLASS_DUMP_START, 0),
            switch(7, 1), // 6: inside a class dump
            ev(8, event_id::CLASS_DUMP_END, 0),
            switch(9, 1),
        ] {
            c.check(&r);
        }
        let (v, n) = c.finish();
        assert_eq!(n, 3, "{v:?}");
        let idx: Vec<u64> = v.iter().map(|v| v.index).collect();
        assert_eq!(idx, [1, 3, 6]);
    }
}
