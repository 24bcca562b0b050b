#!/usr/bin/env bash
# Regenerates table 4.10 (the seed's "Results from sim-cache simulations") for the bundled
# benchmarks at s1, twice: interpreted (the VM's default) and under the baseline compiler
# (`-X:exec=baseline`). Each runs in cache mode on the guest VM with its defaults and the
# default hierarchy (seed table 4.1); the miss ratios are misses / accesses of each level
# from stats.json, Total is sim_num_insn, Load/Store sim_num_refs. The baseline runs add
# `-X:exec-stats` (one line on stderr at exit): methods compiled, their bytecode and code
# bytes (the code footprint; the sum of the CODE events' sizes). Rewrites the tables in
# docs/results/table-4.10.md and docs/results/README.md (the `<!-- table t410:t410 -->` and
# `<!-- table t410:t410b -->` markers, analyzer/scripts/update_tables.py).
#
# Usage: docs/results/table-4.10.sh [OUT]   (default out/t410; runs kept in OUT/MODE/BENCH)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun, built if missing)
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${1:-out/t410}
SIMRUN=${SIMRUN:-${CARGO_TARGET_DIR:-target}/release/simrun}
[ -x "$SIMRUN" ] || cargo build --release --bin simrun
BENCHES=(jess javac jack db compress mtrt bintrees pseudojbb)
for mode in interp baseline; do
    flags=()
    [ "$mode" = baseline ] && flags=(-X:exec=baseline -X:exec-stats)
    mkdir -p "$OUT/$mode"
    for b in "${BENCHES[@]}"; do
        echo "table-4.10.sh: $mode $b" >&2
        run="$OUT/$mode/$b"
        rm -rf "${run:?}"
        "$SIMRUN" -q --reproducible --mode cache --out "$run" jvm ${flags[@]+"${flags[@]}"} "$b" -s1 \
            >/dev/null 2>"$run.stderr" || {
            echo "table-4.10.sh: $mode $b failed:" >&2; tail -5 "$run.stderr" >&2; exit 1; }
    done
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

def row(mode, b):
    s = json.load(open(f"{out}/{mode}/{b}/stats.json"))
    r = lambda lvl: ratio(s[f"{lvl}.misses"] / s[f"{lvl}.accesses"])
    total, refs = s["sim_num_insn"], s["sim_num_refs"]
    return [b, r("il1"), r("dl1"), r("ul2"), r("itlb"), r("dtlb"),
            f"{total / 1e6:.1f}", f"{refs / 1e6:.1f}", f"{refs * 100 / total:.2f}"], total

def exec_stats(b):
    # "jvm: exec: mode=baseline compiled=N bytecode_bytes=N code_bytes=N fallbacks=N"
    for line in open(f"{out}/baseline/{b}.stderr"):
        if line.startswith("jvm: exec: "):
            kv = dict(f.split("=", 1) for f in line.split()[2:])
            if kv.get("mode") != "baseline":
                sys.exit(f"table-4.10.sh: {b}: not run under the baseline compiler: {line}")
            return {k: int(v) for k, v in kv.items() if k != "mode"}
    sys.exit(f"table-4.10.sh: {b}: no -X:exec-stats line in {out}/baseline/{b}.stderr")

columns = ["Benchmark", "I-L1", "D-L1", "L2", "I-TLB", "D-TLB",
           "Total (x10^6)", "Load/Store (x10^6)", "%"]
interp, baseline = [], []
for b in benches:
    ri, ti = row("interp", b)
    rb, tb = row("baseline", b)
    e = exec_stats(b)
    interp.append(ri)
    baseline.append(rb + [f"{ti / tb:.2f}", str(e["compiled"]), str(e["fallbacks"]),
                          f"{e['bytecode_bytes'] / 1024:.1f}", f"{e['code_bytes'] / 1024:.1f}"])
json.dump({"tables": [
    {"name": "t410", "title": "table 4.10, interpreted", "columns": columns, "rows": interp},
    {"name": "t410b", "title": "table 4.10, baseline compiler",
     "columns": columns + ["interp / baseline", "methods compiled", "interpreted",
                           "bytecode (KB)", "code (KB)"],
     "rows": baseline}]}, sys.stdout)
EOF
for doc in docs/results/table-4.10.md docs/results/README.md; do
    python3 analyzer/scripts/update_tables.py "$doc" t410="$OUT/t410.json"
done
