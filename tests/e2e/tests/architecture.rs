//! `docs/architecture.md` states which crate of the workspace depends on which (its crate
//! table's last column and the layers under it); the README lists the crates. Both must
//! match the `Cargo.toml` files: this test reads the manifests and fails when they do not.

use std::collections::{BTreeMap, BTreeSet};

/// A workspace crate's dependencies on other workspace crates (package names).
#[derive(Debug, Default, PartialEq, Eq)]
struct Deps {
    /// `[dependencies]`.
    normal: BTreeSet<String>,
    /// `[dev-dependencies]` not already in `normal`.
    tests: BTreeSet<String>,
}

/// The workspace as its manifests say: member directory → (package name, dependencies).
fn manifests() -> BTreeMap<String, (String, Deps)> {
    let root = e2e::repo();
    let read = |dir: &str| -> toml::Table {
        let path = root.join(dir).join("Cargo.toml");
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        text.parse()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let members: Vec<String> = read(".")["workspace"]["members"]
        .as_array()
        .expect("workspace.members")
        .iter()
        .map(|m| m.as_str().expect("a member is a path").to_string())
        .collect();
    let tables: Vec<(String, toml::Table)> = members
        .into_iter()
        .map(|m| {
            let t = read(&m);
            (m, t)
        })
        .collect();
    let names: BTreeSet<String> = tables
        .iter()
        .map(|(_, t)| {
            t["package"]["name"]
                .as_str()
                .expect("package.name")
                .to_string()
        })
        .collect();
    // The workspace crates a dependency section names (a renamed one by its `package`).
    let ours = |t: &toml::Table, section: &str| -> BTreeSet<String> {
        let Some(deps) = t.get(section) else {
            return BTreeSet::new();
        };
        deps.as_table()
            .expect("a dependency section is a table")
            .iter()
            .map(|(k, v)| match v.get("package").and_then(|p| p.as_str()) {
                Some(p) => p.to_string(),
                None => k.clone(),
            })
            .filter(|n| names.contains(n))
            .collect()
    };
    tables
        .iter()
        .map(|(dir, t)| {
            assert!(
                !t.contains_key("target") && !t.contains_key("build-dependencies"),
                "{dir}/Cargo.toml: target-specific or build dependencies are not read here"
            );
            let normal = ours(t, "dependencies");
            let tests = &ours(t, "dev-dependencies") - &normal;
            let name = t["package"]["name"].as_str().unwrap().to_string();
            (dir.clone(), (name, Deps { normal, tests }))
        })
        .collect()
}

/// A list of crate names, `nothing of ours` for none; a parenthesis is a comment.
fn names(list: &str) -> BTreeSet<String> {
    let mut plain = String::new();
    let mut depth = 0;
    for c in list.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            c if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    match plain.trim() {
        "nothing of ours" => BTreeSet::new(),
        l => l.split(',').map(|n| n.trim().to_string()).collect(),
    }
}

fn architecture_md() -> String {
    std::fs::read_to_string(e2e::repo().join("docs/architecture.md")).expect("docs/architecture.md")
}

#[test]
fn architecture_md_states_every_crates_dependencies() {
    let ws = manifests();
    let doc = architecture_md();
    let mut stated = BTreeMap::new();
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let [_, krate, _, deps, ..] = cells[..] else {
            continue;
        };
        if deps == "—" {
            continue; // not a crate (guests/)
        }
        let dir = krate.trim_matches('`').to_string();
        let (normal, tests) = match deps.split_once("; tests:") {
            Some((n, t)) => (names(n), names(t)),
            None => (names(deps), BTreeSet::new()),
        };
        assert!(
            stated.insert(dir.clone(), Deps { normal, tests }).is_none(),
            "docs/architecture.md lists `{dir}` twice"
        );
    }
    for (dir, (_, deps)) in &ws {
        let Some(doc) = stated.remove(dir) else {
            panic!("docs/architecture.md's crate table has no row for `{dir}`");
        };
        assert_eq!(
            &doc, deps,
            "docs/architecture.md's row for `{dir}` (left) disagrees with {dir}/Cargo.toml (right)"
        );
    }
    assert!(
        stated.is_empty(),
        "docs/architecture.md lists crates that are not workspace members: {:?}",
        stated.keys()
    );
}

#[test]
fn architecture_md_layers_only_point_down() {
    let ws = manifests();
    let doc = architecture_md();
    let mut layer_of: BTreeMap<String, usize> = BTreeMap::new();
    for line in doc.lines().map(str::trim) {
        let Some((n, crates)) = line.strip_prefix("layer ").and_then(|l| l.split_once(':')) else {
            continue;
        };
        let n: usize = n.parse().expect("layer number");
        for c in crates.split_whitespace() {
            assert!(
                layer_of.insert(c.to_string(), n).is_none(),
                "{c} is in two layers"
            );
        }
    }
    // By package name: what the dependency lists hold.
    let layer = |name: &str| layer_of.get(name).copied();
    for (dir, (name, deps)) in &ws {
        if dir.starts_with("tests/") {
            assert_eq!(layer(name), None, "{dir} only serves tests: no layer");
            continue;
        }
        let Some(l) = layer(name) else {
            panic!("docs/architecture.md's layers do not place {name}");
        };
        for d in &deps.normal {
            let ld = layer(d).unwrap_or_else(|| panic!("{d} has no layer"));
            assert!(
                ld < l,
                "{name} (layer {l}) depends on {d} (layer {ld}): a layer only depends on the ones below it"
            );
        }
    }
    let placed: BTreeSet<&String> = layer_of.keys().collect();
    let known: BTreeSet<&String> = ws.values().map(|(n, _)| n).collect();
    assert!(
        placed.is_subset(&known),
        "the layers name crates that are not members: {:?}",
        placed.difference(&known).collect::<Vec<_>>()
    );
}

#[test]
fn readme_lists_every_crate() {
    let readme = std::fs::read_to_string(e2e::repo().join("README.md")).expect("README.md");
    for dir in manifests().keys() {
        assert!(
            readme.lines().any(|l| l.starts_with(&format!("| `{dir}`"))),
            "README.md's crate table has no row for `{dir}`"
        );
    }
}
