#!/usr/bin/env bash
# Functional-mode speed of simrun against QEMU user mode, same guest binaries, same run.
#
# Usage: bench/simrun-functional.sh [GUEST.static ARGS...]
#   Without arguments: the benchmark guests guests/bench/bin/{cpu_kernel,interp}.static
#   (built from guests/bench/src with powerpc-linux-gnu-gcc into a temporary directory
#   when no committed binaries exist yet).
#
# Each guest runs once under `simrun --stats` and once under QEMU 10 (/opt/qemu10/qemu-ppc,
# or $QEMU). Times are CPU times (user + sys) of the child, so that a loaded machine
# shows less noise than wall time; guest instructions are simrun's sim_num_insn (QEMU
# executes the same instructions). Prints guest MIPS for both and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
QEMU=${QEMU:-/opt/qemu10/qemu-ppc}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
cargo build --release -q -p sim-core --bin simrun
SIMRUN=$CARGO_TARGET_DIR/release/simrun
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

guests=()
if [ $# -gt 0 ]; then
    guests=("$*")
else
    for g in cpu_kernel interp; do
        if [ -f "guests/bench/bin/$g.static" ]; then
            guests+=("guests/bench/bin/$g.static")
        elif [ -f "guests/bench/src/$g.c" ] && command -v powerpc-linux-gnu-gcc >/dev/null; then
            powerpc-linux-gnu-gcc -O2 -static -o "$tmp/$g.static" "guests/bench/src/$g.c"
            guests+=("$tmp/$g.static")
        fi
    done
fi
[ ${#guests[@]} -gt 0 ] || { echo "$0: no benchmark guests found" >&2; exit 1; }

# CPU seconds (user+sys) of a command, its stdout discarded, stderr to $tmp/err.
cpu_time() {
    local TIMEFORMAT='%U %S'
    { time "$@" >/dev/null 2>"$tmp/err"; } 2>"$tmp/time" || true
    awk '{print $1 + $2}' "$tmp/time"
}

printf '%-28s %14s %10s %10s %10s %10s %8s\n' guest instructions simrun_s simrun_MIPS qemu_s qemu_MIPS ratio
for g in "${guests[@]}"; do
    # shellcheck disable=SC2086 # the guest string carries its arguments
    set -- $g
    s=$(cpu_time "$SIMRUN" --stats "$@")
    n=$(awk '/^sim_num_insn/ {print $2}' "$tmp/err")
    q=$(cpu_time "$QEMU" "$@")
    sm=$(echo "scale=1; $n / $s / 1000000" | bc)
    qm=$(echo "scale=1; $n / $q / 1000000" | bc)
    r=$(echo "scale=3; $sm / $qm" | bc)
    printf '%-28s %14s %10s %10s %10s %10s %8s\n' "$(basename "$1") ${*:2}" "$n" "$s" "$sm" "$q" "$qm" "$r"
done
