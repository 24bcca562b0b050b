#!/usr/bin/env bash
# Runs every benchmark on the guest VM under QEMU with the heap verifier and checks that
# each prints its expected checksum (the program exits 1 on a wrong one).
# Usage: guests/benchmarks/check.sh [SIZE [HEAP_MB [GC]]]   (defaults: -s0 4 semispace)
#   QEMU=/path/to/qemu-ppc to override the emulator. bintrees needs HEAP_MB >= 8 at -s1.
set -euo pipefail
cd "$(dirname "$0")"
qemu=${QEMU:-/opt/qemu10/qemu-ppc}
size=${1:--s0}
heap=${2:-4}
gc=${3:-semispace}
fail=0
for b in jess bintrees db compress mtrt javac jack pseudojbb; do
    if out=$("$qemu" ../jvm/jvm.elf -X:h="$heap" -X:gc="$gc" -X:verify -X:stats -cp classes "bench.$b.Main" "$size" 2>&1); then
        echo "$b $size: $(echo "$out" | grep checksum) $(echo "$out" | grep 'jvm: stats' | sed 's/jvm: stats: //')"
    else
        echo "$b $size: FAILED"
        echo "$out" | tail -5
        fail=1
    fi
done
exit $fail
