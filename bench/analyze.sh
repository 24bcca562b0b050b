#!/usr/bin/env bash
# Analysis speed benchmark (issue 8): `traceanalyze` (all analyses, default options, text
# report to /dev/null) on a real trace, next to `bzcat` on the same file, alternating, in
# the same run. Targets: at least 5 M records/s (wall) and at most 2x bzcat's wall time.
#
# The trace is jess -s1 on a 512 KB heap under appel (the run of docs/results/jess-report.md),
# made with simrun into RUN_DIR unless RUN_DIR/trace.bz2 exists. Records: simrun's
# `sim_trace_records` (stats.txt). Times: wall clock and CPU (user + system, all threads)
# from /usr/bin/time; the best wall time of $RUNS rounds of each. The machine is shared:
# the load average is printed with the figures, and only ratios measured in the same run
# compare across runs. Max RSS (resident set, /usr/bin/time %M) shows the analyzer's memory:
# it grows with the objects in the heap, not with the trace.
#
# Usage: bench/analyze.sh [RUN_DIR]     (default /tmp/analyze-bench/jess-s1-appel)
#   env: SIMRUN, TRACEANALYZE (default ${CARGO_TARGET_DIR:-target}/release/...; built if
#        missing), RUNS (default 2), ARGS (extra traceanalyze arguments, e.g. "--format json").
set -euo pipefail
cd "$(dirname "$0")/.."

RUN=${1:-/tmp/analyze-bench/jess-s1-appel}
TARGET=${CARGO_TARGET_DIR:-target}
SIMRUN=${SIMRUN:-$TARGET/release/simrun}
TRACEANALYZE=${TRACEANALYZE:-$TARGET/release/traceanalyze}
RUNS=${RUNS:-2}
read -r -a extra <<<"${ARGS:-}"

[ -x /usr/bin/time ] || { echo "analyze.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
command -v bzcat >/dev/null || { echo "analyze.sh: needs bzcat (apt-get install bzip2)" >&2; exit 1; }
if [ ! -x "$SIMRUN" ] || [ ! -x "$TRACEANALYZE" ]; then
    cargo build --release --bin simrun --bin traceanalyze
fi

if [ ! -f "$RUN/stats.txt" ] || [ ! -f "$RUN/trace.bz2" ]; then
    echo "analyze.sh: making the trace in $RUN (simrun, about a minute)" >&2
    rm -rf "$RUN"
    mkdir -p "$(dirname "$RUN")"
    "$SIMRUN" -q --out "$RUN" jvm -X:h=512k -X:gc=appel jess -s1 >/dev/null
fi
records=$(awk '$1 == "sim_trace_records" { print $2 }' "$RUN/stats.txt")
[ -n "$records" ] || { echo "analyze.sh: no sim_trace_records in $RUN/stats.txt" >&2; exit 1; }
mb=$(du -m "$RUN/trace.bz2" | cut -f1)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# timed NAME CMD...: runs CMD once (stdout to /dev/null); prints "wall_s cpu_s max_rss_mb".
timed() {
    local name=$1 u s e m; shift
    /usr/bin/time -f '%U %S %e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/$name.err" || {
        echo "analyze.sh: $name failed:" >&2; tail -5 "$tmp/$name.err" >&2; exit 1; }
    read -r u s e m <"$tmp/time"
    awk -v u="$u" -v s="$s" -v e="$e" -v m="$m" 'BEGIN { printf "%.2f %.2f %.1f\n", e, u + s, m / 1024 }'
}

echo "trace: $RUN/trace.bz2 ($records records, $mb MB); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-13s %5s %8s %8s %12s %14s %11s\n' tool round "wall s" "CPU s" "M rec/s" "M rec/CPU-s" "max RSS MB"
declare -A bw bc
for r in $(seq "$RUNS"); do
    for tool in bzcat traceanalyze; do
        if [ "$tool" = bzcat ]; then
            read -r w c m < <(timed bzcat bzcat "$RUN/trace.bz2")
        else
            read -r w c m < <(timed traceanalyze "$TRACEANALYZE" -q "${extra[@]}" "$RUN/trace.bz2")
        fi
        awk -v t="$tool" -v r="$r" -v w="$w" -v c="$c" -v m="$m" -v n="$records" \
            'BEGIN { printf "%-13s %5d %8.2f %8.2f %12.2f %14.2f %11.1f\n", t, r, w, c, n / 1e6 / w, n / 1e6 / c, m }'
        if [ -z "${bw[$tool]:-}" ] || awk -v a="$w" -v b="${bw[$tool]}" 'BEGIN { exit !(a < b) }'; then
            bw[$tool]=$w
            bc[$tool]=$c
        fi
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v aw="${bw[traceanalyze]}" -v ac="${bc[traceanalyze]}" -v zw="${bw[bzcat]}" -v zc="${bc[bzcat]}" -v n="$records" 'BEGIN {
    printf "best: traceanalyze %.2f M rec/s wall; ratio to bzcat %.2fx wall, %.2fx CPU\n", n / 1e6 / aw, aw / zw, ac / zc
    printf "targets: >= 5 M rec/s (%s), <= 2x bzcat wall (%s)\n", (n / 1e6 / aw >= 5 ? "met" : "NOT met"), (aw / zw <= 2 ? "met" : "NOT met")
}'
