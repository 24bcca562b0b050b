#!/usr/bin/env bash
# Runs every application at -s0 and -s1 under the host's HotSpot and writes their checksum
# lines to expected.txt, after checking that each checksum is the same in every mode below:
# the interpreter alone, each collector, the libm intrinsics off (Math.sin/log/pow as
# StrictMath computes them), only the modules the guest's image has, and a Turkish locale
# (whose "i".toUpperCase() is not "I"). Then measures
# each application at -s1 under -Xint: wall time and bytes allocated (tools/Measure.java).
# Usage: guests/apps/expected.sh [--check]
#   --check: compare with the committed expected.txt instead of writing it.
set -euo pipefail
cd "$(dirname "$0")"
./build.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work/tools" tools/Measure.java
cp="classes:$(find jars -name '*.jar' | LC_ALL=C sort | paste -sd:)"

# The applications, in suite.txt's order (its first column).
mapfile -t APPS < <(grep -v '^#' suite.txt | awk 'NF { print $1 }' | uniq)
MODES=(
    ""
    "-Xint"
    "-XX:+UseSerialGC"
    "-XX:+UseParallelGC"
    "-XX:+UseG1GC -XX:+UnlockDiagnosticVMOptions -XX:-UseLibmIntrinsic"
    "--limit-modules java.base,java.logging,java.sql,java.xml"
    "-Duser.language=tr -Duser.country=TR"
)

status=0
: > "$work/expected.txt"
for app in "${APPS[@]}"; do
    for size in s0 s1; do
        first=""
        for mode in "${MODES[@]}"; do
            # shellcheck disable=SC2086 # a mode is several options
            line=$(java $mode -cp "$cp" "apps.$app.Main" "-$size")
            if [ -z "$first" ]; then
                first=$line
                echo "$line" >> "$work/expected.txt"
            elif [ "$line" != "$first" ]; then
                echo "apps.$app -$size: '$line' under '$mode', '$first' by default" >&2
                status=1
            fi
        done
        echo "$first (same in ${#MODES[@]} modes)" >&2
    done
done
[ $status -eq 0 ] || exit 1

if [ "${1:-}" = "--check" ]; then
    diff expected.txt "$work/expected.txt" >&2 || { echo "checksums differ from expected.txt" >&2; exit 1; }
else
    cp "$work/expected.txt" expected.txt
fi

echo "| app | -s1 -Xint seconds | MB allocated |"
echo "| --- | ---: | ---: |"
for app in "${APPS[@]}"; do
    java -Xint -cp "$cp:$work/tools" Measure "apps.$app.Main" -s1 2>&1 >/dev/null \
        | awk -v app="$app" '/^measure/ { printf "| %s | %.1f | %.1f |\n", app, $5, $7 / 1e6 }'
done
