#!/usr/bin/env bash
# Two simrun builds side by side in one mode (default cache), interleaved A B A B A B:
# medians of 3 CPU and wall seconds each and the ratio B / A, with the load average before
# and after. For "this change costs at most X % in cache mode" (issue 35: the GC phase
# split, the cycle model, the measured windows and --fastfwd's hooks against the build
# before them). The runs' statistics must agree (same guest, same configuration).
#
# Usage: bench/ab.sh SIMRUN_A SIMRUN_B [BENCHMARK [SIZE]]   (default jess -s1)
#   env: MODE (default cache), RUNS (default 3), VM (more VM options, e.g. "-X:h=128k")
set -euo pipefail
cd "$(dirname "$0")/.."
A=${1:?usage: bench/ab.sh SIMRUN_A SIMRUN_B [BENCHMARK [SIZE]]}
B=${2:?usage: bench/ab.sh SIMRUN_A SIMRUN_B [BENCHMARK [SIZE]]}
BENCH=${3:-jess}
SIZE=${4:--s1}
MODE=${MODE:-cache}
RUNS=${RUNS:-3}
read -r -a vm <<<"${VM:-}"
[ -x /usr/bin/time ] || { echo "ab.sh: needs /usr/bin/time" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$RUNS"); do
    for w in A B; do
        bin=$A; [ "$w" = B ] && bin=$B
        /usr/bin/time -f '%U %S %e' -o "$tmp/t" "$bin" -q --reproducible --force --mode "$MODE" \
            --out "$tmp/$w" jvm "${vm[@]}" "$BENCH" "$SIZE" >/dev/null 2>"$tmp/$w.err" ||
            { echo "ab.sh: $w failed:" >&2; tail -3 "$tmp/$w.err" >&2; exit 1; }
        read -r u s e <"$tmp/t"
        echo "$u $s $e" | awk '{ printf "%.3f %.3f\n", $1 + $2, $3 }' >>"$tmp/$w.times"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
# The statistics both builds have must be equal (host times aside).
common=$(join <(grep -v '^sim_\(elapsed_time\|inst_rate\)' "$tmp/A/stats.txt" | awk '{print $1, $2}' | sort) \
              <(grep -v '^sim_\(elapsed_time\|inst_rate\)' "$tmp/B/stats.txt" | awk '{print $1, $2}' | sort) |
         awk '$2 != $3 { print "differs: " $1 " " $2 " " $3 }')
[ -z "$common" ] || { echo "$common" >&2; exit 1; }
declare -A cpu wall
med() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for w in A B; do
    cpu[$w]=$(cut -d' ' -f1 "$tmp/$w.times" | med)
    wall[$w]=$(cut -d' ' -f2 "$tmp/$w.times" | med)
done
echo "benchmark: jvm ${vm[*]} $BENCH $SIZE, --mode $MODE, $(nproc) cores, medians of $RUNS"
printf "%-4s %10s %10s  %s\n" build cpu_s wall_s binary
printf "%-4s %10s %10s  %s\n" A "${cpu[A]}" "${wall[A]}" "$A"
printf "%-4s %10s %10s  %s\n" B "${cpu[B]}" "${wall[B]}" "$B"
awk -v a="${cpu[A]}" -v b="${cpu[B]}" -v c="${wall[A]}" -v d="${wall[B]}" \
    'BEGIN { printf "B / A: cpu %.3f, wall %.3f\n", b / a, d / c }'
