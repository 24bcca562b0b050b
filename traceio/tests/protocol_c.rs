//! The guest VM's C side of the featured-address protocol agrees with
//! `traceio::protocol`: this test reads `guests/jvm/events.h` (the EV_* ids, the GC_* kinds),
//! `guests/jvm/events.c` (the page, which `feature[i]` is which word, the store that
//! commits last, the event log's word order, MEM_UNMAP's id, the MARKER chunking),
//! `guests/jvm/heap.c` (NEW_ARRAY's event word), `guests/jvm/gc.c` (the kinds' names) and
//! `guests/jvm/jit.h` (CODE's routine codes) and fails on any difference. The parsing is deliberately narrow: a change of the C
//! spelling it expects fails here too, to be looked at.

use std::collections::BTreeMap;
use std::path::PathBuf;

use traceio::protocol::{
    CodeRoutine, EventId, GcKind, Origin, Word, FEATURED_PAGE, FEATURED_SIZE, MARKER_BYTES,
    MARKER_MAX, MARKER_MORE, SIZE_SHIFT, WORDS,
};

fn guest_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../guests/jvm")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A C integer literal (`13`, `0x7fffe000u`, `0x100u`).
fn c_int(s: &str) -> u64 {
    let s = s.trim().trim_end_matches(['u', 'U', 'l', 'L']);
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => s.parse(),
    }
    .unwrap_or_else(|e| panic!("not a C integer: {s:?}: {e}"))
}

/// The members of the anonymous `enum { ... };` that names `member`.
fn c_enum(src: &str, member: &str) -> BTreeMap<String, u64> {
    let at = src
        .find(&format!("{member} ="))
        .unwrap_or_else(|| panic!("no enum member {member}"));
    let open = src[..at].rfind("enum {").expect("enum {") + "enum {".len();
    let close = open + src[open..].find('}').expect("}");
    src[open..close]
        .split(',')
        .filter(|m| !m.trim().is_empty())
        .map(|m| {
            let (name, value) = m.split_once('=').unwrap_or_else(|| panic!("{m:?}: no ="));
            (name.trim().to_string(), c_int(value))
        })
        .collect()
}

/// The value of `#define name value`.
fn c_define(src: &str, name: &str) -> u64 {
    let line = src
        .lines()
        .find(|l| l.split_whitespace().take(2).eq(["#define", name]))
        .unwrap_or_else(|| panic!("no #define {name}"));
    c_int(line.split_whitespace().nth(2).expect("a value"))
}

/// The body (between its braces) of the function defined by `head` (`"void f("`).
fn c_function<'a>(src: &'a str, head: &str) -> &'a str {
    let at = src
        .find(head)
        .unwrap_or_else(|| panic!("no function {head}"));
    let open = at + src[at..].find('{').expect("{") + 1;
    let mut depth = 1;
    for (i, c) in src[open..].char_indices() {
        depth += match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        };
        if depth == 0 {
            return &src[open..open + i];
        }
    }
    panic!("{head}: unbalanced braces")
}

/// The statements `array[i] = value;` of a body, in order, as (i, value).
fn indexed_stores(body: &str, array: &str) -> Vec<(usize, String)> {
    body.split(';')
        .filter_map(|s| {
            let s = s.trim().strip_prefix(&format!("{array}["))?;
            let (i, rest) = s.split_once(']')?;
            let value = rest.trim().strip_prefix('=')?;
            Some((c_int(i) as usize, value.trim().to_string()))
        })
        .collect()
}

/// Which word each of `event_emit`'s parameters is.
fn parameter_word(name: &str) -> Word {
    match name {
        "word" => Word::Event,
        "next" => Word::Next,
        "extra" => Word::Extra,
        "arg3" => Word::Arg3,
        "arg4" => Word::Arg4,
        _ => panic!("unexpected parameter {name}"),
    }
}

#[test]
fn event_ids_agree_with_events_h() {
    let h = guest_file("events.h");
    let c_ids = c_enum(&h, "EV_NEW_SCALAR");
    for (name, code) in &c_ids {
        let bare = name
            .strip_prefix("EV_")
            .unwrap_or_else(|| panic!("{name}: no EV_"));
        let id = EventId::ALL
            .iter()
            .find(|id| id.name() == bare)
            .unwrap_or_else(|| panic!("events.h's {name} is not an EventId"));
        assert_eq!(
            *code,
            u64::from(id.code()),
            "{name}: events.h and EventId::{id:?}"
        );
        assert_eq!(id.origin(), Origin::Guest, "events.h sends {name}");
    }
    for id in EventId::ALL
        .iter()
        .filter(|id| id.origin() == Origin::Guest)
    {
        let name = format!("EV_{}", id.name());
        assert!(c_ids.contains_key(&name), "{name} is missing from events.h");
    }
}

#[test]
fn code_routines_agree_with_jit_h() {
    let routines = c_enum(&guest_file("jit.h"), "JIT_ROUTINE_GLUE");
    let expected: BTreeMap<String, u64> = [
        ("JIT_ROUTINE_GLUE", CodeRoutine::Glue),
        ("JIT_ROUTINE_NEW", CodeRoutine::NewScalar),
        ("JIT_ROUTINE_NEWARRAY", CodeRoutine::NewArray),
        ("JIT_ROUTINE_CLONE", CodeRoutine::ArrayClone),
    ]
    .into_iter()
    .map(|(c, r)| (c.to_string(), u64::from(r.code())))
    .collect();
    assert_eq!(routines, expected, "jit.h's JIT_ROUTINE_* codes");
}

#[test]
fn gc_kinds_agree_with_events_h_and_gc_c() {
    let kinds = c_enum(&guest_file("events.h"), "GC_FULL");
    let expected: BTreeMap<String, u64> = GcKind::KNOWN
        .iter()
        .map(|k| {
            let name = k.name().expect("a known kind").to_uppercase();
            (format!("GC_{name}"), u64::from(k.code()))
        })
        .collect();
    assert_eq!(kinds, expected, "events.h's GC_* kinds");
    // gc.c sends the kind's name as a MARKER after GC_START, indexed by its code.
    let gc = guest_file("gc.c");
    let line = gc
        .lines()
        .find(|l| l.contains("kind_names["))
        .expect("gc.c's kind_names");
    let names: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
    let ours: Vec<&str> = GcKind::KNOWN.iter().map(|k| k.name().unwrap()).collect();
    assert_eq!(names, ours, "gc.c's kind_names");
}

#[test]
fn page_and_words_agree_with_events_c() {
    let ev = guest_file("events.c");
    assert_eq!(c_define(&ev, "FEATURE_PAGE"), u64::from(FEATURED_PAGE));
    // The VM maps the page itself when nobody did (under QEMU): one page of our size.
    let init = c_function(&ev, "void events_init(");
    assert!(
        init.contains(&format!("mincore(want, {FEATURED_SIZE},"))
            && init.contains(&format!("mmap(want, {FEATURED_SIZE},")),
        "events_init maps {FEATURED_SIZE} bytes"
    );

    // event_emit: feature[i] = <parameter>; the store to FEATURE_END comes last.
    let emit = indexed_stores(c_function(&ev, "void event_emit("), "feature");
    assert_eq!(
        emit.len(),
        WORDS,
        "event_emit stores the six words: {emit:?}"
    );
    for (i, value) in &emit[..WORDS - 1] {
        assert_eq!(*i, parameter_word(value).index(), "feature[{i}] = {value}");
    }
    let (last, _) = emit[WORDS - 1];
    assert_eq!(
        last,
        Word::End.index(),
        "the last store commits: FEATURE_END"
    );
    assert!(
        emit[..WORDS - 1]
            .iter()
            .all(|(i, _)| *i != Word::End.index()),
        "FEATURE_END is stored once"
    );

    // The event log (-X:eventlog) keeps the page's word order, 0 for FEATURE_END.
    let log = indexed_stores(c_function(&ev, "static void log_event("), "e");
    assert_eq!(log.len(), WORDS, "log_event writes six words: {log:?}");
    for (i, value) in &log {
        let w = if value == "0" {
            Word::End
        } else {
            parameter_word(value)
        };
        assert_eq!(*i, w.index(), "log e[{i}] = {value}");
    }

    // MEM_UNMAP is the simulator's; the VM logs the one it would make with a literal id.
    let unmap = c_function(&ev, "void event_log_unmap(");
    let arg = unmap
        .split("log_event(")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .expect("event_log_unmap calls log_event");
    assert_eq!(
        c_int(arg),
        u64::from(EventId::MemUnmap.code()),
        "event_log_unmap"
    );
}

#[test]
fn new_array_event_word_agrees_with_heap_c() {
    let heap = guest_file("heap.c");
    let shift = heap
        .split("EV_NEW_ARRAY | size << ")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .expect("heap.c sends EV_NEW_ARRAY | size << N");
    assert_eq!(c_int(shift), u64::from(SIZE_SHIFT));
}

#[test]
fn marker_encoding_agrees_with_events_c() {
    let ev = guest_file("events.c");
    assert_eq!(c_define(&ev, "MARKER_MAX"), MARKER_MAX as u64);
    assert_eq!(c_define(&ev, "MARKER_MORE"), u64::from(MARKER_MORE));
    let body = c_function(&ev, "void event_marker(");
    let chunk = format!("n - off > {MARKER_BYTES} ? {MARKER_BYTES} : n - off");
    assert!(
        body.contains(&chunk),
        "event_marker: chunks of {MARKER_BYTES}"
    );
    // Three payload words, each filled from its most significant byte.
    assert!(body.contains(&format!("uint32_t w[{}]", MARKER_BYTES / 4)));
    assert!(
        body.contains("<< (24 - 8 * (i % 4))"),
        "most significant byte first"
    );
    assert!(body.contains("event_emit(EV_MARKER, w[0], w[1], w[2],"));
}
