#!/usr/bin/env bash
# Exact deaths' cost and perturbation (issue 18, docs/lifetimes.md): `simrun jvm jess -s1`
# (trace mode, the default) without and with `-X:deaths=merlin`, alternating, in the same
# run. Targets: the merlin run costs at most 2x the host time of the plain one, and what
# the run measures moves by less than 0.5 %: sim_num_insn, dl1 and ul2 misses, and the
# trace's records minus the events -X:deaths adds (MEASURE_OFF/ON, ROOT_ADD/DROP,
# FINAL_STEP: counted by tracedump).
#
# Times: wall clock and CPU (user + system, all threads) from /usr/bin/time; the best wall
# time of $RUNS rounds of each. The machine is shared: the load average is printed with
# the figures, and only ratios measured in the same run compare across runs.
#
# Usage: bench/deaths.sh [WORK_DIR]     (default /tmp/deaths-bench)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun; built if missing),
#        TRACEDUMP (likewise), RUNS (default 2), BENCH (default "jess -s1"), MODE (extra
#        simrun options, e.g. "--mode cache": no trace then, and no trace comparison).
set -euo pipefail
cd "$(dirname "$0")/.."

WORK=${1:-/tmp/deaths-bench}
TARGET=${CARGO_TARGET_DIR:-target}
SIMRUN=${SIMRUN:-$TARGET/release/simrun}
TRACEDUMP=${TRACEDUMP:-$TARGET/release/tracedump}
RUNS=${RUNS:-2}
read -r -a bench <<<"${BENCH:-jess -s1}"
read -r -a mode <<<"${MODE:-}"

[ -x /usr/bin/time ] || { echo "deaths.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
if [ ! -x "$SIMRUN" ] || [ ! -x "$TRACEDUMP" ]; then
    cargo build --release --bin simrun --bin tracedump
fi
mkdir -p "$WORK"

best() { sort -n | head -1; }
stat() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }

declare -A wall cpu
for variant in plain merlin; do wall[$variant]=""; cpu[$variant]=""; done
for ((r = 1; r <= RUNS; r++)); do
    for variant in plain merlin; do
        opts=()
        [ "$variant" = merlin ] && opts=(-X:deaths=merlin)
        out="$WORK/$variant"
        rm -rf "$out"
        /usr/bin/time -f "%e %U %S" -o "$WORK/time" \
            "$SIMRUN" -q --reproducible --out "$out" "${mode[@]}" jvm "${opts[@]}" "${bench[@]}" >/dev/null
        read -r w u s <"$WORK/time"
        wall[$variant]+="$w"$'\n'
        cpu[$variant]+="$(echo "$u + $s" | bc)"$'\n'
    done
done

echo "deaths.sh: ${bench[*]} ${mode[*]}, best of $RUNS; load average $(cut -d' ' -f1-3 /proc/loadavg)"
wp=$(printf '%s' "${wall[plain]}" | best)
wm=$(printf '%s' "${wall[merlin]}" | best)
cp=$(printf '%s' "${cpu[plain]}" | best)
cm=$(printf '%s' "${cpu[merlin]}" | best)
printf '%-8s %10s %10s\n' "" "wall s" "cpu s"
printf '%-8s %10s %10s\n' plain "$wp" "$cp" merlin "$wm" "$cm"
printf 'host time ratio merlin/plain: wall %.3f, cpu %.3f (target <= 2)\n' \
    "$(echo "$wm / $wp" | bc -l)" "$(echo "$cm / $cp" | bc -l)"

pct() { echo "scale=6; 100 * ($2 - $1) / $1" | bc -l; }
printf '\n%-22s %14s %14s %9s\n' statistic plain merlin "diff %"
for k in sim_num_insn dl1.misses ul2.misses il1.misses; do
    a=$(stat "$k" "$WORK/plain/stats.txt")
    b=$(stat "$k" "$WORK/merlin/stats.txt")
    printf '%-22s %14s %14s %9.4f\n' "$k" "$a" "$b" "$(pct "$a" "$b")"
done
printf '%-22s %14s %14s\n' sim_num_insn_unmeasured 0 "$(stat sim_num_insn_unmeasured "$WORK/merlin/stats.txt")"
if [ -f "$WORK/plain/trace.bz2" ]; then
    a=$(stat sim_trace_records "$WORK/plain/stats.txt")
    b=$(stat sim_trace_records "$WORK/merlin/stats.txt")
    added=$("$TRACEDUMP" "$WORK/merlin/trace.bz2" | grep -cE ' EVENT (MEASURE_OFF|MEASURE_ON|ROOT_ADD|ROOT_DROP|FINAL_STEP|DEATH) ' || true)
    printf '%-22s %14s %14s %9.4f\n' "trace records - new" "$a" "$((b - added))" "$(pct "$a" "$((b - added))")"
    printf '%-22s %14s %14s\n' "new events" 0 "$added"
fi
