#!/usr/bin/env bash
# Builds guests/jvm/jvm.elf byte-identically: checks that the class library's generated
# sources are current (classlib/generate.sh --check), compiles the class library (classlib/src) with
# the host javac for Java 8, packs it (tools/Pack.java, sorted, uncompressed), embeds it
# (classlib.S), packs the committed benchmark classes (../benchmarks/classes, built by
# ../benchmarks/build.sh) into a second archive (bench.S), and links the VM statically for
# ppc32 with -O2 and no debug paths.
# Usage: guests/jvm/build.sh [--check | --from-head]
#   --check: rebuild in a temporary directory and fail if the committed jvm.elf differs,
#            then check the layers of the sources (tools/layers.sh).
#   --from-head: build from the sources committed at git HEAD (not the working tree) and
#                write jvm.elf here: what --check on a clean clone will expect.
set -euo pipefail
cd "$(dirname "$0")"
check=0
[ "${1:-}" = "--check" ] && check=1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = "--from-head" ]; then
    mkdir -p "$work/head/jvm" "$work/head/benchmarks/classes"
    git archive HEAD . | tar -x -C "$work/head/jvm"
    git -C "$(git rev-parse --show-toplevel)" archive HEAD:guests/benchmarks/classes | tar -x -C "$work/head/benchmarks/classes"
    (cd "$work/head/jvm" && ./build.sh)
    cp "$work/head/jvm/jvm.elf" jvm.elf
    exit 0
fi

# 0. the class library's generated sources (the primitive specialisations) must be what
#    their templates make: classlib/generate.sh writes them, --check only compares
classlib/generate.sh --check

# 1. the class library, compiled against itself
mkdir -p "$work/classes"
find classlib/src -name '*.java' | LC_ALL=C sort > "$work/sources.txt"
javac -nowarn -Xlint:-options -encoding UTF-8 -source 8 -target 8 \
    -bootclasspath "$work/classes" -sourcepath classlib/src -d "$work/classes" @"$work/sources.txt"
java tools/Pack.java "$work/classes" "$work/classlib.jca"

# 1b. the bundled benchmarks, as committed (compiled by ../benchmarks/build.sh)
[ -d ../benchmarks/classes/bench ] || { echo "missing ../benchmarks/classes (run guests/benchmarks/build.sh)" >&2; exit 1; }
java tools/Pack.java ../benchmarks/classes "$work/bench.jca"

# 2. the VM, compiled in the work directory so that no absolute path reaches the ELF
cp ./*.c ./*.h ./*.inc ./*.def classlib.S bench.S "$work/"
(
    cd "$work"
    powerpc-linux-gnu-gcc -O2 -static -fno-pie -no-pie -std=gnu11 -fwrapv -fno-strict-aliasing -ffp-contract=off \
        -Wall -Wextra -Wno-unused-parameter -Wno-override-init -Wno-sign-compare \
        -o jvm.elf ./*.c classlib.S bench.S -lm
)

if [ "$check" = 1 ]; then
    if ! cmp -s "$work/jvm.elf" jvm.elf; then
        echo "guests/jvm/jvm.elf is not what build.sh builds from the committed sources" >&2
        exit 1
    fi
    echo "guests/jvm/jvm.elf is current" >&2
    # the layers (docs/architecture.md "The guest VM's layers"): includes down, no
    # declarations in .c files, every reference up a declared binding, the drawing current
    tools/layers.sh --check-doc ../../docs/architecture.md
    echo "guests/jvm: the layers hold and docs/architecture.md draws them" >&2
else
    cp "$work/jvm.elf" jvm.elf
    echo "built guests/jvm/jvm.elf ($(wc -c < jvm.elf) bytes)" >&2
fi
