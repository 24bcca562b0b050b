#!/usr/bin/env bash
# The class-file part of traceio/fuzz.sh on its own: mutants of the classes of four test
# programs (bit flips, truncations, constant-pool index bumps, random bytes, opcode and
# local-index bumps inside methods' code) through the guest VM under simrun
# (sim-core/tests/classfile_fuzz.rs), for several seeds. A mutant that crashes the VM
# (exit by signal, a GC-map failure), hangs, or ends without a one-line Java error fails
# the run; every failing mutant is listed (and kept on disk) with its seed and case number.
# Usage: traceio/classfuzz.sh [CASES_PER_SEED (default 2500)] [SEEDS (default 4)]
# Replay one seed: CLASS_FUZZ_CASES=N CLASS_FUZZ_SEED=S cargo test --release -p sim-core \
#   --test classfile_fuzz r17_class_file_mutants -- --nocapture
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-2500}
seeds=${2:-4}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for seed in $(seq 1 "$seeds"); do
    echo "seed $seed: $cases class-file mutants"
    if ! CLASS_FUZZ_CASES=$cases CLASS_FUZZ_SEED=$seed cargo test -q --release -p sim-core --test classfile_fuzz \
        r17_class_file_mutants -- --nocapture >"$log" 2>&1; then
        grep -E "^(crash|hang|no Java|more than|neither)|mutants failed" "$log" || tail -20 "$log"
        echo "seed $seed failed" >&2
        exit 1
    fi
    grep "mutants (seed" "$log"
done
echo "no crash, hang or malformed error in $((cases * seeds)) class-file mutants"
