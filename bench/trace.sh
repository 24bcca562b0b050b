#!/usr/bin/env bash
# Trace mode against the functional run (issue 36): the CPU time (user + system, all
# threads) of `simrun --mode trace` over that of `--mode fast` on the same benchmark, in
# both execution modes of the guest VM (interpreted, and -X:exec=baseline), measured in
# the same run. Target: trace mode at most 8x fast mode's CPU, with at most 0.69 trace
# bytes per access (file size over loads + stores + dcbz sent to the cache model).
#
# Each repetition runs fast, cache and trace mode one after the other (so that load from
# other users spreads over all three), and trace mode a second time pinned to one core
# (taskset -c 0): the wall time on one core against two shows how the writer's threads
# (block encoding and bzip2 run beside the simulation) use the second core. Medians of
# $REPS repetitions. The load average is printed before and after; the machine is shared,
# so compare the ratios, which are measured in one run.
#
# Where trace mode's CPU goes, without a profiler: fast mode is the functional
# simulation, cache minus fast the cache model, trace minus cache the tracing (the
# observer's records, block encoding, bzip2, threads); the writer's two big parts are
# timed apart on one thread by traceio's `encodecost` example over the trace's first
# $SAMPLE blocks, and scaled to the whole trace by its record count. Timed apart, the parts
# need not add up: "the rest" (trace CPU minus the others) can come out negative on a
# loaded machine; callgrind's counts split it exactly (docs/trace-format.md, 2026-12-07).
#
# Usage: bench/trace.sh [BENCHMARK [SIZE]]     (default: jess -s1)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun, built if missing),
#        REPS (default 3), SAMPLE (default 60 blocks; 0: no split), MODES (default
#        "interp baseline").
set -euo pipefail
cd "$(dirname "$0")/.."

BENCH=${1:-jess}
SIZE=${2:--s1}
BIN=${CARGO_TARGET_DIR:-target}/release
SIMRUN=${SIMRUN:-$BIN/simrun}
REPS=${REPS:-3}
SAMPLE=${SAMPLE:-60}
MODES=${MODES:-interp baseline}
TARGET=8
MAX_BPA=0.69
[ -x "$SIMRUN" ] || cargo build --release -p sim-core --bin simrun
[ -x /usr/bin/time ] || { echo "trace.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
command -v taskset >/dev/null || { echo "trace.sh: needs taskset (util-linux)" >&2; exit 1; }
ENCODECOST=$BIN/examples/encodecost
if [ "$SAMPLE" != 0 ] && [ ! -x "$ENCODECOST" ]; then
    cargo build --release -p traceio --example encodecost
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# $BENCH $SIZE, $(nproc) cores, $REPS repetitions (medians), $SIMRUN"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# run NAME PREFIX... -- SIMRUN-ARGS...: one run; appends "wall cpu" to $tmp/NAME.times.
run() {
    local name=$1 prefix=()
    shift
    while [ "$1" != -- ]; do prefix+=("$1"); shift; done
    shift
    rm -rf "$tmp/out-$name"
    "${prefix[@]}" /usr/bin/time -f "%e %U %S" -o "$tmp/time" \
        "$SIMRUN" -q --out "$tmp/out-$name" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" || {
        echo "trace.sh: $name failed:" >&2; tail -5 "$tmp/$name.err" >&2; exit 1; }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$tmp/time" >>"$tmp/$name.times"
}

# median NAME COLUMN: the median of column COLUMN (1 wall, 2 CPU) of $tmp/NAME.times.
median() {
    cut -d' ' -f"$2" "$tmp/$1.times" | sort -n | awk '{ v[NR] = $1 }
        END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

statv() { awk -v n="$2" '$1 == n { print $2 }' "$tmp/out-$1/stats.txt"; }

rows=()
splits=()
for mode in $MODES; do
    case $mode in
        interp) vm=() ;;
        baseline) vm=(-X:exec=baseline) ;;
        *) echo "trace.sh: unknown mode $mode (interp, baseline)" >&2; exit 2 ;;
    esac
    for _ in $(seq "$REPS"); do
        run "$mode-fast" env -- --mode fast jvm "${vm[@]}" "$BENCH" "$SIZE"
        run "$mode-cache" env -- --mode cache jvm "${vm[@]}" "$BENCH" "$SIZE"
        run "$mode-trace" env -- --mode trace jvm "${vm[@]}" "$BENCH" "$SIZE"
        run "$mode-trace1" taskset -c 0 -- --mode trace jvm "${vm[@]}" "$BENCH" "$SIZE"
    done
    cmp -s "$tmp/$mode-fast.out" "$tmp/$mode-trace.out" ||
        echo "trace.sh: warning: guest output differs between fast and trace mode ($mode)" >&2
    fast=$(median "$mode-fast" 2)
    cache=$(median "$mode-cache" 2)
    trace=$(median "$mode-trace" 2)
    w2=$(median "$mode-trace" 1)
    w1=$(median "$mode-trace1" 1)
    c1=$(median "$mode-trace1" 2)
    refs=$(( $(statv "$mode-trace" sim_num_loads) + $(statv "$mode-trace" sim_num_stores) \
        + $(statv "$mode-trace" sim_num_dcbz) ))
    records=$(statv "$mode-trace" sim_trace_records)
    bytes=$(wc -c <"$tmp/out-$mode-trace/trace.bz2")
    rows+=("$(awk -v m="$mode" -v f="$fast" -v c="$cache" -v t="$trace" -v w2="$w2" -v w1="$w1" \
        -v c1="$c1" -v b="$bytes" -v r="$refs" -v tg="$TARGET" -v mb="$MAX_BPA" 'BEGIN {
        ratio = t / f; bpa = b / r
        met = (ratio <= tg && bpa <= mb) ? "met" : "**not met**"
        printf "| %s | %.2f | %.2f (%.1fx) | %.2f | **%.1fx** | %.2f / %.2f (%.2fx; CPU %.2f) | %.3f | %s |",
            m, f, c, c / f, t, ratio, w1, w2, w1 / w2, c1, bpa, met }')")
    if [ "$SAMPLE" != 0 ]; then
        "$ENCODECOST" "$tmp/out-$mode-trace/trace.bz2" 1 "$SAMPLE" >"$tmp/$mode.cost"
        splits+=("$(awk -v m="$mode" -v f="$fast" -v c="$cache" -v t="$trace" -v n="$records" '
            $1 == "encode" { enc = $5 } $1 == "bzip2" { zip = $5 }
            END {
                e = enc * n / 1e9; z = zip * n / 1e9
                printf "| %s | %.2f | %.2f | %.2f | %.2f (%.0f ns/record) | %.2f (%.0f ns/record) | %.2f |",
                    m, t, f, c - f, e, enc, z, zip, t - c - e - z }' "$tmp/$mode.cost")")
    fi
done

echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '| %s %s | fast CPU s | cache CPU s (x fast) | trace CPU s | trace / fast CPU (target <= %s) | trace wall s, 1 core / 2 cores (speed-up; CPU on 1 core) | bytes/access (<= %s) | target |\n' \
    "$BENCH" "$SIZE" "$TARGET" "$MAX_BPA"
echo '|-|-:|-:|-:|-:|-:|-:|-|'
printf '%s\n' "${rows[@]}"
if [ "$SAMPLE" != 0 ]; then
    echo
    echo "Where trace mode's CPU goes (medians above; encoding and bzip2 timed on one thread over the first $SAMPLE blocks, scaled by the record count):"
    echo
    echo '| mode | trace CPU s | functional (fast) | cache model (cache - fast) | block encoding | bzip2 | the rest (records, threads, I/O) |'
    echo '|-|-:|-:|-:|-:|-:|-:|'
    printf '%s\n' "${splits[@]}"
fi
