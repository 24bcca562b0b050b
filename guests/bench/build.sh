#!/usr/bin/env bash
# Builds the benchmark guests (static, -O2) into bin/<name>.static, byte-reproducibly.
# Usage: build.sh [--check]   (--check: rebuild into a temp dir, fail if a committed binary differs)
# The binaries are run by bench/functional.sh under simrun and qemu-ppc.
set -euo pipefail
cd "$(dirname "$0")"

CC=${CC:-powerpc-linux-gnu-gcc}
CFLAGS=(-O2 -Wall -Wextra -ffile-prefix-map="$PWD"=.)

check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac
command -v "$CC" >/dev/null || { echo "$0: $CC not found (run guests/build.sh to install it)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin"
for src in src/*.c; do
    name=$(basename "$src" .c)
    (cd src && "$CC" "${CFLAGS[@]}" -static -o "$tmp/bin/$name.static" "$name.c")
done

if [ "$check" = 1 ]; then
    status=0
    for f in "$tmp"/bin/*; do
        cmp -s "$f" "bin/$(basename "$f")" || { echo "bench: bin/$(basename "$f") differs from a fresh build" >&2; status=1; }
    done
    [ "$status" = 0 ] && echo "bench: all binaries reproduce" >&2
    exit "$status"
fi
mkdir -p bin
for f in "$tmp"/bin/*; do
    cmp -s "$f" "bin/$(basename "$f")" || cp "$f" "bin/$(basename "$f")"
done
echo "bench: $(ls bin | wc -l) binaries in $(pwd)/bin" >&2
