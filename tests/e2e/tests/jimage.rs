//! The runtime image reader the guest VM will boot the real class library from
//! (`guests/jdk/jimage.c`, issue 33) against the JDK's own reader: every location of the
//! pinned big-endian image (`guests/jdk/image.sh` builds it; .ci/run calls that script), its
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

fn image() -> Option<PathBuf> {
    let m = e2e::repo().join("guests/jdk/image/lib/modules");
    if m.is_file() {
        Some(m)
    } else {
        e2e::skip(
            "no runtime image at guests/jdk/image",
            "guests/jdk/image.sh builds it (.ci/run does)",
        );
        None
    }
}

/// jimage_list.c and jimage.c compiled for the host with the C compiler `cc`.
fn lister(dir: &Path) -> PathBuf {
    let jdk = e2e::repo().join("guests/jdk");
    let exe = dir.join("jimage_list");
    let out = Command::new("cc")
        .args(["-O2", "-std=gnu11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(jdk.join("tests/jimage_list.c"))
        .arg(jdk.join("jimage.c"))
        .output()
        .expect("a host C compiler (cc) must be installed: .ci/run's Debian has gcc");
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
    let Some(img) = image() else { return };
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
        .expect("java (JDK 17) must be installed: .ci/run installs it");
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
    let Some(img) = image() else { return };
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
