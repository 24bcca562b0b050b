#!/usr/bin/env bash
# Cache model throughput through the default hierarchy (table 4.1): accesses per second on
# L1-resident and miss-heavy streams and fetch + data instructions per second, next to a
# floor loop and the naive reference model measured in the same run.
# Usage: bench/cache.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec cargo bench -p cache --bench throughput
