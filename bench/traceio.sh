#!/usr/bin/env bash
# Trace writing/reading throughput and size (issue 4) against bzip2/bzcat on the same raw
# bytes, in the same run: on the synthetic stream (traceio::synth) and on a real stream, the
# records of a trace file (read with the reader, written again with the writer, read back;
# bzip2 -9 and bzcat on the raw bytes of the file written). Prints wall-clock rates, CPU
# seconds and the load average: the machine is shared, so compare figures of one run.
#
# TRACE `jess` (the default) is `simrun jvm jess` (s1, trace mode) made once into
# /tmp/traceio-bench/jess (about a minute) unless its trace.bz2 exists; `none` skips the
# real stream; anything else is a trace file.
#
# Usage: bench/traceio.sh [RECORDS] [TRACE]   (default 8000000 synthetic records, jess)
#   env: SIMRUN (default ${CARGO_TARGET_DIR:-target}/release/simrun; built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

RECORDS=${1:-8000000}
TRACE=${2:-jess}
if [ "$TRACE" = jess ]; then
    run=/tmp/traceio-bench/jess
    if [ ! -f "$run/trace.bz2" ]; then
        SIMRUN=${SIMRUN:-${CARGO_TARGET_DIR:-target}/release/simrun}
        [ -x "$SIMRUN" ] || cargo build --release --bin simrun
        echo "traceio.sh: making the real trace in $run (simrun jvm jess, about a minute)" >&2
        rm -rf "$run"
        mkdir -p "$(dirname "$run")"
        "$SIMRUN" -q --out "$run" jvm jess >/dev/null
    fi
    TRACE=$run/trace.bz2
fi
args=("$RECORDS")
if [ "$TRACE" != none ]; then
    # cargo bench runs in traceio/: hand it an absolute path.
    [ -f "$TRACE" ] || { echo "traceio.sh: no trace file $TRACE" >&2; exit 1; }
    args+=("$(realpath "$TRACE")")
fi
exec cargo bench -p traceio --bench traceio -- "${args[@]}"
