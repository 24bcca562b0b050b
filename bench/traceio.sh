#!/usr/bin/env bash
# Trace writing/reading throughput and size against bzip2/bzcat on the same raw bytes.
# Usage: bench/traceio.sh [RECORDS]   (default 8000000)
set -euo pipefail
cd "$(dirname "$0")/.."
exec cargo bench -p traceio --bench traceio -- "${1:-8000000}"
