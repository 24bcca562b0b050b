//! The class library ↔ VM native contract (guests/jvm/classlib/NATIVES.md), checked on the
//! sources: every method the class library declares `native` has an entry in one of the
//! VM's native tables (a `{"class.method(descriptor)", fn}` row of a `NativeEntry` table in
//! guests/jvm/*.c), so no program meets an UnsatisfiedLinkError for a library method; and
//! every entry names a method the library declares, so no table keeps a dead native.
//! Methods are compared by class and name (overloads share a name).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

/// Java source without comments and with string and char literals emptied (Modifier's
/// `"native "` is not a declaration).
fn strip_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            i = s[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
        } else if b[i..].starts_with(b"//") {
            i = s[i..].find('\n').map_or(b.len(), |e| i + e);
        } else if b[i] == b'"' || b[i] == b'\'' {
            let q = b[i];
            i += 1;
            while i < b.len() && b[i] != q {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// `class/Name.method` for every `native` method declared in `src` (class = the file's
/// path below classlib/src without `.java`).
fn declared(src: &Path, dir: &Path, out: &mut BTreeSet<String>) {
    for e in std::fs::read_dir(dir).expect("classlib/src") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            declared(src, &p, out);
            continue;
        }
        if p.extension().map_or(true, |x| x != "java") {
            continue;
        }
        let class = p.strip_prefix(src).unwrap().with_extension("");
        let class = class.to_string_lossy();
        let text = strip_comments(&std::fs::read_to_string(&p).unwrap());
        let mut rest = text.as_str();
        while let Some(at) = rest.find("native") {
            let before_ok = at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric();
            let after = &rest[at + "native".len()..];
            rest = after;
            if !before_ok || !after.starts_with([' ', '\t', '\n']) {
                continue;
            }
            // `native <type> name(`: the identifier just before the first '('.
            let Some(paren) = after.find('(') else { break };
            let head = after[..paren].trim_end();
            let name: String = head
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            assert!(
                !name.is_empty(),
                "{}: cannot read a native declaration",
                p.display()
            );
            out.insert(format!("{class}.{name}"));
        }
    }
}

/// `class/Name.method` of every `{"class/Name.method(desc)...", fn}` entry in the VM's C files:
/// (the bundled library's and the shared tables', OpenJDK's tables' `jdk_*_natives`).
fn tables() -> (BTreeSet<String>, BTreeSet<String>) {
    let mut out = BTreeSet::new();
    let mut jdk = BTreeSet::new();
    for e in std::fs::read_dir(jvm_dir()).expect("guests/jvm") {
        let p = e.expect("entry").path();
        if p.extension().map_or(true, |x| x != "c") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let mut in_jdk = false;
        for line in text.lines() {
            if line.contains("NativeEntry ") && line.contains("[] = {") {
                in_jdk = line.contains("NativeEntry jdk_");
            }
            let mut rest = line;
            while let Some(at) = rest.find("{\"") {
                let key = &rest[at + 2..];
                let Some(end) = key.find('"') else { break };
                let key = &key[..end];
                rest = &rest[at + 2..];
                if let Some(paren) = key.find('(') {
                    let cm = &key[..paren];
                    if cm.contains('/') && cm.contains('.') {
                        if in_jdk { &mut jdk } else { &mut out }.insert(cm.to_string());
                    }
                }
            }
        }
    }
    (out, jdk)
}

#[test]
fn every_library_native_has_a_vm_entry_and_no_entry_is_dead() {
    let src = jvm_dir().join("classlib/src");
    let mut java = BTreeSet::new();
    declared(&src, &src, &mut java);
    let (c, _) = tables();
    assert!(
        java.len() > 80 && c.len() > 80,
        "{} declared, {} in tables",
        java.len(),
        c.len()
    );
    let missing: Vec<_> = java.difference(&c).collect();
    assert!(
        missing.is_empty(),
        "declared native, no VM entry: {missing:?}"
    );
    let dead: Vec<_> = c.difference(&java).collect();
    assert!(dead.is_empty(), "VM entry for no declared native: {dead:?}");
}

/// OpenJDK's tables (`jdk_*_natives`, for -X:classlib=jdk) name only methods that the JDK 17
/// declares native (javap of the host JDK, whose natives are the pinned image's), so no
/// entry is dead or misspelt there either.
#[test]
fn every_jdk_table_entry_names_a_jdk_native() {
    let (_, jdk) = tables();
    assert!(jdk.len() > 100, "{} JDK entries", jdk.len());
    let classes: BTreeSet<String> = jdk
        .iter()
        .map(|k| k.rsplit_once('.').unwrap().0.replace('/', "."))
        .collect();
    let out = match std::process::Command::new("javap")
        .arg("-p")
        .args(&classes)
        .output()
    {
        Ok(o) => o,
        Err(e) if std::env::var_os("PPCSIM_CI").is_none() => {
            eprintln!("WARNING: SKIPPED: javap not found ({e}; tools/setup.sh installs JDK 17; under CI this fails)");
            return;
        }
        Err(e) => panic!("javap (JDK 17) must be installed: tools/setup.sh installs it: {e}"),
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let mut declared = BTreeSet::new();
    let mut class = String::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if line.ends_with('{') {
            if let Some(i) = words
                .iter()
                .position(|w| *w == "class" || *w == "interface")
            {
                class = words[i + 1].split('<').next().unwrap().replace('.', "/");
                continue;
            }
        }
        if line.contains(" native ") {
            let head = &line[..line.find('(').unwrap()];
            let name = head.rsplit([' ', '.']).next().unwrap();
            declared.insert(format!("{class}.{name}"));
        }
    }
    // the Math methods HotSpot runs as intrinsics, which the VM binds as natives
    // (guests/jvm/classes.c math_intrinsics): Java methods, not natives, in the JDK
    let classes_c = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm/classes.c"),
    )
    .unwrap();
    let list = classes_c
        .split("intrinsic[] = {")
        .nth(1)
        .and_then(|t| t.split('}').next())
        .expect("classes.c lists the Math intrinsics");
    let intrinsics: BTreeSet<String> = list
        .split('"')
        .skip(1)
        .step_by(2)
        .map(|sig| format!("java/lang/Math.{}", sig.split('(').next().unwrap()))
        .collect();
    assert!(intrinsics.len() >= 8, "{intrinsics:?}");
    for m in &intrinsics {
        assert!(
            !declared.contains(m),
            "{m} is native in the JDK: not an intrinsic"
        );
    }
    let dead: Vec<_> = jdk
        .difference(&declared)
        .filter(|k| !intrinsics.contains(*k))
        .collect();
    assert!(
        dead.is_empty(),
        "JDK table entries for no JDK native: {dead:?}\n{text}"
    );
}
