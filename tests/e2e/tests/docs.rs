//! The user's documents hold together: the README stays a short guide that keeps the
//! project's two commands (and `.ci/run` runs the same test command), every relative link
//! and every repository path quoted in the README and `docs/` exists, and every generated
//! table copied into a document is the same as the table its script generated.
//!
//! The generated tables: `docs/results/table-4.10.sh` and `docs/results/jess-report.sh`
//! rewrite each table that carries a `<!-- table RUN:NAME ... -->` marker, both in their
//! full reports and in the summary `docs/results/README.md`; `docs/results/study.sh`
//! writes `docs/results/study/table.md` and copies it between the `<!-- study-table -->`
//! markers of `docs/studies.md`. A table edited by hand, or a copy left behind when a
//! script moved on to another file, fails here: [`COPIES`] lists where each copy lives.
//!
//! Figures quoted in prose: a passage between `<!-- figures from MARKER -->` and
//! `<!-- /figures -->` (MARKER: `study-table`, or a `table RUN:NAME ...` marker of the same
//! document) may quote only numbers that are cells of that table, so a regenerated table
//! that moves a figure fails here until the prose follows it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The project's two commands, word for word as the README gives them.
const MAIN_JOB: &str = "cargo run --release --bin simrun -- jvm jess";
const TEST_COMMAND: &str = "tools/setup.sh && cargo test --release --workspace";

/// Documents holding copies of marked tables, and the generated reports the copies come
/// from (each marker must be found in exactly one of them).
const COPIES: &[(&str, &[&str])] = &[(
    "docs/results/README.md",
    &["docs/results/table-4.10.md", "docs/results/jess-report.md"],
)];

/// Documents holding the example study's table between `<!-- study-table -->` markers,
/// and the file `docs/results/study.sh` generates it into.
const STUDY_TABLES: &[(&str, &str)] = &[("docs/studies.md", "docs/results/study/table.md")];

fn read(rel: &str) -> String {
    std::fs::read_to_string(e2e::repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The user's documents: the README and every Markdown file under docs/.
fn documents() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "md") {
                out.push(p);
            }
        }
    }
    let repo = e2e::repo();
    let mut docs = vec![repo.join("README.md")];
    walk(&repo.join("docs"), &mut docs);
    docs
}

#[test]
fn the_readme_is_a_short_guide_with_the_two_commands() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "README.md has {lines} lines: at most ~200 (move detail to docs/)"
    );
    for command in [MAIN_JOB, TEST_COMMAND] {
        assert!(
            readme.lines().any(|l| l.trim_start().starts_with(command)),
            "README.md does not give the command `{command}` on a line of its own"
        );
    }
    // CI runs the README's test command, with tools/setup.sh installing what is missing.
    let ci = read(".ci/run");
    assert!(
        ci.lines()
            .any(|l| l.contains("tools/setup.sh") && l.contains("cargo test --release --workspace")),
        ".ci/run does not run the README's test command"
    );
    for tool in ["tools/setup.sh", "docs/results/screenshot.sh"] {
        assert!(e2e::repo().join(tool).is_file(), "{tool} is missing");
    }
}

/// Relative link targets of Markdown links and images, `[text](target)`: not URLs, not
/// anchors within the page; the `#fragment` of a target left off.
fn link_targets(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = rest[..end].split_whitespace().next().unwrap_or("");
            let target = target.split('#').next().unwrap();
            if !target.is_empty() && !target.contains("://") && !target.starts_with("mailto:") {
                out.push(target.to_string());
            }
            rest = &rest[end..];
        }
    }
    out
}

/// Repository paths quoted in backticks, `` `docs/statistics.md` ``: words of path
/// characters with a directory and a file extension that a checkout holds (Markdown,
/// scripts, study files, figures, sources), leaving out generated output (`out/`) and
/// patterns (`<...>`, `*`).
fn quoted_paths(text: &str) -> Vec<String> {
    const EXTS: &[&str] = &[
        ".md", ".sh", ".toml", ".png", ".svg", ".rs", ".py", ".def", ".c", ".h", ".java",
    ];
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| {
            w.contains('/')
                && !w.starts_with("out/")
                && !w.starts_with('/')
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "._-/".contains(c))
                && EXTS.iter().any(|e| w.ends_with(e))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn links_and_quoted_paths_resolve() {
    let repo = e2e::repo();
    // The repository, its top-level directories (the crates) and guests/'s, and their src/.
    let mut roots = vec![repo.clone()];
    for top in [repo.clone(), repo.join("guests")] {
        for e in std::fs::read_dir(&top).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                roots.push(p.join("src"));
                roots.push(p);
            }
        }
    }
    let mut broken = Vec::new();
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        let dir = doc.parent().unwrap();
        let name = doc.strip_prefix(&repo).unwrap().display().to_string();
        for t in link_targets(&text) {
            if !dir.join(&t).exists() {
                broken.push(format!("{name}: link ({t})"));
            }
        }
        for p in quoted_paths(&text) {
            // From the repository root, as the documents write paths, from the document,
            // or from a crate or guest directory or its src/ as a crate's documentation writes
            // its own (`tests/cli.rs` in docs/analyzer.md); a system header is the sysroot's.
            let found = roots.iter().any(|r| r.join(&p).exists())
                || dir.join(&p).exists()
                || Path::new("/usr/powerpc-linux-gnu/include")
                    .join(&p)
                    .exists();
            if !found {
                broken.push(format!("{name}: path `{p}`"));
            }
        }
    }
    assert!(broken.is_empty(), "missing targets:\n{}", broken.join("\n"));
}

/// Every table in `text` that follows a `<!-- table ... -->` marker: marker → table lines.
fn marked_tables(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("<!-- table ") {
            let table: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|t| t.starts_with('|'))
                .copied()
                .collect();
            assert!(!table.is_empty(), "marker {l} is not followed by a table");
            let dup = out.insert(l.to_string(), table.join("\n"));
            assert!(dup.is_none(), "marker {l} twice in one document");
        }
    }
    out
}

#[test]
fn copied_tables_equal_their_generated_reports() {
    for (copy, sources) in COPIES {
        let mine = marked_tables(&read(copy));
        assert!(!mine.is_empty(), "{copy} has no marked table");
        let theirs: Vec<(&str, BTreeMap<String, String>)> = sources
            .iter()
            .map(|s| (*s, marked_tables(&read(s))))
            .collect();
        for (marker, table) in &mine {
            let found: Vec<_> = theirs
                .iter()
                .filter_map(|(s, t)| t.get(marker).map(|t| (s, t)))
                .collect();
            assert_eq!(
                found.len(),
                1,
                "{copy}: {marker} must be in exactly one of {sources:?}"
            );
            let (source, generated) = found[0];
            assert_eq!(
                table, generated,
                "{copy}: the table under {marker} differs from {source}'s (rerun its script)"
            );
        }
    }
    // No document outside the list keeps a copy its script no longer rewrites.
    let repo = e2e::repo();
    let known: Vec<&str> = COPIES
        .iter()
        .flat_map(|(c, s)| std::iter::once(*c).chain(s.iter().copied()))
        .collect();
    for doc in documents() {
        let name = doc
            .strip_prefix(&repo)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let text = std::fs::read_to_string(&doc).unwrap();
        // Documents quote the marker syntax in backticks; a marker is a line of its own.
        let has_marker = text.lines().any(|l| l.starts_with("<!-- table "));
        assert!(
            !has_marker || known.contains(&name.as_str()),
            "{name} has marked tables but is not in COPIES: no script rewrites them"
        );
    }
}

#[test]
fn the_study_table_is_the_generated_one() {
    for (copy, source) in STUDY_TABLES {
        let text = read(copy);
        let (start, end) = ("<!-- study-table -->\n", "<!-- /study-table -->");
        let a = text
            .find(start)
            .unwrap_or_else(|| panic!("{copy}: no {start}"));
        let b = text.find(end).unwrap_or_else(|| panic!("{copy}: no {end}"));
        assert_eq!(
            &text[a + start.len()..b],
            read(source),
            "{copy}'s study table differs from {source} (rerun docs/results/study.sh)"
        );
    }
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        let name = doc.strip_prefix(e2e::repo()).unwrap().display().to_string();
        assert!(
            !text.contains("<!-- study-table -->") || STUDY_TABLES.iter().any(|(c, _)| *c == name),
            "{name} has a study table that docs/results/study.sh does not write"
        );
    }
}

/// The numbers of a text: runs of digits with their inner `,` and `.` (`1,234.5`, `0.0083`,
/// `.0042`, the `1.5` of `1.5x`), without a trailing `.` or `,`; not the digits that end a
/// name (`dl1`, `-s1`).
fn numbers(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev = ' ';
    let mut in_word = false; // digits that end a name (`dl1`, `s1`) are no figure
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let next_digit = chars.peek().is_some_and(|n| n.is_ascii_digit());
        if cur.is_empty() && c.is_ascii_digit() {
            in_word = prev.is_ascii_alphabetic() || prev == '_';
        }
        let part = c.is_ascii_digit()
            || ((c == '.' || c == ',') && next_digit && (!cur.is_empty() || c == '.'));
        if part {
            cur.push(c);
        } else if !cur.is_empty() {
            let n = std::mem::take(&mut cur);
            if !in_word {
                out.push(n);
            }
        }
        prev = c;
    }
    if !cur.is_empty() && !in_word {
        out.push(cur);
    }
    out
}

/// The `<!-- figures from MARKER -->` passages of `text`: (marker, passage).
fn figure_passages(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("<!-- figures from ") {
        let after = &rest[i + "<!-- figures from ".len()..];
        let close = after.find(" -->").expect("a figures marker ends with -->");
        let marker = after[..close].to_string();
        let body = &after[close + 4..];
        let end = body
            .find("<!-- /figures -->")
            .expect("<!-- /figures --> ends the passage");
        out.push((marker, body[..end].to_string()));
        rest = &body[end..];
    }
    out
}

/// The table a figures passage names: the study table between its markers, or the table
/// under a `<!-- table ... -->` marker.
fn table_named(text: &str, marker: &str) -> Option<String> {
    if marker == "study-table" {
        let a = text.find("<!-- study-table -->\n")?;
        let b = text.find("<!-- /study-table -->")?;
        return Some(text[a..b].to_string());
    }
    marked_tables(text).remove(&format!("<!-- {marker} -->"))
}

#[test]
fn figures_quoted_in_prose_are_in_their_tables() {
    let repo = e2e::repo();
    let mut passages = 0;
    let mut wrong = Vec::new();
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        let name = doc.strip_prefix(&repo).unwrap().display().to_string();
        for (marker, prose) in figure_passages(&text) {
            passages += 1;
            let table = table_named(&text, &marker)
                .unwrap_or_else(|| panic!("{name}: no table {marker} for a figures passage"));
            let cells: std::collections::BTreeSet<String> = numbers(&table).into_iter().collect();
            for n in numbers(&prose) {
                if !cells.contains(&n) {
                    wrong.push(format!("{name}: {n} is not in the table {marker}"));
                }
            }
        }
    }
    assert!(
        passages > 0,
        "no figures passage: the check would check nothing"
    );
    assert!(
        wrong.is_empty(),
        "figures not in their tables:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_checks_parse_what_they_check() {
    // The parsers above, on inputs whose answers are known, so a parser that finds nothing
    // cannot pass the checks vacuously.
    let md = "see [a](docs/a.md#x), ![b](b.png \"t\") and [c](https://x/y) and [d](#top)\n\
              ```\n[e](not/this.md)\n```\n`docs/f.md`, `out/g.md`, `h.md`, `<id>/i.md`\n\
              <!-- table r:n -->\n| a |\n|---|\n| 1 |\ntext\n";
    assert_eq!(link_targets(md), ["docs/a.md", "b.png"]);
    assert_eq!(quoted_paths(md), ["docs/f.md"]);
    let t = marked_tables(md);
    assert_eq!(t["<!-- table r:n -->"], "| a |\n|---|\n| 1 |");
    assert_eq!(
        numbers("13 collections, 1,234,567 cycles (0.0083; .0042) at 1.5x, 6x, dl1 -s1."),
        ["13", "1,234,567", "0.0083", ".0042", "1.5", "6"]
    );
    let doc = format!("{md}<!-- figures from table r:n -->1 and 2<!-- /figures -->\n");
    let p = figure_passages(&doc);
    assert_eq!(p, [("table r:n".to_string(), "1 and 2".to_string())]);
    let table = table_named(&doc, &p[0].0).unwrap();
    assert_eq!(
        numbers(&table),
        ["1"],
        "2 is not in it: the check would fail"
    );
}
