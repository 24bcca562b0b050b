//! The lower-bound overhead against nogc (Cai et al., ISPASS 2022) on a small synthetic set
//! of merged runs, checked against a hand computation, and its table in the report.

use study::merge::Merged;
use study::provenance::Provenance;
use study::report::{html, lower_bound_overheads};
use study::table::{Cell, Table};

/// A run: id, benchmark, collector, heap (KiB), multiple, status, and its statistics
/// `sim_cycle`, `sim_cycle.gc`, `sim_cycle.mutator`, `dl1.misses.mutator`,
/// `ul2.misses.mutator`.
type R = (
    &'static str,
    &'static str,
    &'static str,
    i64,
    f64,
    &'static str,
    [i64; 5],
);

#[rustfmt::skip] // a table: one run a line
const RUNS: &[R] = &[
    // jess: nogc at two heaps (the one with fewer cycles is the baseline), two collectors,
    // a failure
    ("n1", "jess", "nogc", 3000, 3.0, "ok", [1010, 0, 1010, 101, 11]),
    ("n2", "jess", "nogc", 2000, 2.0, "ok", [1000, 0, 1000, 100, 10]),
    ("ss", "jess", "semispace", 1200, 2.0, "ok", [1300, 200, 1100, 130, 12]),
    ("ix", "jess", "immix", 1100, 2.0, "ok", [1150, 250, 900, 90, 9]),
    ("ap", "jess", "appel", 800, 2.0, "failed", [0; 5]),
    // db has no nogc run: no LBO
    ("db", "db", "semispace", 900, 2.0, "ok", [500, 100, 400, 40, 4]),
];

fn merged() -> Merged {
    let mut m = Merged {
        runs: Table::new("runs"),
        statistics: Table::new("statistics"),
        intervals: Table::new("intervals"),
        windows: Table::new("windows"),
        analyses: Vec::new(),
    };
    for &(id, bench, gc, kib, mult, status, s) in RUNS {
        let config = |c: &mut Vec<(String, Cell)>| {
            c.extend([
                ("run_id".to_string(), Cell::from(id)),
                ("benchmark".into(), bench.into()),
                ("size".into(), "s1".into()),
                ("collector".into(), gc.into()),
                ("heap".into(), format!("{mult}x").into()),
                ("heap_bytes".into(), Cell::Int(kib << 10)),
                ("heap_multiple".into(), Cell::Float(mult)),
                ("cache".into(), "default".into()),
                ("mode".into(), "trace".into()),
                ("seed".into(), Cell::Int(0)),
            ])
        };
        let mut row = Vec::new();
        config(&mut row);
        row.push(("status".into(), status.into()));
        m.runs.push(row);
        if status != "ok" {
            continue;
        }
        let names = [
            "sim_cycle",
            "sim_cycle.gc",
            "sim_cycle.mutator",
            "dl1.misses.mutator",
            "ul2.misses.mutator",
        ];
        for (name, v) in names.into_iter().zip(s) {
            let mut row = Vec::new();
            config(&mut row);
            row.push(("name".into(), name.into()));
            row.push(("value".into(), Cell::Int(v)));
            m.statistics.push(row);
        }
    }
    m
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn lbo_against_a_hand_computation() {
    let l = lower_bound_overheads(&merged());
    // semispace and immix of jess; not nogc itself, not the failed appel, not db
    let ids: Vec<&str> = l.iter().map(|x| x.run_id.as_str()).collect();
    assert_eq!(ids, ["ss", "ix"]);
    // B = 1000 (nogc's fewest cycles, at 2000 KiB; not the 1010 of 3000 KiB); the
    // distilled baseline is the row's smallest mutator cycles: immix's 900
    let (ss, ix) = (&l[0], &l[1]);
    for x in [ss, ix] {
        assert_eq!((x.baseline_cycles, x.distilled_cycles), (1000.0, 900.0));
        assert_eq!(x.baseline_misses, (100.0, 10.0));
        assert!(close(x.lbo, x.direct + x.indirect), "{x:?}");
    }
    // semispace: 1300 / 1000 - 1 = 0.3 = 200 / 1000 + (1100 - 1000) / 1000
    assert!(close(ss.lbo, 0.3) && close(ss.direct, 0.2) && close(ss.indirect, 0.1));
    assert!(close(ss.lbo_distilled, 1300.0 / 900.0 - 1.0));
    assert_eq!((ss.dl1_extra_misses, ss.ul2_extra_misses), (30.0, 2.0));
    // immix: its mutator beats nogc's, so the indirect part is negative
    assert!(close(ix.lbo, 0.15) && close(ix.direct, 0.25) && close(ix.indirect, -0.1));
    assert!(close(ix.lbo_distilled, 1150.0 / 900.0 - 1.0));
    assert_eq!((ix.dl1_extra_misses, ix.ul2_extra_misses), (-10.0, -1.0));
    assert_eq!((ss.heap.as_str(), ss.series.as_str()), ("2x", "semispace"));
}

fn provenance() -> Provenance {
    Provenance {
        study_file: "/s.toml".into(),
        study_sha256: "0".repeat(64),
        simrun: vec![("0.1.0 (commit x)".into(), 5)],
        hosts: vec!["h".into()],
        started: None,
        ended: None,
        simstudy: "0.1.0".into(),
        drawn: "2026-12-07T00:00:00Z".into(),
    }
}

#[test]
fn the_report_has_the_lbo_table_and_plots() {
    let h = html("lbo", &merged(), &provenance()).unwrap();
    assert!(
        h.contains("<h2>Lower-bound overhead against nogc</h2>"),
        "{h}"
    );
    assert!(h.contains("<table class=\"lbo\">"));
    assert!(h.contains("Cai, Blackburn, Bond and Maas"));
    // semispace's row: LBO, direct, indirect, distilled LBO, extra misses
    let row = "<tr><td>jess</td><td>semispace</td><td>2x</td><td>1300</td><td>1000</td>\
               <td>30.0 %</td><td>20.0 %</td><td>10.0 %</td><td>900</td><td>44.4 %</td>\
               <td>+30 (+30.0 %)</td><td>+2 (+20.0 %)</td></tr>";
    assert!(h.contains(row), "{h}");
    assert!(h.contains(
        "<td>immix</td><td>2x</td><td>1150</td><td>1000</td><td>15.0 %</td>\
                        <td>25.0 %</td><td>-10.0 %</td>"
    ));
    assert!(h.contains("jess: lower-bound overhead against nogc"));
    assert!(h.contains("jess: direct part of the LBO (cycles in collections)"));
    assert!(h.contains("jess: indirect part of the LBO (extra mutator cycles)"));
    assert!(!h.contains("<td>db</td><td>semispace</td><td>2x</td><td>500</td>"));
}

#[test]
fn no_lbo_section_without_nogc() {
    let mut m = merged();
    let col = m
        .runs
        .columns
        .iter()
        .position(|c| c == "collector")
        .unwrap();
    m.runs.rows.retain(|r| r[col] != Cell::from("nogc"));
    let h = html("lbo", &m, &provenance()).unwrap();
    assert!(!h.contains("Lower-bound overhead"), "{h}");
    assert!(lower_bound_overheads(&m).is_empty());
}
