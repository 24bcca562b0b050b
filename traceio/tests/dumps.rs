//! class.dump and feature.dump: parsing real guest output, round trips, clear errors.

mod common;

use std::path::Path;

use common::TempDir;
use traceio::dump::{ClassDump, FeatureDump, NewObject, ObjectModel};

/// A class.dump written by the guest VM (guests/jvm, its test run), kept as a fixture.
const JVM_CLASS_DUMP: &str = include_str!("data/jvm-class.dump");

#[test]
fn parses_the_guest_vms_class_dump() {
    let d = ClassDump::parse(JVM_CLASS_DUMP, Path::new("jvm-class.dump")).unwrap();
    assert_eq!(
        d.model,
        ObjectModel {
            header: 8,
            status: 0,
            tib: 4,
            array_length: 8,
            array_data: 12,
            reference: 4,
            align: 4
        }
    );
    assert_eq!(d.primitives.len(), 9);
    assert_eq!(d.primitives[4].name, "int");
    let string = d
        .classes
        .iter()
        .find(|c| c.name == "java.lang.String")
        .unwrap();
    assert_eq!(
        (string.type_id, string.instance_size, string.super_id),
        (11, 24, 10)
    );
    let fields: Vec<(u32, u32, &str)> = string
        .fields
        .iter()
        .map(|f| (f.offset, f.type_id, f.name.as_str()))
        .collect();
    assert_eq!(fields[0], (8, 17, "value"));
    let chars = d.arrays.iter().find(|a| a.name == "char[]").unwrap();
    assert_eq!(
        (chars.type_id, chars.element_type_id, chars.element_size),
        (17, 3, 2)
    );
    assert!(d
        .methods
        .iter()
        .any(|m| m.name == "toString" && m.class_type_id == 10));
    // Every line is accounted for.
    let records = JVM_CLASS_DUMP
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .count();
    let fields: usize = d.classes.iter().map(|c| c.fields.len()).sum();
    assert_eq!(
        records,
        1 + d.primitives.len()
            + d.classes.len()
            + fields
            + d.arrays.len()
            + d.methods.len()
            + d.threads.len()
    );
}

#[test]
fn class_dump_text_round_trips() {
    let d = ClassDump::parse(JVM_CLASS_DUMP, Path::new("x")).unwrap();
    let again = ClassDump::parse(&d.to_text(), Path::new("y")).unwrap();
    assert_eq!(again, d);
}

/// A multi-threaded run's class.dump names every thread it started, anywhere after
/// `model` (here between classes and methods, out of id order), with any name (spaces,
/// empty); the reader gives them by id and writes them back.
#[test]
fn class_dump_thread_records() {
    let text = format!(
        "# class.dump 1\n{MODEL}thread\t3\tpool-1-thread-2\nprim\t5\tint\t4\n\
         thread\t1\tmain\nclass\t10\tA\t8\t0\t0\nthread\t2\tThread 0 (worker)\n\
         thread\t4\t\nmethod\t1\t10\trun\t()V\n"
    );
    let d = ClassDump::parse(&text, Path::new("c")).unwrap();
    let threads: Vec<(u32, &str)> = d.threads.iter().map(|(i, n)| (*i, n.as_str())).collect();
    assert_eq!(
        threads,
        [
            (1, "main"),
            (2, "Thread 0 (worker)"),
            (3, "pool-1-thread-2"),
            (4, "")
        ]
    );
    assert_eq!(d.thread_name(2), Some("Thread 0 (worker)"));
    assert_eq!(d.thread_name(5), None);
    assert_eq!(d.classes.len(), 1);
    assert_eq!(d.methods.len(), 1);
    let again = ClassDump::parse(&d.to_text(), Path::new("y")).unwrap();
    assert_eq!(again, d);
    let json = serde_json::to_string(&d).unwrap();
    assert_eq!(serde_json::from_str::<ClassDump>(&json).unwrap(), d);
    // A single-threaded run's dump has none, and JSON from before the field still reads.
    let one = ClassDump::parse(JVM_CLASS_DUMP, Path::new("x")).unwrap();
    assert!(one.threads.is_empty());
    let mut old: serde_json::Value = serde_json::to_value(&one).unwrap();
    old.as_object_mut().unwrap().remove("threads");
    assert_eq!(serde_json::from_value::<ClassDump>(old).unwrap(), one);
}

/// `static` records (runs with `-X:deaths`): one per static reference slot, anywhere after
/// `model`, address in hex (decimal accepted); written back in file order.
#[test]
fn class_dump_static_records() {
    let text = format!(
        "# class.dump 1\n{MODEL}class\t10\tA\t8\t0\t0\nstatic\t10\t0x10020a40\t10\tinstance\n\
         static\t10\t268568132\t10\tother\n"
    );
    let d = ClassDump::parse(&text, Path::new("c")).unwrap();
    let got: Vec<(u32, u32, u32, &str)> = d
        .statics
        .iter()
        .map(|s| (s.class_type_id, s.addr, s.field_type_id, s.name.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (10, 0x1002_0a40, 10, "instance"),
            (10, 268_568_132, 10, "other")
        ]
    );
    let again = ClassDump::parse(&d.to_text(), Path::new("y")).unwrap();
    assert_eq!(again, d);
    assert!(d
        .to_text()
        .contains("static\t10\t0x10020a40\t10\tinstance\n"));
    let e = class_err(&format!("{MODEL}static\t10\t0xzz\t10\tx\n"));
    assert!(e.contains("address") && e.contains(":3:"), "{e}");
    let e = class_err(&format!("{MODEL}static\t10\t0x10\t10\n"));
    assert!(e.contains(":3:"), "{e}");
    // JSON from before the field still reads.
    let one = ClassDump::parse(JVM_CLASS_DUMP, Path::new("x")).unwrap();
    let mut old: serde_json::Value = serde_json::to_value(&one).unwrap();
    old.as_object_mut().unwrap().remove("statics");
    assert_eq!(serde_json::from_value::<ClassDump>(old).unwrap(), one);
}

#[test]
fn class_dump_json_round_trips() {
    let d = ClassDump::parse(JVM_CLASS_DUMP, Path::new("x")).unwrap();
    let json = serde_json::to_string(&d).unwrap();
    assert_eq!(serde_json::from_str::<ClassDump>(&json).unwrap(), d);
}

const MODEL: &str =
    "model\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4\n";

fn class_err(body: &str) -> String {
    let text = format!("# class.dump 1\n{body}");
    ClassDump::parse(&text, Path::new("c.dump"))
        .unwrap_err()
        .to_string()
}

#[test]
fn class_dump_errors_name_the_line() {
    assert_eq!(
        ClassDump::parse("# feature.dump 1\n", Path::new("c.dump"))
            .unwrap_err()
            .to_string(),
        "c.dump:1: first line must be \"# class.dump 1\", found \"# feature.dump 1\""
    );
    assert_eq!(
        class_err("prim\t1\tint\t4\n"),
        "c.dump:2: the first record must be `model`"
    );
    assert_eq!(
        class_err(&format!("{MODEL}class\t10\tA\t12\t0\t2\nfield\t8\t5\tx\n")),
        "c.dump:3: class is missing 1 `field` lines at end of file"
    );
    assert_eq!(
        class_err(&format!("{MODEL}class\t10\tA\t12\t0\t1\nprim\t1\tint\t4\n")),
        "c.dump:4: class on line 3 expects 1 more `field` lines"
    );
    assert_eq!(
        class_err(&format!("{MODEL}prim\t1\tint\tfour\n")),
        "c.dump:3: size: \"four\" is not a decimal number in range"
    );
    assert_eq!(
        class_err(&format!("{MODEL}bogus\t1\n")),
        "c.dump:3: unknown record kind \"bogus\""
    );
    assert_eq!(
        class_err("model\theader=8\n"),
        "c.dump:2: model needs header, status, tib, array_length, array_data, ref and align"
    );
    assert_eq!(
        class_err(&format!("{MODEL}field\t8\t5\tx\n")),
        "c.dump:3: `field` outside a class"
    );
    // Extensions are ignored.
    let ok = format!("# class.dump 1\n{MODEL}x-note\twhatever\tfields\n");
    assert!(ClassDump::parse(&ok, Path::new("c")).is_ok());
    // `thread` records: id and name, ids from 1, each once.
    assert_eq!(
        class_err(&format!("{MODEL}thread\t2\n")),
        "c.dump:3: `thread` record has 2 fields, expected 3"
    );
    assert_eq!(
        class_err(&format!("{MODEL}thread\t2\tworker\textra\n")),
        "c.dump:3: `thread` record has 4 fields, expected 3"
    );
    assert_eq!(
        class_err(&format!("{MODEL}thread\t0\tmain\n")),
        "c.dump:3: thread id 0: threads are numbered from 1"
    );
    assert_eq!(
        class_err(&format!("{MODEL}thread\tone\tmain\n")),
        "c.dump:3: thread id: \"one\" is not a decimal number in range"
    );
    assert_eq!(
        class_err(&format!("{MODEL}thread\t-1\tmain\n")),
        "c.dump:3: thread id: \"-1\" is not a decimal number in range"
    );
    assert_eq!(
        class_err(&format!(
            "{MODEL}thread\t1\tmain\nprim\t5\tint\t4\nthread\t1\tmain\n"
        )),
        "c.dump:5: second `thread` record for id 1"
    );
    assert_eq!(
        class_err(&format!("thread\t1\tmain\n{MODEL}")),
        "c.dump:2: the first record must be `model`"
    );
    assert!(ClassDump::parse(&ok, Path::new("c")).is_ok());
}

#[test]
fn feature_dump_parses_round_trips_and_maps_files() {
    let text = "# feature.dump 1\n\
                new\t0x40c03000\t17\t44\t15\n\
                # a comment\n\
                new\t0x40c0302c\t11\t24\t-\n";
    let d = FeatureDump::parse(text, Path::new("f")).unwrap();
    assert_eq!(
        d.objects,
        [
            NewObject {
                addr: 0x40c0_3000,
                type_id: 17,
                size: 44,
                length: Some(15)
            },
            NewObject {
                addr: 0x40c0_302c,
                type_id: 11,
                size: 24,
                length: None
            }
        ]
    );
    assert_eq!(FeatureDump::parse(&d.to_text(), Path::new("g")).unwrap(), d);

    // A large file, read through a memory map.
    let dir = TempDir::new("dump");
    let path = dir.join("feature.dump");
    let big = FeatureDump {
        objects: (0..100_000u32)
            .map(|i| NewObject {
                addr: 0x4000_0000 + 16 * i,
                type_id: 10 + i % 50,
                size: 16,
                length: (i % 3 == 0).then_some(i % 7),
            })
            .collect(),
    };
    std::fs::write(&path, big.to_text()).unwrap();
    assert_eq!(FeatureDump::open(&path).unwrap(), big);
    let cpath = dir.join("class.dump");
    std::fs::write(&cpath, JVM_CLASS_DUMP).unwrap();
    assert_eq!(
        ClassDump::open(&cpath).unwrap(),
        ClassDump::parse(JVM_CLASS_DUMP, Path::new("x")).unwrap()
    );
}

#[test]
fn feature_dump_errors_name_the_line() {
    let err = |body: &str| {
        FeatureDump::parse(&format!("# feature.dump 1\n{body}"), Path::new("f.dump"))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err("new\t40c03000\t17\t44\t-\n"),
        "f.dump:2: address: \"40c03000\" is not a 0x-prefixed 32-bit hex number"
    );
    assert_eq!(
        err("new\t0x10\t1\t8\t-\nnew\t0x10\t1\t8\t-\n"),
        "f.dump:3: objects are not in increasing address order"
    );
    assert_eq!(
        err("new\t0x10\t1\t8\n"),
        "f.dump:2: `new` record has 4 fields, expected 5"
    );
    let dir = TempDir::new("dumperr");
    let missing = dir.join("nope");
    assert!(FeatureDump::open(&missing).is_err());
    let empty = dir.join("empty");
    std::fs::write(&empty, "").unwrap();
    assert_eq!(
        FeatureDump::open(&empty).unwrap_err().to_string(),
        format!(
            "{}:1: first line must be \"# feature.dump 1\", found \"\"",
            empty.display()
        )
    );
}
