#!/usr/bin/env bash
# Regenerates table 4.10 (the seed's "Results from sim-cache simulations") for the bundled
# benchmarks at s1: each runs in cache mode on the guest VM with its defaults and the
# default hierarchy (seed table 4.1); the miss ratios are misses / accesses of each level
# from stats.json, Total is sim_num_insn, Load/Store sim_num_refs. Rewrites the table in
# docs/results/table-4.10.md and README.md (the `<!-- table t410:t410 -->` markers,
# analyzer/scripts/update_tables.py).
#
# Usage: docs/results/table-4.10.sh [OUT]     (default out/t410; runs are kept)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun, built if missing)
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${1:-out/t410}
SIMRUN=${SIMRUN:-${CARGO_TARGET_DIR:-target}/release/simrun}
[ -x "$SIMRUN" ] || cargo build --release --bin simrun
BENCHES=(jess javac jack db compress mtrt bintrees pseudojbb)
mkdir -p "$OUT"
for b in "${BENCHES[@]}"; do
    echo "table-4.10.sh: $b" >&2
    rm -rf "${OUT:?}/$b"
    "$SIMRUN" -q --reproducible --mode cache --out "$OUT/$b" jvm "$b" -s1 >/dev/null 2>"$OUT/$b.stderr" || {
        echo "table-4.10.sh: $b failed:" >&2; tail -5 "$OUT/$b.stderr" >&2; exit 1; }
done

python3 - "$OUT" "${BENCHES[@]}" >"$OUT/t410.json" <<'EOF'
import json, sys
out, benches = sys.argv[1], sys.argv[2:]

def ratio(x):
    # The seed's style: 4 decimals without the leading zero, or 2 significant digits in
    # e-notation below 0.001.
    if x == 0:
        return "0"
    if x < 0.001:
        return f"{x:.1e}".replace("e-0", "e-0")
    return f"{x:.4f}".lstrip("0")

rows = []
for b in benches:
    s = json.load(open(f"{out}/{b}/stats.json"))
    r = lambda lvl: ratio(s[f"{lvl}.misses"] / s[f"{lvl}.accesses"])
    total, refs = s["sim_num_insn"], s["sim_num_refs"]
    rows.append([b, r("il1"), r("dl1"), r("ul2"), r("itlb"), r("dtlb"),
                 f"{total / 1e6:.1f}", f"{refs / 1e6:.1f}", f"{refs * 100 / total:.2f}"])
json.dump({"tables": [{"name": "t410", "title": "table 4.10",
                       "columns": ["Benchmark", "I-L1", "D-L1", "L2", "I-TLB", "D-TLB",
                                   "Total (x10^6)", "Load/Store (x10^6)", "%"],
                       "rows": rows}]}, sys.stdout)
EOF
for doc in docs/results/table-4.10.md README.md; do
    python3 analyzer/scripts/update_tables.py "$doc" t410="$OUT/t410.json"
done
