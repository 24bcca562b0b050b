#!/usr/bin/env bash
# Runs every application (suite.txt) under every collector plan of the guest VM
# (guests/jvm/plans.def) interpreted and compiled (-X:exec=interp, -X:exec=baseline), with the
# heap verifier after every collection (-X:verify), on the simulator in fast mode with the
# VM's default heap, and compares each run's line with HotSpot's in expected.txt. Prints a
# markdown table (guest instructions, collections, wall seconds); exits 1 if any run fails
# or prints another line. Not in CI: at -s0 about 60 runs of 5-15 s each.
# Usage: guests/apps/matrix.sh [-s0|-s1]   (default -s0; expected.txt has both)
#   SIMRUN=/path/to/simrun (default: target/release/simrun of the workspace, or
#   $CARGO_TARGET_DIR's).
set -euo pipefail
cd "$(dirname "$0")"
simrun=$(realpath "${SIMRUN:-../../${CARGO_TARGET_DIR:-target}/release/simrun}")
size=${1:--s0}
case $size in -s0 | -s1) ;; *) echo "matrix.sh: size $size has no line in expected.txt" >&2; exit 2 ;; esac
# The applications (suite.txt's first column) and the collectors (the VM's one list).
mapfile -t apps < <(grep -v '^#' suite.txt | awk 'NF { print $1 }' | uniq)
mapfile -t plans < <(sed -n 's/^PLAN(\([a-z0-9]*\),.*/\1/p' ../jvm/plans.def)
[ ${#plans[@]} -gt 0 ] || { echo "matrix.sh: no PLAN lines in ../jvm/plans.def" >&2; exit 1; }
./setup.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
bad=0
runs=0
echo "| app | collector | exec | line | insns | GCs | wall s |"
echo "|---|---|---|---|---:|---:|---:|"
for app in "${apps[@]}"; do
    want=$(grep "^$app ${size#-} " expected.txt)
    for gc in "${plans[@]}"; do
        for exec in interp baseline; do
            runs=$((runs + 1))
            start=$(date +%s.%N)
            code=0
            "$simrun" -q --mode fast --force --out "$work/run" jvm -X:gc="$gc" -X:exec="$exec" \
                -X:verify -X:stats "$app" "$size" > "$work/out.txt" 2> "$work/err.txt" || code=$?
            wall=$(echo "$(date +%s.%N) - $start" | bc)
            line=$(grep ' checksum ' "$work/out.txt" || true)
            insns=$(sed -n 's/.*"insns": \([0-9]*\).*/\1/p' "$work/run/run.json" 2>/dev/null || true)
            gcs=$(grep -o 'collections=[0-9]*' "$work/err.txt" | cut -d= -f2 || true)
            if [ "$code" != 0 ]; then
                verdict="exit $code: $(grep -v '^jvm: stats' "$work/err.txt" | tail -1 | cut -c1-120)"
            elif [ "$line" != "$want" ]; then
                verdict="'$line', HotSpot '$want'"
            else
                verdict="$line"
            fi
            [ "$verdict" = "$want" ] || { status=1; bad=$((bad + 1)); verdict="**$verdict**"; }
            printf '| %s | %s | %s | %s | %s | %s | %.1f |\n' "$app" "$gc" "$exec" "$verdict" \
                "${insns:--}" "${gcs:--}" "$wall"
        done
    done
done
echo "matrix.sh: $runs runs at $size, $bad not HotSpot's line" >&2
exit $status
