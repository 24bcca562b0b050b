//! The typed protocol (`traceio::protocol`): decoding and encoding events round-trip, and
//! MARKER strings survive chunking.

use proptest::prelude::*;
use traceio::protocol::{
    marker_chunks, CodeRoutine, DeathKind, Decoded, EventId, GcKind, MarkerAssembler, MarkerChunk,
    SwitchReason,
};
use traceio::Event;

fn any_kind() -> impl Strategy<Value = GcKind> {
    prop_oneof![
        Just(GcKind::Full),
        Just(GcKind::Minor),
        Just(GcKind::Major),
        Just(GcKind::Window),
        (4u32..).prop_map(GcKind::Other),
    ]
}

fn any_reason() -> impl Strategy<Value = SwitchReason> {
    prop_oneof![
        Just(SwitchReason::Preempted),
        Just(SwitchReason::Monitor),
        Just(SwitchReason::Waiting),
        Just(SwitchReason::Yielded),
        Just(SwitchReason::Ended),
        (5u32..).prop_map(SwitchReason::Other),
    ]
}

fn any_chunk() -> impl Strategy<Value = MarkerChunk> {
    (any::<[u8; 12]>(), any::<u8>(), any::<bool>()).prop_map(|(bytes, count, more)| MarkerChunk {
        bytes,
        count,
        more,
    })
}

/// Every variant, `Unknown` only with ids the protocol does not define.
fn any_decoded() -> impl Strategy<Value = Decoded> {
    let w = any::<u32>;
    prop_oneof![
        (w(), w(), w(), proptest::option::of(w())).prop_map(|(addr, type_id, size, l)| {
            Decoded::New {
                addr,
                type_id,
                size,
                array_length: l,
            }
        }),
        (w(), any_kind()).prop_map(|(number, kind)| Decoded::GcStart { number, kind }),
        w().prop_map(|number| Decoded::GcEnd { number }),
        (w(), w(), any::<bool>()).prop_map(|(from, to, array)| Decoded::Copy { from, to, array }),
        Just(Decoded::ClassDumpStart),
        Just(Decoded::ClassDumpEnd),
        (w(), w()).prop_map(|(start, len)| Decoded::MemUnmap { start, len }),
        (w(), w()).prop_map(|(addr, size)| Decoded::Free { addr, size }),
        Just(Decoded::TraceOn),
        Just(Decoded::TraceOff),
        any_chunk().prop_map(Decoded::Marker),
        (w(), w()).prop_map(|(method, bci)| Decoded::AllocSite { method, bci }),
        (w(), any_reason()).prop_map(|(thread, reason)| Decoded::ThreadSwitch { thread, reason }),
        Just(Decoded::MeasureOff),
        Just(Decoded::MeasureOn),
        (w(), 0u32..4).prop_map(|(addr, k)| Decoded::Death {
            addr,
            kind: DeathKind::from_code(k)
        }),
        w().prop_map(|addr| Decoded::RootAdd { addr }),
        w().prop_map(|addr| Decoded::RootDrop { addr }),
        Just(Decoded::FinalStep),
        (w(), w(), w(), 0u32..6).prop_map(|(method, addr, size, k)| Decoded::Code {
            method,
            addr,
            size,
            routine: CodeRoutine::from_code(k)
        }),
        (
            any::<u8>().prop_filter("unknown id", |id| EventId::from_code(*id).is_none()),
            any::<[u32; 4]>()
        )
            .prop_map(|(id, payload)| Decoded::Unknown { id, payload }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn decoded_events_round_trip(d in any_decoded(), time in any::<u64>()) {
        let e = d.encode(time);
        prop_assert_eq!(e.time, time);
        prop_assert_eq!(e.decoded(), d);
        prop_assert_eq!(EventId::from_code(e.id), d.event_id());
        // Encoding writes 0 where the event defines no word, so it is also canonical.
        prop_assert_eq!(e.decoded().encode(time), e);
    }

    #[test]
    fn any_event_decodes_and_reencodes_its_defined_words(
        id in any::<u8>(), payload in any::<[u32; 4]>(), time in any::<u64>()
    ) {
        let e = Event { time, id, payload };
        let d = e.decoded();
        let back = d.encode(time);
        prop_assert_eq!(back.id, id);
        // Every word either survives or is one the event does not define (encoded as 0;
        // of MARKER's ARG4 only the count and MORE bits are defined), and decoding the
        // re-encoded event changes nothing.
        for (i, (&got, &sent)) in back.payload.iter().zip(&payload).enumerate() {
            let defined = if id == EventId::Marker.code() && i == 3 {
                sent & 0x1ff
            } else {
                sent
            };
            prop_assert!(got == defined || got == 0, "word {}", i);
        }
        prop_assert_eq!(back.decoded(), d);
        if EventId::from_code(id).is_none() {
            prop_assert_eq!(back, e);
        }
    }

    #[test]
    fn marker_strings_survive_chunking(s in prop::collection::vec(any::<u8>(), 0..400)) {
        let chunks: Vec<MarkerChunk> = marker_chunks(&s).collect();
        prop_assert_eq!(chunks.len(), s.len().min(255).div_ceil(12).max(1));
        let mut m = MarkerAssembler::new();
        let mut out = Vec::new();
        for c in &chunks {
            // Through an event and back, as a reader sees it.
            let e = Decoded::Marker(*c).encode(1);
            let Decoded::Marker(c) = e.decoded() else { panic!("not a marker: {e:?}") };
            out.extend(m.push(&c));
        }
        prop_assert_eq!(out, vec![String::from_utf8_lossy(&s[..s.len().min(255)]).into_owned()]);
        prop_assert_eq!(m.malformed(), 0);
    }
}

/// THREAD_SWITCH as the guest VM sends it (docs/events.md): NEXT the thread now running,
/// EXTRA the reason, each reason code to its name.
#[test]
fn thread_switch_payload() {
    let e = Event {
        time: 9,
        id: 15,
        payload: [3, 1, 0, 0],
    };
    let d = Decoded::ThreadSwitch {
        thread: 3,
        reason: SwitchReason::Monitor,
    };
    assert_eq!(e.decoded(), d);
    assert_eq!(d.encode(9), e);
    let names: Vec<String> = (0..6)
        .map(|c| SwitchReason::from_code(c).to_string())
        .collect();
    assert_eq!(
        names,
        ["preempted", "monitor", "waiting", "yielded", "ended", "#5"]
    );
}

/// The analyzer's MARKER reader as of 78f6819 (`Analyzer::marker_chunk`, with its
/// MARKER_MAX of 4096 and MARKER_MORE), kept as the reference `MarkerAssembler` must equal
/// so that the analyzer can use it without a change in its reports (the limit is a field
/// here, so that short limits exercise the cut).
struct AnalyzerMarkers {
    max: usize,
    marker: Vec<u8>,
    markers_bad: u64,
    out: Vec<String>,
}

impl AnalyzerMarkers {
    fn marker_chunk(&mut self, e: &Event) {
        let [a, b, c, info] = e.payload;
        let n = (info & 0xff) as usize;
        let bytes: Vec<u8> = [a, b, c].iter().flat_map(|w| w.to_be_bytes()).collect();
        if n > 12 {
            self.markers_bad += 1;
        }
        for &byte in &bytes[..n.min(12)] {
            if self.marker.len() < self.max {
                self.marker.push(byte);
            }
        }
        if info & 0x100 == 0 {
            self.out
                .push(String::from_utf8_lossy(&self.marker).into_owned());
            self.marker.clear();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn assembler_with_a_limit_equals_the_analyzers_reader(
        max in prop_oneof![Just(4096usize), 0usize..64],
        payloads in prop::collection::vec(
            (any::<[u32; 3]>(), prop_oneof![0u32..=12, any::<u32>()], prop::bool::weighted(0.9)),
            0..600,
        )
    ) {
        let mut reference = AnalyzerMarkers { max, marker: Vec::new(), markers_bad: 0, out: Vec::new() };
        let mut m = MarkerAssembler::with_limit(max);
        let mut out = Vec::new();
        for ([a, b, c], info, more) in payloads {
            let info = (info & !0x100) | if more { 0x100 } else { 0 };
            let e = Event { time: 0, id: EventId::Marker.code(), payload: [a, b, c, info] };
            reference.marker_chunk(&e);
            let Decoded::Marker(chunk) = e.decoded() else { panic!("not a marker") };
            out.extend(m.push(&chunk));
        }
        prop_assert_eq!(out, reference.out);
        prop_assert_eq!(m.malformed(), reference.markers_bad);
        prop_assert_eq!(m.is_pending(), !reference.marker.is_empty());
    }
}

/// `docs/events.md` keeps the tables: every id and every word of the module has its row, and
/// GC_START's row names every kind, and the ids it calls free are
/// [`traceio::protocol::FREE_IDS`].
#[test]
fn docs_events_md_lists_every_id_and_word() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/events.md");
    let doc = std::fs::read_to_string(&path).expect("docs/events.md");
    let rows: Vec<Vec<&str>> = doc
        .lines()
        .filter(|l| l.starts_with('|'))
        .map(|l| l.split('|').map(str::trim).collect())
        .collect();
    for id in EventId::ALL {
        let code = id.code().to_string();
        assert!(
            rows.iter().any(|r| r[1] == code && r[2] == id.name()),
            "docs/events.md has no row | {code} | {} |",
            id.name()
        );
    }
    let gc_start = rows
        .iter()
        .find(|r| r[2] == "GC_START")
        .expect("GC_START row");
    for k in traceio::protocol::GcKind::KNOWN {
        let kind = format!("{} {}", k.code(), k);
        assert!(
            gc_start[5].contains(&kind),
            "docs/events.md's GC_START row does not name kind \"{kind}\""
        );
    }
    let free = traceio::protocol::FREE_IDS;
    let free = format!("{}-{} are free", free.start(), free.end());
    assert!(
        doc.contains(&free),
        "docs/events.md does not say \"{free}\" (traceio::protocol::FREE_IDS)"
    );
    for w in traceio::protocol::Word::ALL {
        let addr = format!("{:#x}", w.address());
        assert!(
            rows.iter().any(|r| r[1] == addr && r[2] == w.name()),
            "docs/events.md has no row | {addr} | {} |",
            w.name()
        );
    }
}
