#!/usr/bin/env bash
# Measures every benchmark at -s1 under every collector plan on the simulator (functional
# mode) and prints the markdown table of docs/results/collectors.md: guest instructions
# (simrun's sim_num_insn), objects and bytes allocated, collections by kind, objects and
# bytes copied and freed (the VM's -X:stats, which count what the events announce).
# Usage: guests/benchmarks/table.sh [SIZE]   (default -s1)
#   SIMRUN=/path/to/simrun (default: target/release/simrun of the workspace).
# Heaps: one per benchmark, the same for every plan (see HEAPS below).
set -euo pipefail
cd "$(dirname "$0")"
target=${CARGO_TARGET_DIR:-target}
case $target in /*) ;; *) target=../../$target ;; esac  # an absolute CARGO_TARGET_DIR as it is
simrun=$(realpath "${SIMRUN:-$target/release/simrun}")  # absolute: the runs cd
size=${1:--s1}
# benchmark:heap, chosen so that the plans collect several times at -s1 (the live data
# must fit: semispace needs twice the peak live data, appel a little less)
HEAPS="jess:768k bintrees:6 db:640k compress:320k mtrt:768k javac:1 jack:640k pseudojbb:1536k"
# nogc (allocate-only, never collects) must hold all a benchmark allocates: it runs in the
# VM's largest heap instead (only the pages it touches cost anything)
NOGC_HEAP=1536m
# the collectors: the VM's one list of plans
plans=$(sed -n 's/^PLAN(\([a-z0-9]*\),.*/\1/p' ../jvm/plans.def)
[ -n "$plans" ] || { echo "table.sh: no PLAN lines in ../jvm/plans.def" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modes=()
"$simrun" --help | grep -q -- '--mode' && modes=(--mode fast -q --force --out "$work/run")
echo "| benchmark | heap | collector | guest instructions | objects allocated | bytes allocated | GCs (full/minor/major/window) | objects copied | bytes copied | objects freed | bytes freed |"
echo "|---|---|---|---:|---:|---:|---|---:|---:|---:|---:|"
for bh in $HEAPS; do
    b=${bh%%:*}
    for gc in $plans; do
        h=${bh#*:}
        [ "$gc" = nogc ] && h=$NOGC_HEAP
        (cd "$work" && "$simrun" "${modes[@]}" --stats jvm -X:h="$h" -X:gc="$gc" -X:stats "$b" "$size" > out.txt 2> err.txt) || {
            echo "| $b | $h | $gc | failed: $(tail -1 "$work/out.txt") |"
            continue
        }
        grep -q '^OK$' "$work/out.txt" || { echo "| $b | $h | $gc | wrong checksum |"; continue; }
        s=$(grep '^jvm: stats:' "$work/err.txt")
        v() { echo "$s" | tr ' ' '\n' | grep "^$1=" | cut -d= -f2; }
        insns=$(grep -E '^sim_num_insn' "$work/err.txt" | awk '{print $2}')
        gcs="$(v full)/$(v minor)/$(v major)/$(v window)"
        echo "| $b | $h | $gc | $insns | $(v alloc_objects) | $(v alloc_bytes) | $gcs | $(v copied_objects) | $(v copied_bytes) | $(v freed_objects) | $(v freed_bytes) |"
    done
done
