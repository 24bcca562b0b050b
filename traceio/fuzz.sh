#!/usr/bin/env bash
# Longer fuzzing than CI's: trace and dump mutants through the trace reader (inline and
# block-parallel, strict and lenient), the dump parsers and the analyzer, and class-file
# mutants through the guest VM under simrun (sim-core/tests/classfile_fuzz.rs), for several
# seeds.
# Usage: traceio/fuzz.sh [CASES_PER_SEED (default 100000)] [SEEDS (default 4)]
# Any panic, abort or multi-line error fails the run and prints the seed to replay with
#   FUZZ_CASES=N FUZZ_SEED=S cargo test --release -p traceio --test fuzz
# (class files: CLASS_FUZZ_CASES=N CLASS_FUZZ_SEED=S cargo test --release -p sim-core --test classfile_fuzz;
#  a tenth of CASES_PER_SEED per seed, each a VM run of up to a second; traceio/classfuzz.sh
#  runs the class-file part alone)
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-100000}
seeds=${2:-4}
for seed in $(seq 1 "$seeds"); do
    echo "seed $seed: $cases cases"
    FUZZ_CASES=$cases FUZZ_SEED=$seed cargo test -q --release -p traceio --test fuzz
    FUZZ_CASES=$((cases / 10)) FUZZ_SEED=$seed cargo test -q --release -p analyzer --test fuzz
    CLASS_FUZZ_CASES=$((cases / 10)) CLASS_FUZZ_SEED=$seed cargo test -q --release -p sim-core --test classfile_fuzz
done
echo "no panic, abort or multi-line error in $seeds seeds"
