#!/usr/bin/env bash
# Compiles the benchmarks (src/) deterministically into classes/ against the guest VM's
# class library (guests/jvm/classlib/src), with the host javac for Java 8.
# Usage: guests/benchmarks/build.sh [--check]
#   --check: build in a temporary directory and fail if the committed classes/ differ.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/lib" "$work/classes"
find ../jvm/classlib/src -name '*.java' | LC_ALL=C sort > "$work/lib.txt"
javac -nowarn -Xlint:-options -encoding UTF-8 -source 8 -target 8 \
    -bootclasspath "$work/lib" -sourcepath ../jvm/classlib/src -d "$work/lib" @"$work/lib.txt"
find src -name '*.java' | LC_ALL=C sort > "$work/src.txt"
javac -Xlint:-options -encoding UTF-8 -source 8 -target 8 \
    -bootclasspath "$work/lib" -sourcepath src -d "$work/classes" @"$work/src.txt"

if [ "${1:-}" = "--check" ]; then
    if ! diff -r "$work/classes" classes >/dev/null; then
        echo "guests/benchmarks/classes is not what build.sh builds from src" >&2
        exit 1
    fi
    echo "guests/benchmarks/classes is current" >&2
else
    rm -rf classes
    cp -r "$work/classes" classes
    echo "built guests/benchmarks/classes ($(find classes -name '*.class' | wc -l) classes)" >&2
fi
