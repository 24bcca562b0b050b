#!/usr/bin/env bash
# Builds every conformance program twice, static and dynamic, into bin/:
#   bin/<name>.static   powerpc-linux-gnu-gcc -O2 -static   (ET_EXEC at 0x10000000)
#   bin/<name>.dynamic  powerpc-linux-gnu-gcc -O2           (PIE, PT_INTERP /lib/ld.so.1,
#                                                            sysroot /usr/powerpc-linux-gnu)
# The build is byte-reproducible: no -g, relative source names, no timestamps.
# Usage: build.sh [--check]
#   --check  rebuild into a temporary directory and fail if any committed binary differs
#            (or is missing, or a committed binary has no source).
# Expected outputs are recorded separately by record.sh (needs QEMU 10).
set -euo pipefail
cd "$(dirname "$0")"

CC=${CC:-powerpc-linux-gnu-gcc}
CFLAGS=(-O2 -Wall -Wextra -Wno-unused-parameter -ffile-prefix-map="$PWD"=.)
LIBS=(-lm)

check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

command -v "$CC" >/dev/null || { echo "$0: $CC not found (run guests/build.sh to install it)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

build_into() {
    local out=$1 src name
    mkdir -p "$out"
    for src in src/*.c; do
        name=$(basename "$src" .c)
        # Compile from inside src/ with a relative file name so that the symbol
        # table's STT_FILE entry carries no absolute path.
        (cd src && "$CC" "${CFLAGS[@]}" -static -o "$out/$name.static" "$name.c" "${LIBS[@]}")
        (cd src && "$CC" "${CFLAGS[@]}" -o "$out/$name.dynamic" "$name.c" "${LIBS[@]}")
    done
}

build_into "$tmp/bin"

if [ "$check" = 1 ]; then
    status=0
    for f in "$tmp"/bin/*; do
        b=$(basename "$f")
        if ! cmp -s "$f" "bin/$b"; then
            echo "conformance: bin/$b differs from a fresh build (or is missing)" >&2
            status=1
        fi
    done
    for f in bin/*; do
        [ -e "$tmp/bin/$(basename "$f")" ] || { echo "conformance: $f has no source" >&2; status=1; }
    done
    [ "$status" = 0 ] && echo "conformance: all $(ls "$tmp"/bin | wc -l) binaries reproduce" >&2
    exit "$status"
fi

mkdir -p bin
for f in "$tmp"/bin/*; do
    b=$(basename "$f")
    cmp -s "$f" "bin/$b" || cp "$f" "bin/$b"
done
# Drop binaries whose source is gone.
for f in bin/*; do
    [ -e "$tmp/bin/$(basename "$f")" ] || rm -f "$f"
done
echo "conformance: $(ls bin | wc -l) binaries in $(pwd)/bin" >&2
