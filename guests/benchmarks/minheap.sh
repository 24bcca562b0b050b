#!/usr/bin/env bash
# Measures each collector plan's space efficiency: the smallest fixed heap (-X:h, in steps of
# 16 KiB) on which every bundled benchmark still completes at -s1 with its checksum and OK,
# found by bisection on the simulator in functional mode; prints the markdown table of
# docs/results/collectors.md's "Minimum heaps" section. The semispace figure is twice the
# peak live data (rounded to its 8 KiB halves): the others are read against it. nogc's
# (allocate-only: it never collects) is everything the benchmark allocates, boot included.
# Usage: guests/benchmarks/minheap.sh [SIZE]   (default -s1)
#   SIMRUN=/path/to/simrun (default: target/release/simrun of the workspace).
set -euo pipefail
cd "$(dirname "$0")"
simrun=$(realpath "${SIMRUN:-../../${CARGO_TARGET_DIR:-target}/release/simrun}")
size=${1:--s1}
plans=$(sed -n 's/^PLAN(\([a-z0-9]*\),.*/\1/p' ../jvm/plans.def)
[ -n "$plans" ] || { echo "minheap.sh: no PLAN lines in ../jvm/plans.def" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# completes: the run prints OK on a fixed heap of $1 KiB
completes() {
    (cd "$work" && "$simrun" --mode fast -q --force --out "$work/run" jvm -X:h="$1"k -X:gc="$gc" "$b" "$size" \
        2>/dev/null | tail -1 | grep -qx OK)
}
printf '| benchmark |'; for gc in $plans; do printf ' %s |' "$gc"; done; echo
printf '|---|'; for gc in $plans; do printf -- '---:|'; done; echo
for b in jess bintrees db compress mtrt javac jack pseudojbb; do
    printf '| %s |' "$b"
    for gc in $plans; do
        lo=112 hi=16384  # 128k is the VM's smallest heap
        if ! completes $hi; then printf ' > 16m |'; continue; fi
        if completes 128; then printf ' ≤ 128k |'; continue; fi
        lo=128
        while [ $((hi - lo)) -gt 16 ]; do
            mid=$(( (lo + hi) / 32 * 16 ))
            if completes $mid; then hi=$mid; else lo=$mid; fi
        done
        printf ' %sk |' "$hi"
    done
    echo
done
