#!/usr/bin/env bash
# Interpreter figures under QEMU user mode: bytecodes per second (wall and user time of a
# large run) and guest instructions per bytecode (the difference of two run sizes, so that
# start-up and class loading cancel out). Usage: tools/bench.sh [--insns] [SMALL LARGE BIG]
#   --insns: only the instructions per bytecode (no timing runs)
#   EXEC=baseline: count the instructions under -X:exec=baseline (the bytecodes are always
#   counted interpreted: -X:stats counts interpreted bytecodes only)
set -euo pipefail
only_insns=0
[ "${1:-}" = "--insns" ] && { only_insns=1; shift; }
exec_flag=-X:exec=${EXEC:-interp}
here=$(cd "$(dirname "$0")/.." && pwd)
qemu=${QEMU:-/opt/qemu10/qemu-ppc}
small=${1:-2000} large=${2:-6000} big=${3:-400000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac --release 8 -d "$work" "$here/tools/bench/Bench.java"
bytecodes() { "$qemu" "$here/jvm.elf" -X:stats -X:dumpdir="$work" -cp "$work" Bench "$1" 2>&1 >/dev/null | sed -n 's/.*bytecodes=\([0-9]*\).*/\1/p'; }
b1=$(bytecodes "$small") b2=$(bytecodes "$large")
i1=$("$here/tools/count-insns.sh" "$here/jvm.elf" "$exec_flag" -X:dumpdir="$work" -cp "$work" Bench "$small")
i2=$("$here/tools/count-insns.sh" "$here/jvm.elf" "$exec_flag" -X:dumpdir="$work" -cp "$work" Bench "$large")
echo "instructions per bytecode: ($i2 - $i1) / ($b2 - $b1) = $(awk -v a="$i1" -v b="$i2" -v c="$b1" -v d="$b2" 'BEGIN { printf "%.2f", (b - a) / (d - c) }')"
[ "$only_insns" = 1 ] && exit 0
bb=$(bytecodes "$big")
t=$( { /usr/bin/time -f "%e %U" "$qemu" "$here/jvm.elf" -X:dumpdir="$work" -cp "$work" Bench "$big" >/dev/null; } 2>&1 | tail -1 )
wall=${t% *} user=${t#* }
echo "bytecodes per second: $bb bytecodes (incl. start-up) in $wall s wall, $user s user = $(awk -v w="$wall" -v b="$bb" 'BEGIN { printf "%.1f", b / w / 1e6 }') M/s wall, $(awk -v u="$user" -v b="$bb" 'BEGIN { printf "%.1f", b / u / 1e6 }') M/s user"
ref=$( { /usr/bin/time -f %U java -Xint -cp "$work" Bench "$big" >/dev/null; } 2>&1 | tail -1 )
echo "reference in the same run: host java -Xint, same program: ${ref} s user"
