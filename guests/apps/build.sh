#!/usr/bin/env bash
# Compiles the application drivers (src/) deterministically into classes/ with the host's
# javac --release 17, against the pinned jars that setup.sh puts in jars/.
# Usage: guests/apps/build.sh [--check]
#   --check: build in a temporary directory and fail if the committed classes/ differ.
set -euo pipefail
cd "$(dirname "$0")"
./setup.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

classpath=$(find jars -name '*.jar' | LC_ALL=C sort | paste -sd:)
find src -name '*.java' | LC_ALL=C sort > "$work/src.txt"
mkdir "$work/classes"
javac --release 17 -encoding UTF-8 -implicit:none -Xlint:all,-path -cp "$classpath" \
    -d "$work/classes" @"$work/src.txt"

if [ "${1:-}" = "--check" ]; then
    if ! diff -r "$work/classes" classes >/dev/null; then
        echo "guests/apps/classes is not what build.sh builds from src" >&2
        exit 1
    fi
    echo "guests/apps/classes is current" >&2
else
    rm -rf classes
    cp -r "$work/classes" classes
    echo "built guests/apps/classes ($(find classes -name '*.class' | wc -l) classes)" >&2
fi
