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

/// `class/Name.method` of every `{"class/Name.method(desc)...", fn}` entry in the VM's C files.
fn tables() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for e in std::fs::read_dir(jvm_dir()).expect("guests/jvm") {
        let p = e.expect("entry").path();
        if p.extension().map_or(true, |x| x != "c") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        for line in text.lines() {
            let mut rest = line;
            while let Some(at) = rest.find("{\"") {
                let key = &rest[at + 2..];
                let Some(end) = key.find('"') else { break };
                let key = &key[..end];
                rest = &rest[at + 2..];
                if let Some(paren) = key.find('(') {
                    let cm = &key[..paren];
                    if cm.contains('/') && cm.contains('.') {
                        out.insert(cm.to_string());
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_library_native_has_a_vm_entry_and_no_entry_is_dead() {
    let src = jvm_dir().join("classlib/src");
    let mut java = BTreeSet::new();
    declared(&src, &src, &mut java);
    let c = tables();
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
