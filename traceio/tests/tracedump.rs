//! The `tracedump` binary: text output, checking, and clear errors on bad input.

mod common;

use std::process::Command;

use common::*;
use traceio::{event_id, Event, Record};

fn tracedump(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tracedump"))
        .args(args)
        .output()
        .expect("run tracedump");
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn prints_records_and_checks() {
    let dir = TempDir::new("dumpbin");
    let path = dir.join("t.bz2");
    let recs = vec![
        acc(10, 0x1000_0000, 0x4000_0000, 4, false, Some(5)),
        Record::Event(Event {
            time: 12,
            id: event_id::GC_START,
            payload: [0, 0, 1, 0],
        }),
        acc(11, 0x1000_0004, 0x4000_0004, 2, true, None),
    ];
    write(&path, &recs, 2, 1);
    let p = path.to_str().unwrap();
    let (ok, out, _) = tracedump(&[p]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "# traceio-tests guest=synthetic benchmark=unit cache=\"-cache:dl1 dl1:128:32:8:l\" format=4",
            "10 R pc=0x10000000 addr=0x40000000 size=4 L1 =0x00000005",
            "12 EVENT GC_START 0x0 0x0 0x1 0x0",
            "11 W pc=0x10000004 addr=0x40000004 size=2 L1",
        ]
    );
    let (ok, out, _) = tracedump(&["--from", "11", p]);
    assert!(ok);
    assert_eq!(out.lines().count(), 3, "{out}");
    // Time goes back at record 2, and the collection never ends: two violations.
    let (ok, out, _) = tracedump(&["--check", p]);
    assert!(!ok);
    assert!(
        out.contains("# violation: record 2: time 11 goes back from 12"),
        "{out}"
    );
    assert!(
        out.ends_with("# 3 records checked, 2 violations\n"),
        "{out}"
    );
}

/// THREAD_SWITCH is printed with its thread and reason decoded, also for a reason code the
/// protocol does not define.
#[test]
fn thread_switch_names_thread_and_reason() {
    let dir = TempDir::new("dumpthreads");
    let path = dir.join("t.bz2");
    let switch = |time, thread, reason| {
        Record::Event(Event {
            time,
            id: event_id::THREAD_SWITCH,
            payload: [thread, reason, 0, 0],
        })
    };
    write(
        &path,
        &[switch(5, 2, 0), switch(9, 1, 4), switch(9, 3, 77)],
        2,
        1,
    );
    let (ok, out, _) = tracedump(&[path.to_str().unwrap()]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(
        lines,
        [
            "5 EVENT THREAD_SWITCH 0x2 0x0 0x0 0x0 thread=2 reason=preempted",
            "9 EVENT THREAD_SWITCH 0x1 0x4 0x0 0x0 thread=1 reason=ended",
            "9 EVENT THREAD_SWITCH 0x3 0x4d 0x0 0x0 thread=3 reason=#77",
        ]
    );
}

#[test]
fn bad_input_is_a_one_line_error() {
    let dir = TempDir::new("dumpbad");
    let path = dir.join("not-a-trace");
    std::fs::write(&path, "hello").unwrap();
    let (ok, out, err) = tracedump(&[path.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("not a readable trace"), "{err}");
    let (ok, _, err) = tracedump(&[dir.join("missing").to_str().unwrap()]);
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// The conventions shared with simrun, traceanalyze and cachesim: usage errors 2, a failed
/// run 1, --version and --help 0.
#[test]
fn exit_statuses_and_version() {
    let code = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_tracedump"))
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    let (status, out) = code(&["--version"]);
    assert_eq!(status, Some(0));
    assert!(
        out.starts_with(&format!("tracedump {} (commit ", env!("CARGO_PKG_VERSION")))
            && out.ends_with(")\n"),
        "{out}"
    );
    assert_eq!(code(&["--help"]).0, Some(0));
    assert_eq!(code(&[]).0, Some(2), "missing TRACE");
    assert_eq!(code(&["--bogus", "t.bz2"]).0, Some(2));
    assert_eq!(code(&["--limit", "many", "t.bz2"]).0, Some(2));
    assert_eq!(code(&["/nonexistent/t.bz2"]).0, Some(1));
}

#[test]
fn shows_the_instruction_stream_with_flow() {
    use traceio::{CacheOp, Flow, Item};
    let dir = TempDir::new("dumpflow");
    let path = dir.join("t.bz2");
    let items = [
        Item::Flow(Flow::Jump {
            time: 0,
            pc: 0x1000_0000,
        }),
        Item::Record(acc(2, 0x1000_0008, 0x4000_0000, 4, false, Some(5))),
        Item::Flow(Flow::Op {
            time: 3,
            pc: 0x1000_000c,
            addr: 0x4000_0044,
            op: CacheOp::Dcbz,
        }),
        Item::Record(acc(3, 0x1000_000c, 0x4000_0040, 32, true, None)),
        Item::Flow(Flow::End { time: 9 }),
    ];
    write_items(&path, &items, 1, 1);
    let p = path.to_str().unwrap();
    let (ok, out, _) = tracedump(&["--flow", p]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(
        lines,
        [
            "0 JUMP pc=0x10000000",
            "2 R pc=0x10000008 addr=0x40000000 size=4 L1 =0x00000005",
            "3 OP dcbz pc=0x1000000c addr=0x40000044",
            "3 W pc=0x1000000c addr=0x40000040 size=32 L1",
            "9 END",
        ]
    );
    // Without --flow, the records only.
    let (ok, out, _) = tracedump(&[p]);
    assert!(ok);
    assert_eq!(out.lines().count(), 3, "{out}");
    let (ok, _, err) = tracedump(&["--flow", "--check", p]);
    assert!(!ok, "{err}");
}

/// A version-3 file (a real run: `simrun --mode trace --max-insns 40000` of the `dcbz`
/// conformance guest, written again in blocks of 1000 records by the version-3 writer)
/// still reads as it did: its `--flow` dump, made by the version-3 tracedump, is
/// `v3-dcbz.dump.bz2`.
#[test]
fn a_version_3_file_dumps_as_before() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let trace = data.join("v3-dcbz.trace.bz2");
    let (ok, out, err) = tracedump(&["--flow", trace.to_str().unwrap()]);
    assert!(ok, "{err}");
    let mut expected = String::new();
    use std::io::Read;
    bzip2::read::BzDecoder::new(std::fs::File::open(data.join("v3-dcbz.dump.bz2")).unwrap())
        .read_to_string(&mut expected)
        .unwrap();
    assert!(expected.lines().count() > 15_000);
    assert!(expected.contains(" OP dcbz ") && expected.contains(" END"));
    assert_eq!(out, expected);
    let (ok, out, err) = tracedump(&["--check", trace.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("11896 records checked, 0 violations"), "{out}");
}
