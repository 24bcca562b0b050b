#!/usr/bin/env bash
# Regenerates the example study's outputs that docs/studies.md and the README show: runs
# the example study (studies/example.toml: jess and db at -s1 under semispace, appel, immix
# and nogc in heaps of 1.5, 2, 3 and 6 times each one's minimum heap, trace mode, analysed),
# merges it and draws its report, then writes
#   docs/results/study/table.md   a table from the merged output (one row per run)
#   docs/results/study/*.svg      four plots of the report
#   docs/results/study/report.png the report's first screenful in headless Chromium
#                                 (docs/results/screenshot.sh)
# and copies the table into docs/studies.md between its `<!-- study-table -->` markers.
# The table and the plots depend on the simulation alone (no host measurement), so the same
# jvm.elf gives the same files; the picture shows the report's provenance (dates, host).
#
# Usage: docs/results/study.sh [OUT]     (default out/study-example; runs are kept and
#        resumed: remove OUT to run them again)
#   env: CARGO_TARGET_DIR; simstudy, simrun and traceanalyze are built if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${1:-out/study-example}
BIN=${CARGO_TARGET_DIR:-target}/release
for b in simstudy simrun traceanalyze; do
    [ -x "$BIN/$b" ] || cargo build --release --bin simstudy --bin simrun --bin traceanalyze
done
"$BIN/simstudy" run studies/example.toml --out "$OUT"
"$BIN/simstudy" merge studies/example.toml --out "$OUT"
svg=$(mktemp -d)
trap 'rm -rf "$svg"' EXIT
"$BIN/simstudy" report studies/example.toml --out "$OUT" --svg-dir "$svg"
cp "$svg"/*-jess-collections.svg docs/results/study/jess-collections.svg
# jess under semispace at its smallest heap (1.5x of its minimum): the report draws the miss
# rate over time at each benchmark's and collector's smallest heap only.
cp "$svg"/*-jess-semispace-*-kib-dl1-miss-rate-over-time.svg docs/results/study/jess-semispace-1.5x-miss-rate.svg
cp "$svg"/*-jess-cycles-in-collections.svg docs/results/study/jess-gc-time.svg
cp "$svg"/*-jess-minimum-mutator-utilisation.svg docs/results/study/jess-mmu.svg

python3 - "$OUT/merged" docs/results/study/table.md <<'PY'
import csv, sys
merged, dest = sys.argv[1], sys.argv[2]
rows = lambda n: list(csv.DictReader(open(f"{merged}/{n}.csv")))
stats = {}
for r in rows("statistics"):
    stats[(r["run_id"], r["name"])] = float(r["value"])
copied = {}
for r in rows("analysis-main-dead_copied"):  # one row per collection: the sum is the total
    copied[r["run_id"]] = copied.get(r["run_id"], 0) + int(r["copied_bytes"])
pauses = {}
for r in rows("analysis-main-gc_timeline"):  # one row per collection: its pause in cycles
    pauses.setdefault(r["run_id"], []).append(int(r["duration_cycles"]))
def heap(r):  # "1.5x = 768k" for a multiple of the minimum heap, else the heap as given
    m = r["heap_multiple"]
    return f"{float(m):g}x = {r['heap']}" if m else r["heap"]
out = ["| benchmark | collector | heap | instructions | collections | bytes copied | dl1 miss rate | ul2 miss rate | cycles | GC cycles | longest pause (cycles) |",
       "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
for r in rows("runs"):
    i = r["run_id"]
    if r["status"] != "ok":
        out.append(f"| {r['benchmark']} | {r['collector']} | {heap(r)} | {r['status']}: {r['message']} | | | | | | | |")
        continue
    s = lambda n: stats[(i, n)]
    longest = f"{max(pauses[i]):,}" if pauses.get(i) else "-"
    out.append(f"| {r['benchmark']} | {r['collector']} | {heap(r)} | {int(s('sim_num_insn')):,} | "
               f"{int(s('sim_num_gcs'))} | {copied.get(i, 0):,} | {s('dl1.miss_rate'):.4f} | {s('ul2.miss_rate'):.4f} | "
               f"{int(s('sim_cycle')):,} | {int(s('sim_cycle.gc')):,} | {longest} |")
open(dest, "w").write("\n".join(out) + "\n")
PY

python3 - docs/studies.md docs/results/study/table.md <<'PY'
import sys
doc, table = sys.argv[1], open(sys.argv[2]).read()
text = open(doc).read()
start, end = "<!-- study-table -->\n", "<!-- /study-table -->"
a, b = text.find(start), text.find(end)
if a < 0 or b < a:
    sys.exit(f"study.sh: {doc} lacks the <!-- study-table --> markers")
open(doc, "w").write(text[:a + len(start)] + table + text[b:])
PY
docs/results/screenshot.sh "$OUT/report.html" docs/results/study/report.png
echo "study.sh: wrote docs/results/study/ and docs/studies.md's table" >&2
