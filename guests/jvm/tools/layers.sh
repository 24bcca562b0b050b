#!/usr/bin/env bash
# Checks the guest VM's layers (docs/architecture.md): compiles every .c to an object with the
# flags of build.sh and runs tools/layers.py on the sources and the objects' symbols.
# Usage: guests/jvm/tools/layers.sh [--write-doc FILE | --check-doc FILE] [--summary]
# build.sh --check runs it with --check-doc docs/architecture.md (the drawing there is current).
set -euo pipefail
args=()
for a in "$@"; do [ -e "$a" ] && a=$(realpath "$a"); args+=("$a"); done
cd "$(dirname "$0")/.."
objs=$(mktemp -d)
trap 'rm -rf "$objs"' EXIT
for f in ./*.c; do
    powerpc-linux-gnu-gcc -O2 -std=gnu11 -fwrapv -fno-strict-aliasing -ffp-contract=off -w \
        -c "$f" -o "$objs/$(basename "${f%.c}").o" &
    # two at a time: the machine's cores
    [ "$(jobs -r | wc -l)" -lt 2 ] || wait -n
done
wait
python3 tools/layers.py "$objs" "${args[@]}"
