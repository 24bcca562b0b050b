//! Reads the guest VM's one list of collector plans (`guests/jvm/plans.def`, an X-macro of
//! `PLAN(name, "summary")` lines) into `$OUT_DIR/plans.rs`, so that simrun's `--help`, its
//! checks and the tests take the names from the list the VM is built from.

use std::{env, fs, path::Path};

fn main() {
    let def = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("../guests/jvm/plans.def");
    println!("cargo:rerun-if-changed={}", def.display());
    let text = fs::read_to_string(&def).unwrap_or_else(|e| panic!("{}: {e}", def.display()));
    let mut plans = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("PLAN(") else {
            continue;
        };
        let parsed = rest.strip_suffix(')').and_then(|r| {
            let (name, summary) = r.split_once(',')?;
            let summary = summary.trim().strip_prefix('"')?.strip_suffix('"')?;
            let name = name.trim();
            (!name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()))
            .then_some((name.to_string(), summary.to_string()))
        });
        match parsed {
            Some(p) => plans.push(p),
            None => panic!(
                "{}:{}: not PLAN(name, \"summary\"): {line}",
                def.display(),
                n + 1
            ),
        }
    }
    assert!(!plans.is_empty(), "{}: no PLAN lines", def.display());
    let mut out = String::new();
    out.push_str(&format!(
        "/// The VM's collector plans (`-X:gc=`), in `guests/jvm/plans.def`'s order: name and summary.\n\
         pub const PLANS: [(&str, &str); {n}] = [\n",
        n = plans.len()
    ));
    for (name, summary) in &plans {
        out.push_str(&format!("    ({name:?}, {summary:?}),\n"));
    }
    out.push_str(&format!(
        "];\n/// The VM's collector plans' names (`-X:gc=`), in `guests/jvm/plans.def`'s order.\n\
         pub const COLLECTORS: [&str; {n}] = [\n",
        n = plans.len()
    ));
    for (name, _) in &plans {
        out.push_str(&format!("    {name:?},\n"));
    }
    // plans.def's convention: a summary that says "never collects" is an allocate-only plan
    let collecting: Vec<&str> = plans
        .iter()
        .filter(|(_, summary)| !summary.contains("never collects"))
        .map(|(name, _)| name.as_str())
        .collect();
    out.push_str(&format!(
        "];\n/// The plans that reclaim memory: [`COLLECTORS`] without the allocate-only ones, whose\n\
         /// `plans.def` summary says \"never collects\" (nogc). The test matrices that need\n\
         /// collections, and the minimum heaps of the benchmark scripts, take these.\n\
         pub const COLLECTING: [&str; {n}] = [\n",
        n = collecting.len()
    ));
    for name in &collecting {
        out.push_str(&format!("    {name:?},\n"));
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("plans.rs"),
        out,
    )
    .unwrap();
}
