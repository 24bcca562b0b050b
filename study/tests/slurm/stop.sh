#!/usr/bin/env bash
# Stops the daemons study/tests/slurm/start.sh DIR started (by their pid files).
set -uo pipefail
dir=${1:?usage: stop.sh STATE_DIR}
for d in slurmd slurmctld munged; do
    f="$dir/run/$d.pid"
    if [ -s "$f" ]; then
        pid=$(cat "$f")
        kill "$pid" 2>/dev/null
        for _ in $(seq 1 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -9 "$pid" 2>/dev/null
        rm -f "$f"
    fi
done
exit 0
