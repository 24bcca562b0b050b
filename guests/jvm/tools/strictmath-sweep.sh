#!/usr/bin/env bash
# A larger StrictMath sweep than CI runs (not in CI; minutes). Two parts:
#  1. host: the class library's FdLibm*.java, compiled into a scratch package (fdlsweep) for
#     the host JVM, against the host JDK 17's StrictMath on N arguments per function (random
#     bit patterns and magnitudes, multiples of pi/2 with neighbours, special values;
#     tools/strictmath/StrictMathSweep.java); prints the mismatches (none expected).
#  2. VM: tests/StrictMathBits.java with seeds 1..ROUNDS and PER arguments per function, on the
#     host JDK and on jvm.elf under QEMU user mode; the outputs (hashes per function and every
#     97th argument/result pair) must be identical.
# Usage: guests/jvm/tools/strictmath-sweep.sh [N [ROUNDS [PER]]]   (defaults 2000000 4 20000)
#        QEMU=/path/to/qemu-ppc, JVM=/path/to/jvm.elf to override.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-2000000}
rounds=${2:-4}
per=${3:-20000}
qemu=${QEMU:-/opt/qemu10/qemu-ppc}
jvm=${JVM:-$here/jvm.elf}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/src/fdlsweep" "$work/host" "$work/test"
for f in "$here"/classlib/src/java/lang/FdLibm*.java; do
    sed -e 's/^package java\.lang;/package fdlsweep;/' -e 's/import static java\.lang\.FdLibm/import static fdlsweep.FdLibm/' \
        "$f" > "$work/src/fdlsweep/$(basename "$f")"
done
cp "$here/tools/strictmath/StrictMathSweep.java" "$work/src/fdlsweep/"
javac -nowarn -d "$work/host" "$work"/src/fdlsweep/*.java
echo "== host: FdLibm*.java vs the JDK's StrictMath, $n arguments per function"
java -cp "$work/host" fdlsweep.StrictMathSweep "$n" 1 | tee "$work/host.out"
grep -q '^total mismatches 0$' "$work/host.out" || { echo "strictmath-sweep: host mismatches" >&2; exit 1; }

javac --release 8 -d "$work/test" "$here/tests/StrictMathBits.java"
status=0
for seed in $(seq 1 "$rounds"); do
    java -cp "$work/test" StrictMathBits "$seed" "$per" > "$work/want.out"
    (cd "$work" && "$qemu" "$jvm" -cp "$work/test" StrictMathBits "$seed" "$per" > "$work/got.out")
    results=$(awk '/results, hash/ { s += $2 } END { print s }' "$work/want.out")
    if cmp -s "$work/want.out" "$work/got.out"; then
        echo "== VM: seed $seed, $results results: identical to the JDK"
    else
        echo "== VM: seed $seed, $results results: DIFFERENT from the JDK"
        diff "$work/want.out" "$work/got.out" | head -20
        status=1
    fi
done
exit $status
