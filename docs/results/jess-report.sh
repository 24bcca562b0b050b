#!/usr/bin/env bash
# Regenerates the tables of docs/results/jess-report.md (issue 8): runs jess -s1 on a
# 512 KB heap under appel and semispace in trace mode, and under appel again with exact
# deaths (-X:deaths=merlin, issue 18: the `deaths` run), analyses the traces (and the
# write statistics of seed tables 4.6-4.9, and the locality analyses of issue 20),
# cross-checks the analyzer's counts against
# the guest VM's -X:stats line and simrun's stats.txt, and rewrites every table of the
# report, and of its summary's copy (docs/results/README.md), that carries a `<!-- table ... -->` marker
# (analyzer/scripts/update_tables.py).
# The prose is not rewritten: check the numbers it quotes against the new tables.
#
# Usage: docs/results/jess-report.sh [OUT]     (default out/jess-report; runs are kept)
#   env: SIMRUN, TRACEANALYZE (default ${CARGO_TARGET_DIR:-target}/release/..., built
#        if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${1:-out/jess-report}
TARGET=${CARGO_TARGET_DIR:-target}
SIMRUN=${SIMRUN:-$TARGET/release/simrun}
TRACEANALYZE=${TRACEANALYZE:-$TARGET/release/traceanalyze}
if [ ! -x "$SIMRUN" ] || [ ! -x "$TRACEANALYZE" ]; then
    cargo build --release --bin simrun --bin traceanalyze
fi
mkdir -p "$OUT"

for gc in appel semispace; do
    run=$OUT/jess-s1-$gc
    echo "jess-report.sh: $gc" >&2
    rm -rf "$run"
    "$SIMRUN" -q --reproducible --mode trace --out "$run" \
        jvm -X:h=512k -X:gc=$gc -X:stats jess -s1 >"$OUT/$gc.stdout" 2>"$OUT/$gc.stderr" || {
        echo "jess-report.sh: simrun failed:" >&2; tail -5 "$OUT/$gc.stderr" >&2; exit 1; }
    "$TRACEANALYZE" -q --format json --plots "$run/plots" "$run/trace.bz2" >"$OUT/$gc.json"
done
# Exact lifetimes (issue 18): appel with Merlin's root reports; the analyzer computes every
# object's exact death (an error if the events break their contract), the phases, the
# drag curve every 32 KiB allocated, the per-object table and the exact lifetime CDF.
run=$OUT/jess-s1-deaths
echo "jess-report.sh: appel, -X:deaths=merlin" >&2
rm -rf "$run"
"$SIMRUN" -q --reproducible --mode trace --out "$run" \
    jvm -X:h=512k -X:gc=appel -X:deaths=merlin -X:stats jess -s1 >"$OUT/deaths.stdout" 2>"$OUT/deaths.stderr" || {
    echo "jess-report.sh: simrun failed:" >&2; tail -5 "$OUT/deaths.stderr" >&2; exit 1; }
"$TRACEANALYZE" -q --format json --plots "$run/plots" --drag-sample 32768 \
    --object-table "$run/objects.csv" "$run/trace.bz2" >"$OUT/deaths.json"
# The two exact-lifetime plots the report shows (docs/results/jess-report.md, "Plots").
cp "$run/plots/lifetime_exact_cdf.svg" docs/results/jess-lifetime-exact-cdf.svg
cp "$run/plots/drag_curve.svg" docs/results/jess-drag-curve.svg
appel=$OUT/jess-s1-appel/trace.bz2
# Locality (issue 20): reuse distances and 3C misses per type, field and allocation site.
"$TRACEANALYZE" -q --format json --reuse --three-c "$appel" >"$OUT/locality.json"
"$TRACEANALYZE" -q --format json "$appel" --type java.lang.String --field value --copied --limit 2 \
    >"$OUT/appel-string.json"
"$TRACEANALYZE" -q --format json "$appel" --type 'java.lang.Object[]' --field 1 --copied --limit 30 \
    >"$OUT/appel-array.json"

# The checks table: each figure from the VM or simrun next to the analyzer's.
python3 - "$OUT" >"$OUT/checks.json" <<'EOF'
import json, re, sys
out = sys.argv[1]
rows = []
for gc in ("appel", "semispace"):
    vm = dict(re.findall(r"(\w+)=(\S+)", next(l for l in open(f"{out}/{gc}.stderr") if l.startswith("jvm: stats:"))))
    sim = {l.split()[0]: l.split()[1] for l in open(f"{out}/jess-s1-{gc}/stats.txt") if l.strip() and not l.startswith("#")}
    t = {x["name"]: x for x in json.load(open(f"{out}/{gc}.json"))["tables"]}
    def row(table, key, col):
        tb = t[table]
        r = next(r for r in tb["rows"] + tb.get("summary", []) if r[0] == key)
        return r[tb["columns"].index(col)]
    kinds = {r[0]: r[1] for r in t["survival_by_kind"]["rows"]}
    end = next(r for r in t["heap_composition"]["rows"] if r[0] == "end")
    figures = [
        ("objects allocated", vm["alloc_objects"], row("allocation", "total", "objects")),
        ("bytes allocated", vm["alloc_bytes"], row("allocation", "total", "bytes")),
        ("collections (minor/major/full)", f"{vm['minor']}/{vm['major']}/{vm['full']}",
         f"{kinds.get('minor', 0)}/{kinds.get('major', 0)}/{kinds.get('full', 0)}"),
        ("objects copied", vm["copied_objects"], row("dead_copied", "total", "copied")),
        ("bytes copied", vm["copied_bytes"], row("dead_copied", "total", "copied bytes")),
        ("bytes in the heap at the end (VM: heap_used)", vm["heap_used"],
         end[t["heap_composition"]["columns"].index("live bytes")]),
        ("accesses (simrun: loads + stores + dcbz)",
         int(sim["sim_num_loads"]) + int(sim["sim_num_stores"]) + int(sim["sim_num_dcbz"]),
         row("attribution", "all", "accesses")),
    ]
    for name, a, b in figures:
        rows.append([gc, name, str(a), str(b), "yes" if str(a) == str(b) else "NO"])
    # The miss rates agree within 1 %, not exactly: simrun counts an access that spans two
    # D-L1 lines as two cache accesses (and possibly two misses), the analyzer as one.
    sim_rate = int(sim["dl1.misses"]) / int(sim["dl1.accesses"])
    an_rate = row("attribution", "all", "L1 miss rate")
    rows.append([gc, "L1 data miss rate (simrun: dl1.misses / dl1.accesses; within 1 %: "
                 "simrun counts an access across two lines twice)", f"{sim_rate:.5f}",
                 f"{an_rate:.5f}", "yes" if abs(an_rate - sim_rate) <= 0.01 * sim_rate else "NO"])
    anomalies = t["anomalies"]["rows"][0]
    rows.append([gc, "anomalies (all six kinds)", "0", str(sum(anomalies)), "yes" if sum(anomalies) == 0 else "NO"])
# The deaths run: every object (boot objects and those allocated) gets an exact death, and
# the shadow graph saw every reference store and agrees with every reference read.
vm = dict(re.findall(r"(\w+)=(\S+)", next(l for l in open(f"{out}/deaths.stderr") if l.startswith("jvm: stats:"))))
boot = sum(1 for l in open(f"{out}/jess-s1-deaths/feature.dump") if l.startswith("new\t"))
t = {x["name"]: x for x in json.load(open(f"{out}/deaths.json"))["tables"]}
ex = {r[0]: r[1] for r in t["exact_deaths"]["rows"]}
dead = ex["deaths computed: unreachable"] + ex["deaths computed: at exit"]
for name, a, b in [
    ("objects with an exact death (VM: allocated + boot)", int(vm["alloc_objects"]) + boot, dead),
    ("reference stores the shadow could not follow", 0, ex["reference stores not followed (see unseen_reference_stores)"]),
    ("reference reads disagreeing with the shadow", 0, ex["reference reads disagreeing with the shadow"]),
    ("objects ended without an exact death", 0, ex["objects ended without an exact death"]),
]:
    rows.append(["deaths", name, str(a), str(b), "yes" if str(a) == str(b) else "NO"])
json.dump({"tables": [{"name": "checks", "title": "checks",
                       "columns": ["run", "figure", "VM / simrun", "traceanalyze", "equal"],
                       "rows": rows}]}, sys.stdout)
EOF

# The runs table: instructions, accesses, events, records, trace size.
python3 - "$OUT" >"$OUT/runs.json" <<'EOF'
import json, os, sys
out = sys.argv[1]
rows = []
for gc in ("appel", "semispace", "deaths"):
    sim = {l.split()[0]: l.split()[1] for l in open(f"{out}/jess-s1-{gc}/stats.txt") if l.strip() and not l.startswith("#")}
    acc = int(sim["sim_num_loads"]) + int(sim["sim_num_stores"]) + int(sim["sim_num_dcbz"])
    size = os.path.getsize(f"{out}/jess-s1-{gc}/trace.bz2")
    rows.append([gc, f"{int(sim['sim_num_insn']):,}", f"{acc:,}", f"{int(sim['sim_num_events']):,}",
                 f"{int(sim['sim_trace_records']):,}", f"{size / 1e6:.1f} MB", f"{size / acc:.3f}"])
json.dump({"tables": [{"name": "runs", "title": "runs",
                       "columns": ["run", "instructions", "data accesses", "events", "trace records",
                                   "trace size", "bytes per access"], "rows": rows}]}, sys.stdout)
EOF

for doc in docs/results/jess-report.md docs/results/README.md; do
    python3 analyzer/scripts/update_tables.py "$doc" \
        appel="$OUT/appel.json" semispace="$OUT/semispace.json" \
        string="$OUT/appel-string.json" array="$OUT/appel-array.json" \
        checks="$OUT/checks.json" runs="$OUT/runs.json" deaths="$OUT/deaths.json" \
        locality="$OUT/locality.json"
done
if grep -q '| NO |' docs/results/jess-report.md; then
    echo "jess-report.sh: a check FAILED (see the checks table)" >&2
    exit 1
fi
