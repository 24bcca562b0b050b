#!/usr/bin/env bash
# Host instructions and branch mispredicts per guest instruction (issue 2's core speed),
# counted by valgrind's callgrind on a fixed slice of each workload of bench/functional.sh:
# cpu_kernel, interp and the guest JVM on jess -s1. Counts, not seconds: the same binary
# and slice give the same figures whatever else the machine does, so this is the figure
# to compare two builds on a shared machine (run it with each binary).
#
# Columns: Ir/insn = host instructions per guest instruction over the whole slice
# (simrun's start-up and exit included: about 28 M host instructions); steady Ir/insn =
# the same without them (the Ir of a 1,000-instruction run subtracted); condmiss/insn and
# indmiss/insn = conditional and indirect branch mispredicts per guest instruction in
# callgrind's branch model.
#
# Usage: bench/callgrind.sh [N]     (N guest instructions per workload, default 20000000)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun), MODE (simrun --mode
#        for all three, default fast)
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-20000000}
SIMRUN=${SIMRUN:-${CARGO_TARGET_DIR:-target}/release/simrun}
MODE=${MODE:-fast}
command -v valgrind >/dev/null || { echo "callgrind.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[ -x "$SIMRUN" ] || { echo "callgrind.sh: build simrun first: cargo build --release --bin simrun" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# counts NAME LIMIT SIMRUN-ARGS...: callgrind's totals of one run as "Ir Bcm Bim".
counts() {
    local name=$1 limit=$2; shift 2
    valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file="$tmp/$name.cg" \
        "$SIMRUN" --mode "$MODE" --max-insns "$limit" "$@" >/dev/null 2>"$tmp/$name.err" || true
    # (simrun stops at the limit with status 0, or at the guest's own exit)
    local events totals
    events=$(grep '^events:' "$tmp/$name.cg") || {
        echo "callgrind.sh: $name: no callgrind output" >&2; tail -3 "$tmp/$name.err" >&2; exit 1; }
    totals=$(grep '^totals:' "$tmp/$name.cg" | head -1)
    awk -v ev="$events" -v tot="$totals" 'BEGIN {
        k = split(ev, e, " "); split(tot, t, " ")
        for (i = 2; i <= k; i++) v[e[i]] = t[i]
        print v["Ir"] + 0, v["Bcm"] + 0, v["Bim"] + 0
    }'
}

# run NAME SIMRUN-ARGS...: one workload, the slice and a 1,000-instruction run; its line.
run() {
    local name=$1 ir bcm bim ir0 x
    shift
    read -r ir bcm bim < <(counts "$name" "$N" "$@")
    read -r ir0 x x < <(counts "$name-start" 1000 "$@")
    awk -v name="$name" -v n="$N" -v ir="$ir" -v bcm="$bcm" -v bim="$bim" -v ir0="$ir0" 'BEGIN {
        printf "%-10s %9.3f %16.3f %13.4f %12.4f %15d\n", name, ir / n, (ir - ir0) / (n - 1000), bcm / n, bim / n, ir
    }'
}

echo "$N guest instructions per workload, simrun --mode $MODE ($SIMRUN)"
printf '%-10s %9s %16s %13s %12s %15s\n' workload Ir/insn "steady Ir/insn" condmiss/insn indmiss/insn "Ir (total)"
run cpu_kernel guests/bench/bin/cpu_kernel.static 2000
run interp guests/bench/bin/interp.static 120
run jvm -q --out "$tmp/jvm-run" jvm jess -s1
