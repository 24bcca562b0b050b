#!/usr/bin/env bash
# Record once, simulate many (issue 20): a sweep of 20 dl1 configurations (4-64 KB,
# 1-8 ways, 32-byte blocks; the rest of the default hierarchy) replayed by cachesim from
# one jess trace in one pass, against 20 `simrun --mode cache` runs of the same
# configurations, measured in the same run. Target: the replay at least 5x faster (wall
# clock). Every configuration's cache and TLB lines are also compared between the two
# (they must be equal: the bench fails otherwise).
#
# Times are wall clock and CPU (user + system, all threads) from /usr/bin/time. The
# machine is shared: run it on a quiet machine for figures, and compare the ratio, which
# is measured in one run. The load average is printed before and after.
#
# A third row replays the first configuration alone: the floor of any sweep (reading the
# trace, bunzip2 and the prediction model, is most of it), to tell what the 20
# configurations add to it.
#
# Usage: bench/replay.sh [BENCHMARK [SIZE]]     (default: jess -s1)
#   env: SIMRUN, CACHESIM (default ${CARGO_TARGET_DIR:-target}/release/{simrun,cachesim};
#        built if missing), SWEEP (default dl1:4k,8k,16k,32k,64k:32:1,2,4,8),
#        TRACE (a trace.bz2 of BENCHMARK SIZE to use instead of recording one).
set -euo pipefail
cd "$(dirname "$0")/.."

BENCH=${1:-jess}
SIZE=${2:--s1}
BIN=${CARGO_TARGET_DIR:-target}/release
SIMRUN=${SIMRUN:-$BIN/simrun}
CACHESIM=${CACHESIM:-$BIN/cachesim}
SWEEP=${SWEEP:-dl1:4k,8k,16k,32k,64k:32:1,2,4,8}
[ -x "$SIMRUN" ] || cargo build --release -p sim-core --bin simrun
[ -x "$CACHESIM" ] || cargo build --release -p cache --bin cachesim
[ -x /usr/bin/time ] || { echo "replay.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

trace=${TRACE:-}
if [ -z "$trace" ]; then
    echo "# recording $BENCH $SIZE (simrun --mode trace)" >&2
    /usr/bin/time -f "%e %U %S" -o "$tmp/trace.time" \
        "$SIMRUN" -q --mode trace --out "$tmp/trace" jvm "$BENCH" "$SIZE" >/dev/null
    trace=$tmp/trace/trace.bz2
    read -r tw tu ts <"$tmp/trace.time"
    echo "# trace mode: ${tw} s wall, $(echo "$tu + $ts" | bc) s CPU; $(stat -c %s "$trace") bytes"
fi

cache_lines() { grep -vE '^(sim_|#)' "$1"; }

/usr/bin/time -f "%e %U %S" -o "$tmp/replay.time" \
    "$CACHESIM" --sweep "$SWEEP" --out "$tmp/replay" "$trace" >/dev/null
read -r rw ru rs <"$tmp/replay.time"
n=$(grep -c '"id"' "$tmp/replay/configs.json")
first=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[0]["flags"])' \
    "$tmp/replay/configs.json")
# shellcheck disable=SC2086 # the flags are words
/usr/bin/time -f "%e %U %S" -o "$tmp/one.time" \
    "$CACHESIM" $first --out "$tmp/one" "$trace" >/dev/null
read -r ow ou os <"$tmp/one.time"

# The same configurations, one simrun each (flags from configs.json, in order).
python3 - "$tmp/replay/configs.json" >"$tmp/flags" <<'EOF'
import json, sys
for c in json.load(open(sys.argv[1])):
    print(c["id"], c["flags"])
EOF
start=$(date +%s.%N)
cpu=0
while read -r id flags; do
    # shellcheck disable=SC2086 # the flags are words
    /usr/bin/time -f "%U %S" -o "$tmp/run.time" \
        "$SIMRUN" -q --mode cache --out "$tmp/cache-$id" $flags jvm "$BENCH" "$SIZE" >/dev/null
    read -r u s <"$tmp/run.time"
    cpu=$(echo "$cpu + $u + $s" | bc)
    if ! diff <(cache_lines "$tmp/cache-$id/stats.txt") \
              <(cache_lines "$tmp/replay/stats-$id.txt") >/dev/null; then
        echo "replay.sh: configuration $id ($flags): replay differs from simrun --mode cache" >&2
        exit 1
    fi
done <"$tmp/flags"
sw=$(echo "$(date +%s.%N) - $start" | bc)

echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| %s %s, %d configurations | wall s | CPU s |\n|-|-|-|\n' "$BENCH" "$SIZE" "$n"
printf '| cachesim --sweep %s (one pass) | %.2f | %.2f |\n' "$SWEEP" "$rw" "$(echo "$ru + $rs" | bc)"
printf '| %d x simrun --mode cache | %.2f | %.2f |\n' "$n" "$sw" "$cpu"
printf '| cachesim, the first configuration alone (floor) | %.2f | %.2f |\n' "$ow" \
    "$(echo "$ou + $os" | bc)"
printf '| speed-up (target >= 5) | %.1fx | %.1fx |\n' "$(echo "$sw / $rw" | bc -l)" \
    "$(echo "$cpu / ($ru + $rs)" | bc -l)"
echo "# all $n configurations: replay statistics equal simrun's"
