#!/usr/bin/env bash
# Regenerates this directory from the committed guests/jvm/jvm.elf under QEMU 10 (the
# simulator is not involved, so the fixtures are an independent oracle for the analyzer),
# and records the VM's sha256 in jvm-elf.sha256; tests/real_runs.rs fails when jvm.elf
# no longer matches it. Run after rebuilding jvm.elf.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../../.." && pwd)
qemu=$("$repo/../shared/tools/qemu10.sh" 2>/dev/null | tail -1 || true)
[ -x "${QEMU:-$qemu}" ] || { echo "regen.sh: QEMU 10 not found (set QEMU=.../qemu-ppc)" >&2; exit 1; }
qemu=${QEMU:-$qemu}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# the plans that collect: an allocate-only one ("never collects": nogc) cannot hold all jess
# -s0 allocates in 256k, and has no collection for the analyzer to check
for gc in $(grep -v 'never collects' "$repo/guests/jvm/plans.def" | sed -n 's/^PLAN(\([a-z0-9]*\),.*/\1/p'); do
    mkdir -p "$work/$gc"
    (cd "$work" && "$qemu" "$repo/guests/jvm/jvm.elf" -X:h=256k -X:gc=$gc -X:stats \
        -X:dumpdir=$gc -X:eventlog=$gc/ev.log jess -s0 2>$gc/stats.txt >/dev/null)
    bzip2 -9 "$work/$gc/ev.log"
    mkdir -p "$here/$gc"
    cp "$work/$gc/ev.log.bz2" "$work/$gc/stats.txt" "$here/$gc/"
    cp "$work/$gc/feature.dump" "$here/$gc/feature-dump.txt"
done
cp "$work/semispace/class.dump" "$here/class-dump.txt"
(cd "$repo" && sha256sum guests/jvm/jvm.elf) >"$here/jvm-elf.sha256"
echo "regen.sh: done; jvm.elf $(cut -c1-16 "$here/jvm-elf.sha256")"
