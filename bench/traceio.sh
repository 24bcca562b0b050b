#!/usr/bin/env bash
# Trace writing/reading throughput and size against bzip2/bzcat on the same raw bytes:
# on the synthetic stream (traceio::synth) and, given a trace file, on the real stream of
# its records (read with the reader, re-encoded with the writer, read back; e.g. a
# `simrun jvm jess` trace: cargo build --release --bin simrun && simrun --out /tmp/jess jvm jess).
# Usage: bench/traceio.sh [RECORDS] [TRACE]   (default 8000000 synthetic records)
set -euo pipefail
cd "$(dirname "$0")/.."
exec cargo bench -p traceio --bench traceio -- "$@"
