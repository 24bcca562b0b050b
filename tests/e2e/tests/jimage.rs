//! The runtime image reader the guest VM will boot the real class library from
//! (`guests/jvm/jimage.c`, issue 33) against the JDK's own reader: every location of the
//! pinned big-endian image (`guests/jdk/image.sh` builds it; tools/setup.sh runs it), its
//! size and CRC-32, and the module of some packages, listed by `guests/jdk/tests/jimage_list.c`
//! (the reader compiled for the host) and by `guests/jdk/tests/JimageList.java`
//! (`jdk.internal.jimage.ImageReader`), must be the same lines. Corrupt images get a clear
//! message, not a crash.

use std::path::{Path, PathBuf};
use std::process::Command;

const PACKAGES: [&str; 5] = [
    "java/lang",
    "java/sql",
    "org/w3c/dom",
    "java/util/logging",
    "no/such/pkg",
];

/// jimage_list.c and jimage.c compiled for the host with the C compiler `cc`.
fn lister(dir: &Path) -> PathBuf {
    let jdk = e2e::repo().join("guests/jdk");
    let exe = dir.join("jimage_list");
    let out = Command::new("cc")
        .args(["-O2", "-std=gnu11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(jdk.join("tests/jimage_list.c"))
        .arg(e2e::repo().join("guests/jvm/jimage.c"))
        .output()
        .expect("a host C compiler (cc) must be installed: tools/setup.sh installs gcc");
    assert!(
        out.status.success(),
        "cc jimage_list.c jimage.c:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

fn sorted_lines(out: &std::process::Output, what: &str) -> Vec<String> {
    assert!(
        out.status.success(),
        "{what} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut v: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    v.sort();
    v
}

#[test]
fn reader_lists_what_the_jdk_reads() {
    let Some(img) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jimage");
    let ours = Command::new(lister(&dir))
        .arg(&img)
        .args(PACKAGES)
        .output()
        .unwrap();
    let ours = sorted_lines(&ours, "jimage_list");
    let jdk = Command::new("java")
        .args(["--add-exports", "java.base/jdk.internal.jimage=ALL-UNNAMED"])
        .arg(e2e::repo().join("guests/jdk/tests/JimageList.java"))
        .arg(&img)
        .arg("big")
        .args(PACKAGES)
        .output()
        .expect("java (JDK 17) must be installed: tools/setup.sh installs it");
    let jdk = sorted_lines(&jdk, "JimageList.java");
    assert!(
        ours.len() > 9000,
        "the pinned image has java.base, java.logging, java.sql and java.xml: {} lines",
        ours.len()
    );
    for want in [
        "java/lang -> java.base",
        "java/sql -> java.sql",
        "org/w3c/dom -> java.xml",
        "no/such/pkg -> (none)",
    ] {
        assert!(ours.iter().any(|l| l == want), "missing {want:?}");
    }
    assert!(
        ours.iter()
            .any(|l| l.starts_with("/java.base/java/lang/Object.class ")),
        "no java/lang/Object.class"
    );
    assert!(
        !ours.iter().any(|l| l.contains(" error: ")),
        "reader errors: {:?}",
        ours.iter()
            .filter(|l| l.contains(" error: "))
            .take(5)
            .collect::<Vec<_>>()
    );
    let differ: Vec<_> = ours
        .iter()
        .zip(&jdk)
        .filter(|(a, b)| a != b)
        .take(5)
        .collect();
    assert!(
        ours.len() == jdk.len() && differ.is_empty(),
        "jimage.c and the JDK's reader disagree ({} against {} lines), first differences: {differ:?}",
        ours.len(),
        jdk.len()
    );
}

#[test]
fn corrupt_images_are_refused_with_a_reason() {
    let Some(img) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jimage-corrupt");
    let exe = lister(&dir);
    let bytes = std::fs::read(&img).unwrap();
    let mut bad_magic = bytes[..4096].to_vec();
    bad_magic[0] ^= 0xff;
    let mut bad_version = bytes[..4096].to_vec();
    bad_version[4] = 9;
    let cases: [(&str, Vec<u8>, &str); 5] = [
        ("empty", Vec::new(), "shorter than its header"),
        ("magic", bad_magic, "bad magic"),
        ("version", bad_version, "unknown major version"),
        ("index", bytes[..5000].to_vec(), "cut short in its index"),
        (
            "garbage",
            (0..100u8).map(|i| i.wrapping_mul(37)).collect(),
            "bad magic",
        ),
    ];
    for (name, content, why) in cases {
        let path = dir.join(name);
        std::fs::write(&path, content).unwrap();
        let out = Command::new(&exe).arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{name}: {text}");
        assert!(text.contains(why), "{name}: {text:?} should say {why:?}");
    }
    // content cut off after the index: every resource beyond the cut is an error, not a crash
    let cut = dir.join("content");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let out = Command::new(&exe).arg(&cut).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("error: the image is cut short"),
        "cut content: no error line"
    );
}

/// The guest VM reads the image through the same reader (linked into jvm.elf, run on the
/// simulated ppc32): `-X:jimage-check` parses every class of the image's modules with the
/// format checks untrusted classes get; all must pass, and its count must be the classes
/// the host-compiled reader lists (module-info and the jrt directories aside). simrun
/// passes the pinned image itself, under a fixed guest name, and records its hash.
#[test]
fn the_guest_parses_every_class_of_the_image() {
    let Some(img) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jimage-guest");
    let listed = Command::new(lister(&dir)).arg(&img).output().unwrap();
    let listed = sorted_lines(&listed, "jimage_list");
    let classes = listed
        .iter()
        .filter(|l| {
            let name = l.split(' ').next().unwrap_or("");
            name.ends_with(".class")
                && !name.ends_with("/module-info.class")
                && !name.starts_with("/modules/")
                && !name.starts_with("/packages/")
        })
        .count();
    let run = dir.join("run");
    let out = e2e::run(
        Command::new(e2e::simrun())
            .args(["-q", "--mode", "fast", "--out"])
            .arg(&run)
            .args(["jvm", "-X:jimage-check"]),
    );
    let all = out
        .lines()
        .find(|l| l.starts_with("all "))
        .unwrap_or_else(|| panic!("no total line in:\n{out}"));
    let words: Vec<&str> = all.split_whitespace().collect();
    assert_eq!(words[1].parse::<usize>().unwrap(), classes, "{out}");
    assert_eq!(words[5], "0", "classes failed to parse:\n{out}");
    assert!(out.contains("class-file version 61: "), "{out}");
    for m in ["java.base ", "java.logging ", "java.sql ", "java.xml "] {
        assert!(out.lines().any(|l| l.starts_with(m)), "no {m}line:\n{out}");
    }
    let pinned = pinned_sha256();
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run.join("run.json")).unwrap()).unwrap();
    assert_eq!(
        meta["config"]["vm"]["image_sha256"],
        pinned.as_str(),
        "{meta}"
    );
    assert!(meta["config"]["vm"].get("classlib").is_none(), "{meta}");
}

/// guests/jdk/SHA256SUMS's hash of the image's lib/modules.
fn pinned_sha256() -> String {
    std::fs::read_to_string(e2e::repo().join("guests/jdk/SHA256SUMS"))
        .unwrap()
        .lines()
        .find_map(|l| l.strip_suffix("  modules").map(str::to_string))
        .expect("SHA256SUMS names modules")
}

/// A run on OpenJDK's library names the library and its image in run.json (here one whose
/// main class is not on the class path: the launcher's message, a non-zero exit); an image
/// that is not there stops simrun before the run.
#[test]
fn classlib_jdk_is_recorded_and_a_missing_image_refused() {
    let Some(_) = e2e::jdk_image() else { return };
    let dir = e2e::work_dir("jimage-boot");
    let run = |name: &str, args: &[&str]| {
        let o = Command::new(e2e::simrun())
            .args(["-q", "--mode", "fast", "--out"])
            .arg(dir.join(name))
            .arg("jvm")
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = run("boot", &["-X:classlib=jdk", "Hello"]);
    assert_ne!(code, Some(0), "{err}");
    assert!(
        err.contains("could not find or load main class Hello"),
        "{err}"
    );
    let meta: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("boot/run.json")).unwrap()).unwrap();
    assert_eq!(meta["config"]["vm"]["classlib"], "jdk", "{meta}");
    assert_eq!(
        meta["config"]["vm"]["image_sha256"],
        pinned_sha256().as_str()
    );
    let (code, err) = run(
        "missing",
        &["-X:classlib=jdk", "-X:jimage=/no/such/lib/modules", "Hello"],
    );
    assert_ne!(code, Some(0), "{err}");
    assert!(err.contains("-X:jimage=/no/such/lib/modules"), "{err}");
    assert!(!dir.join("missing/run.json").exists(), "nothing ran");
}
