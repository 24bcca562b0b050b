//! Checking a study before anything starts: the whole matrix (benchmarks, sizes,
//! collectors, heaps, modes, cache configurations, options the study sets itself) and every
//! analysis table name, each problem one line, all of them at once.
//!
//! ```text
//! STUDY.toml → toml → spec::Study ─┬→ problems(study, None)            (Study::parse)
//!                                  └→ problems(study, Some(&Bundled))  (simstudy run, check, task, list)
//!   Bundled::ask(simrun) ← `simrun --help`: the benchmarks embedded in jvm.elf, their input sizes
//! ```
//!
//! The collectors are the bundled VM's plans ([`sim_core::plans::COLLECTORS`]); the
//! benchmarks and their input sizes are the ones the simrun that will run the study lists
//! in its `--help` (the list lives in simrun's profile of the VM), so the check and the
//! runs never disagree. A heap follows the VM's `-X:h=` syntax (guests/jvm/main.c):
//! megabytes without a suffix, or `k`/`m`/`g`, from 128k to 1536m; or it is a multiple
//! (1 or more) of the minimum heap, `1.5x` ([`crate::minheap`]).
//!
//! ```
//! let e = study::spec::Study::parse(
//!     "name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"semispace\", \"apel\"]\nheaps = [\"12q\"]",
//!     "x.toml",
//! )
//! .unwrap_err();
//! let study::Error::Study { problems, .. } = e else { panic!() };
//! assert_eq!(problems.len(), 2);
//! ```

use std::path::Path;
use std::process::Command;

use tables::AnalyzerTable;

use crate::spec::Study;
use crate::Error;

/// What the bundled VM (`simrun jvm`) runs: its embedded benchmarks and their input sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundled {
    /// The benchmarks embedded in jvm.elf (`jess`, `db`, ...).
    pub benchmarks: Vec<String>,
    /// Their input sizes without the dash (`s0`, `s1`, ...).
    pub sizes: Vec<String>,
}

/// The line of `simrun --help` that lists the embedded benchmarks.
const BENCHMARKS_LINE: &str = "Benchmarks (embedded in jvm.elf):";
/// The line of `simrun --help` that lists their input sizes.
const SIZES_LINE: &str = "input sizes:";

impl Bundled {
    /// Reads the lists from a `simrun --help` text.
    pub fn from_help(help: &str) -> Option<Bundled> {
        let after = |key: &str| {
            help.lines()
                .find_map(|l| l.trim().strip_prefix(key).map(str::to_string))
        };
        let benchmarks: Vec<String> = after(BENCHMARKS_LINE)?
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let sizes: Vec<String> = after(SIZES_LINE)?
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter_map(|w| w.strip_prefix("-s"))
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| format!("s{n}"))
            .collect();
        (!benchmarks.is_empty() && !sizes.is_empty()).then_some(Bundled { benchmarks, sizes })
    }

    /// Asks `simrun --help`.
    pub fn ask(simrun: &Path) -> Result<Bundled, Error> {
        let out = Command::new(simrun)
            .arg("--help")
            .output()
            .map_err(|e| Error::Io {
                what: format!(
                    "running {} --help (for the bundled benchmarks)",
                    simrun.display()
                ),
                source: e,
            })?;
        let help = String::from_utf8_lossy(&out.stdout);
        Bundled::from_help(&help).ok_or_else(|| Error::Data {
            file: format!("{} --help", simrun.display()),
            message: format!("no '{BENCHMARKS_LINE}' and '{SIZES_LINE}' lines"),
        })
    }
}

/// Whether `s` is a plain name: letters, digits, `-`, `_`, `.`.
pub fn plain_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// Levenshtein distance (small strings: names).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// `'x' is not <what> (did you mean 'y'?)` for a near name (at most two edits, and
/// fewer than half of its letters), else `'x' is not <what> (the list)`.
fn unknown<'a>(what: &str, x: &str, known: impl IntoIterator<Item = &'a str> + Clone) -> String {
    let near = known
        .clone()
        .into_iter()
        .map(|k| (distance(x, k), k))
        .filter(|(d, _)| *d <= 2 && 2 * d < x.chars().count())
        .min();
    match near {
        Some((_, k)) => format!("'{x}' is not {what} (did you mean '{k}'?)"),
        None => format!(
            "'{x}' is not {what} ({})",
            known.into_iter().collect::<Vec<_>>().join(", ")
        ),
    }
}

/// Whether a heap size follows the VM's `-X:h=` syntax and range (guests/jvm/main.c):
/// digits, then nothing (megabytes) or one of `kKmMgG`; 128k to 1536m. Or a multiple of
/// the minimum heap, 1 or more: `1.5x` ([`crate::minheap`]).
pub fn heap_problem(h: &str) -> Option<String> {
    if h.ends_with('x') {
        return match crate::minheap::multiple(h) {
            Some(m) if m >= 1.0 => None,
            Some(_) => Some(format!(
                "heaps: '{h}' is below the minimum heap (a multiple is 1x or more)"
            )),
            None => Some(format!(
                "heaps: '{h}' is not a multiple of the minimum heap (1.5x, 2x, ...)"
            )),
        };
    }
    let digits = h.bytes().take_while(u8::is_ascii_digit).count();
    let (num, unit) = h.split_at(digits);
    let shift = match unit {
        "" | "m" | "M" => 20,
        "k" | "K" => 10,
        "g" | "G" => 30,
        _ => {
            return Some(format!(
                "heaps: '{h}' is not a heap size (megabytes without a suffix, or k, m, g: 4, 512k, 64m)"
            ))
        }
    };
    let bytes = num.parse::<u64>().ok().and_then(|n| n.checked_shl(shift));
    match bytes {
        Some(b) if (128 << 10..=1536 << 20).contains(&b) => None,
        _ if num.is_empty() => Some(format!(
            "heaps: '{h}' is not a heap size (megabytes without a suffix, or k, m, g: 4, 512k, 64m)"
        )),
        _ => Some(format!(
            "heaps: '{h}' is outside the VM's heap range (128k to 1536m)"
        )),
    }
}

/// Options of simrun the study gives each run itself.
const STUDY_SIMRUN_OPTIONS: [&str; 6] = ["--out", "--mode", "--seed", "--force", "-q", "--quiet"];
/// Options of the VM the study gives each run itself.
const STUDY_VM_OPTIONS: [&str; 4] = ["-X:gc=", "-X:h=", "-Xms", "-Xmx"];

/// Every problem of `study`, one line each (empty: none). With `bundled`, the benchmarks
/// and sizes of a study of the bundled VM are checked against its lists too.
pub fn problems(study: &Study, bundled: Option<&Bundled>) -> Vec<String> {
    let mut p = Vec::new();
    if !plain_name(&study.name) {
        p.push(format!(
            "name '{}': use letters, digits, '-', '_' and '.'",
            study.name
        ));
    }
    lists(study, &mut p);
    matrix(study, bundled, &mut p);
    options(study, &mut p);
    caches(study, &mut p);
    analyses(study, &mut p);
    p
}

/// Empty lists, names that cannot name a directory, values listed twice.
fn lists(study: &Study, p: &mut Vec<String>) {
    for (what, list, required) in [
        ("benchmarks", &study.benchmarks, true),
        ("sizes", &study.sizes, false),
        ("collectors", &study.collectors, true),
        ("heaps", &study.heaps, true),
        ("modes", &study.modes, true),
    ] {
        if required && list.is_empty() {
            p.push(format!("{what}: the list is empty"));
        }
        for bad in list.iter().filter(|v| !plain_name(v)) {
            p.push(format!(
                "{what}: '{bad}': use letters, digits, '-', '_' and '.'"
            ));
        }
        for (i, v) in list.iter().enumerate() {
            if list[..i].contains(v) {
                p.push(format!("{what}: '{v}' is listed twice"));
            }
        }
    }
    if study.seeds.is_empty() {
        p.push("seeds: the list is empty".into());
    }
    for (i, s) in study.seeds.iter().enumerate() {
        if study.seeds[..i].contains(s) {
            p.push(format!("seeds: {s} is listed twice"));
        }
    }
}

/// The matrix's values: what the guest knows, in the study file's order.
fn matrix(study: &Study, bundled: Option<&Bundled>, p: &mut Vec<String>) {
    let jvm = study.guest == "jvm";
    if !jvm && !Path::new(&study.guest).is_file() {
        p.push(format!(
            "guest: '{}' is neither 'jvm' nor a file",
            study.guest
        ));
    }
    let bundled = bundled.filter(|_| bundled_benchmarks(study));
    if let Some(b) = bundled {
        for x in study
            .benchmarks
            .iter()
            .filter(|x| !b.benchmarks.contains(x))
        {
            p.push(format!(
                "benchmarks: {}",
                unknown(
                    "a benchmark of the bundled VM",
                    x,
                    b.benchmarks.iter().map(String::as_str)
                )
            ));
        }
    }
    for s in &study.sizes {
        let digits = s.strip_prefix('s').unwrap_or("");
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            p.push(format!(
                "sizes: '{s}' is not an input size (s0, s1, ...: -sN after the benchmark)"
            ));
        } else if let Some(b) = bundled.filter(|b| !b.sizes.contains(s)) {
            p.push(format!(
                "sizes: {}",
                unknown(
                    "an input size of the bundled benchmarks",
                    s,
                    b.sizes.iter().map(String::as_str)
                )
            ));
        }
    }
    if jvm {
        for c in &study.collectors {
            if !sim_core::plans::COLLECTORS.contains(&c.as_str()) {
                p.push(format!(
                    "collectors: {}",
                    unknown(
                        "a collector of the bundled VM",
                        c,
                        sim_core::plans::COLLECTORS
                    )
                ));
            }
        }
    }
    for h in &study.heaps {
        p.extend(heap_problem(h));
    }
    for m in &study.modes {
        if !matches!(m.as_str(), "fast" | "cache" | "trace") {
            p.push(format!("modes: '{m}' is not a mode (fast, cache or trace)"));
        }
    }
}

/// Whether the study's benchmarks are the bundled VM's embedded ones (no class path).
fn bundled_benchmarks(study: &Study) -> bool {
    study.guest == "jvm"
        && !study
            .vm_args
            .iter()
            .any(|a| matches!(a.as_str(), "-cp" | "-classpath" | "-jar"))
}

/// simrun and VM options the study sets for each run.
fn options(study: &Study, p: &mut Vec<String>) {
    for a in &study.simrun_args {
        if STUDY_SIMRUN_OPTIONS
            .iter()
            .any(|o| a == o || a.starts_with(&format!("{o}=")))
        {
            p.push(format!(
                "simrun_args: '{a}' is the study's (it sets it for each run)"
            ));
        }
    }
    for a in &study.vm_args {
        if STUDY_VM_OPTIONS.iter().any(|o| a.starts_with(o)) {
            p.push(format!(
                "vm_args: '{a}' is the study's (collectors and heaps set it)"
            ));
        }
    }
}

/// The cache configurations: names, and flags simrun accepts.
fn caches(study: &Study, p: &mut Vec<String>) {
    if study.caches.is_empty() {
        p.push("caches: no configuration (leave the table out for the default)".into());
    }
    for (name, flags) in &study.caches {
        if !plain_name(name) {
            p.push(format!(
                "caches: name '{name}': use letters, digits, '-', '_' and '.'"
            ));
        }
        match cache::HierarchyConfig::from_args(flags) {
            Ok((_, rest)) if rest.is_empty() => {}
            Ok((_, rest)) => p.push(format!(
                "caches: '{name}': '{}' is not a sim-cache flag",
                rest.join(" ")
            )),
            Err(e) => p.push(format!("caches: '{name}': {e}")),
        }
    }
}

/// The analyses: names, options, table names.
fn analyses(study: &Study, p: &mut Vec<String>) {
    for (i, a) in study.analyses.iter().enumerate() {
        if !plain_name(&a.name) || a.name.contains('.') {
            p.push(format!(
                "analyses: name '{}': use letters, digits, '-' and '_'",
                a.name
            ));
        }
        if study.analyses[..i].iter().any(|b| b.name == a.name) {
            p.push(format!("analyses: '{}' is named twice", a.name));
        }
        if a.args
            .iter()
            .any(|x| x == "--format" || x.starts_with("--format="))
        {
            p.push(format!(
                "analyses: '{}': --format is the study's (csv)",
                a.name
            ));
        }
        for (j, t) in a.table_names.iter().enumerate() {
            if AnalyzerTable::from_name(t).is_none() {
                p.push(format!(
                    "analyses: '{}': {}",
                    a.name,
                    unknown(
                        "a table of the analyzer",
                        t,
                        AnalyzerTable::ALL.iter().map(|t| t.name())
                    )
                ));
            } else if a.table_names[..j].contains(t) {
                p.push(format!("analyses: '{}': '{t}' is listed twice", a.name));
            }
        }
    }
    if !study.analyses.is_empty() && !study.modes.iter().any(|m| m == "trace") {
        p.push("analyses: no mode is trace, so no run would be analysed".into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heap_sizes_follow_the_vm() {
        for ok in [
            "128k", "4", "64m", "1536m", "1g", "512K", "1536", "1x", "1.5x", "6x",
        ] {
            assert_eq!(heap_problem(ok), None, "{ok}");
        }
        for bad in [
            "127k", "1537m", "2g", "0", "4mb", "k", "", "1.5", "-4", "0.5x", "x", "twox",
        ] {
            assert!(heap_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn near_names_are_suggested() {
        assert_eq!(distance("gc_timelines", "gc_timeline"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
        let m = unknown("a collector", "apel", ["appel", "semispace"]);
        assert_eq!(m, "'apel' is not a collector (did you mean 'appel'?)");
        let m = unknown("a collector", "gengc", ["appel", "semispace"]);
        assert_eq!(m, "'gengc' is not a collector (appel, semispace)");
        // Short names are not guessed at: s2 is not a misspelt s0.
        let m = unknown("a size", "s2", ["s0", "s1"]);
        assert_eq!(m, "'s2' is not a size (s0, s1)");
    }

    #[test]
    fn simrun_help_lists_are_read() {
        let help = "Benchmarks (embedded in jvm.elf): jess db\n  input sizes: -s0 (tests, ~10^7 instructions), -s1 (default, ~10^8), -s10, -s100\n";
        let b = Bundled::from_help(help).unwrap();
        assert_eq!(b.benchmarks, ["jess", "db"]);
        assert_eq!(b.sizes, ["s0", "s1", "s10", "s100"]);
        assert_eq!(Bundled::from_help("usage: simrun"), None);
    }
}
