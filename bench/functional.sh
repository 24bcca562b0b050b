#!/usr/bin/env bash
# Functional-speed benchmark (SPEC §9; issue 2): runs a CPU-bound guest
# (guests/bench/bin/cpu_kernel.static), an interpreter-style guest with a
# switch dispatch loop (guests/bench/bin/interp.static) and the JVM
# (guests/jvm/jvm.elf running jess -s1; simrun in --mode fast) under qemu-ppc
# and under simrun in the same run, and reports guest instructions per second
# for each and their ratio. Target: simrun >= 200 million guest instructions/s.
#
# Instruction counts:
#   simrun  its own count (`--stats` prints `sim_num_insn N` to stderr at exit);
#   qemu    QEMU 10 here ships no TCG plugins (no libinsn.so), so the count is
#           measured with `-one-insn-per-tb -d nochain,exec` (one log line per
#           executed instruction) at REPS=1 and REPS=2 and extrapolated: the
#           guests do identical work per repetition, so count(R) = a + b*R.
#           (Checked on a bdnz loop: exactly 2 instructions per iteration.)
#           The JVM has no repetition argument and its 160 M instructions would
#           make a log of many GB, so its QEMU figure uses simrun's count (marked
#           '*'): the same program on the same input (only the dump directory's
#           path differs, a few dozen instructions).
# Times: the CPU time (user + system) of the emulator process, the median of $RUNS
# runs (the machine is shared, so wall-clock time mostly measures the other
# users; it is printed too, as "wall": the median of the runs' wall times).
#
# Usage: bench/functional.sh [--qemu-only]
#   env: QEMU (default /opt/qemu10/qemu-ppc), SIMRUN (default
#        ${CARGO_TARGET_DIR:-target}/release/simrun), RUNS (default 3),
#        CPU_REPS (default 2000), INTERP_REPS (default 120), JVM_BENCH
#        (default "jess -s1").
set -euo pipefail
cd "$(dirname "$0")/.."

QEMU=${QEMU:-/opt/qemu10/qemu-ppc}
SIMRUN=${SIMRUN:-${CARGO_TARGET_DIR:-target}/release/simrun}
RUNS=${RUNS:-3}
CPU_REPS=${CPU_REPS:-2000}
INTERP_REPS=${INTERP_REPS:-120}
JVM_BENCH=${JVM_BENCH:-jess -s1}
TARGET_MIPS=200

qemu_only=0
case "${1:-}" in
    --qemu-only) qemu_only=1 ;;
    "") ;;
    *) echo "usage: $0 [--qemu-only]" >&2; exit 2 ;;
esac

[ -x "$QEMU" ] || { echo "functional.sh: $QEMU not found (shared/tools/qemu10.sh installs QEMU 10)" >&2; exit 1; }
if [ "$qemu_only" = 0 ] && [ ! -x "$SIMRUN" ]; then
    echo "functional.sh: $SIMRUN does not exist yet; build it with" >&2
    echo "    cargo build --release --bin simrun" >&2
    echo "or run the QEMU half alone with --qemu-only" >&2
    exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -x /usr/bin/time ] || { echo "functional.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

# median_time OUTFILE CMD...: runs CMD $RUNS times (stdout to OUTFILE, stderr to
# OUTFILE.err); prints "cpu_ns wall_ns", the medians of the runs' CPU and wall times.
median_time() {
    local out=$1; shift
    local u s e
    : >"$tmp/times"
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -f '%U %S %e' -o "$tmp/time" "$@" >"$out" 2>"$out.err"
        read -r u s e <"$tmp/time"
        awk -v u="$u" -v s="$s" -v e="$e" 'BEGIN { printf "%.0f %.0f\n", (u + s) * 1e9, e * 1e9 }' >>"$tmp/times"
    done
    echo "$(median 1) $(median 2)"
}

# median COLUMN: the median of that column of $tmp/times (the lower middle for an even
# count).
median() {
    sort -n -k"$1","$1" "$tmp/times" | awk -v c="$1" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}

# qemu_count_at BIN REPS: instructions executed by BIN with argument REPS
# (guest stdout to a regular file, as in the timed runs).
qemu_count_at() {
    "$QEMU" -one-insn-per-tb -d nochain,exec -D "$tmp/exec.log" "$1" "$2" >"$tmp/count.out" 2>/dev/null
    grep -c '^Trace' "$tmp/exec.log"
    rm -f "$tmp/exec.log"
}
qemu_count() {
    local c1 c2
    c1=$(qemu_count_at "$1" 1)
    c2=$(qemu_count_at "$1" 2)
    echo $((c1 + (c2 - c1) * ($2 - 1)))
}

mips() { awk -v n="$1" -v ns="$2" 'BEGIN { printf "%.1f", n / (ns / 1e9) / 1e6 }'; }

secs() { awk -v ns="$1" 'BEGIN { printf "%.3f", ns / 1e9 }'; }

status=0
echo "guest instructions per second (MIPS) over emulator CPU time; wall-clock seconds in brackets"
printf '%-11s %12s %16s %9s %12s %16s %9s %8s\n' guest qemu_insns "qemu_cpu_s(wall)" qemu_MIPS \
    simrun_insns "sim_cpu_s(wall)" sim_MIPS sim/qemu
for spec in "cpu_kernel $CPU_REPS" "interp $INTERP_REPS" "jvm $JVM_BENCH"; do
    read -r name reps <<<"$spec"
    if [ "$name" = jvm ]; then
        read -r -a jargs <<<"$reps"
        mkdir -p "$tmp/qemu-dumps"
        qcmd=("$QEMU" guests/jvm/jvm.elf "-X:dumpdir=$tmp/qemu-dumps" "${jargs[@]}")
        scmd=("$SIMRUN" --stats --mode fast -q --out "$tmp/jvm-run" jvm "${jargs[@]}")
        qn=
    else
        bin=guests/bench/bin/$name.static
        qcmd=("$QEMU" "$bin" "$reps")
        scmd=("$SIMRUN" --stats "$bin" "$reps")
        qn=$(qemu_count "$bin" "$reps")
    fi
    read -r qt qw <<<"$(median_time "$tmp/$name.qemu.out" "${qcmd[@]}")"
    if [ "$qemu_only" = 1 ]; then
        [ -n "$qn" ] || qn='?'
        printf '%-11s %12s %16s %9s %12s %16s %9s %8s\n' "$name" "$qn" "$(secs "$qt")($(secs "$qw"))" \
            "$([ "$qn" = '?' ] && echo '?' || mips "$qn" "$qt")" - - - -
        continue
    fi
    read -r st sw <<<"$(median_time "$tmp/$name.sim.out" "${scmd[@]}")"
    sn=$(awk '$1 == "sim_num_insn" { print $2 }' "$tmp/$name.sim.out.err" | tail -1)
    if [ -z "$sn" ]; then
        echo "functional.sh: simrun printed no sim_num_insn for $name (stderr follows)" >&2
        head -20 "$tmp/$name.sim.out.err" >&2
        exit 1
    fi
    if ! cmp -s "$tmp/$name.qemu.out" "$tmp/$name.sim.out"; then
        echo "functional.sh: $name: simrun's output differs from qemu's:" >&2
        diff "$tmp/$name.qemu.out" "$tmp/$name.sim.out" >&2 || true
        status=1
    fi
    qshown=$qn
    if [ -z "$qn" ]; then
        qn=$sn
        qshown="$sn*"
    fi
    qm=$(mips "$qn" "$qt")
    sm=$(mips "$sn" "$st")
    ratio=$(awk -v a="$sm" -v b="$qm" 'BEGIN { printf "%.3f", a / b }')
    printf '%-11s %12s %16s %9s %12s %16s %9s %8s\n' "$name" "$qshown" "$(secs "$qt")($(secs "$qw"))" "$qm" \
        "$sn" "$(secs "$st")($(secs "$sw"))" "$sm" "$ratio"
    if awk -v m="$sm" -v t="$TARGET_MIPS" 'BEGIN { exit !(m < t) }'; then
        echo "  $name: simrun below the target of $TARGET_MIPS MIPS" >&2
        status=1
    fi
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$qemu_only" = 1 ] && echo "(--qemu-only: simrun half skipped)"
exit "$status"
