#!/usr/bin/env bash
# Study runner speed (issue 19): a study of N cache-mode runs on `simstudy run --jobs 2`
# against N times the wall time of one such run, measured back to back on this machine.
# The runs are the same benchmark with seeds 0..N-1 (the same work each). Target: the
# study takes at most 0.55 N single-run times on the 2-core machine (two runs at a time,
# little overhead). Run it on an otherwise idle machine; ratios from a loaded one mean
# little.
#
# Usage: bench/study.sh [N [BENCHMARK [SIZE]]]     (default: 8 jess s1)
#   env: SIMSTUDY (default ${CARGO_TARGET_DIR:-target}/release/simstudy; simrun is taken
#        from beside it), JOBS (default 2), HEAP (VM -X:h=, default 4).
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-8}
BENCH=${2:-jess}
SIZE=${3:-s1}
JOBS=${JOBS:-2}
HEAP=${HEAP:-4}
SIMSTUDY=${SIMSTUDY:-${CARGO_TARGET_DIR:-target}/release/simstudy}
SIMRUN=$(dirname "$SIMSTUDY")/simrun
[ -x "$SIMSTUDY" ] && [ -x "$SIMRUN" ] || {
    echo "study.sh: build first: cargo build --release --bin simstudy --bin simrun" >&2
    exit 1
}
case $N in '' | *[!0-9]* | 0) echo "study.sh: N must be a positive integer" >&2; exit 2 ;; esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
seeds=$(seq -s, 0 $((N - 1)))
cat > "$tmp/bench.toml" <<TOML
name = "bench"
benchmarks = ["$BENCH"]
sizes = ["$SIZE"]
collectors = ["semispace"]
heaps = ["$HEAP"]
modes = ["cache"]
seeds = [$seeds]
TOML

now() { date +%s.%N; }
t0=$(now)
"$SIMRUN" -q --mode cache --out "$tmp/single" jvm -X:gc=semispace "-X:h=$HEAP" "$BENCH" "-$SIZE" >/dev/null
t1=$(now)
"$SIMSTUDY" run "$tmp/bench.toml" -q --jobs "$JOBS" --out "$tmp/study"
t2=$(now)
ok=$(grep -l '"status":"ok"' "$tmp"/study/runs/*/study-status.json | wc -l)
[ "$ok" -eq "$N" ] || { echo "study.sh: only $ok of $N runs finished" >&2; exit 1; }
awk -v n="$N" -v a="$t0" -v b="$t1" -v c="$t2" -v j="$JOBS" -v bench="$BENCH -$SIZE" 'BEGIN {
    single = b - a; study = c - b; ratio = study / (n * single)
    printf "one run (%s, cache mode): %.2f s wall\n", bench, single
    printf "study of %d runs, --jobs %d: %.2f s wall\n", n, j, study
    printf "study / (N x one run) = %.3f  (target <= 0.55: %s)\n", ratio, ratio <= 0.55 ? "met" : "NOT met"
}'
