#!/usr/bin/env bash
# Counts the guest instructions a ppc32 program executes under QEMU user mode without a
# plugin: QEMU logs every translated block (in_asm) and, with chaining off, every block
# execution (exec); the sum of block sizes over executions is the instruction count
# (blocks left early by a fault or syscall are counted whole: a tiny overcount).
# Usage: tools/count-insns.sh ELF [ARGS...]     (QEMU=/path/to/qemu-ppc to override)
set -euo pipefail
qemu=${QEMU:-/opt/qemu10/qemu-ppc}
"$qemu" -d in_asm,exec,nochain "$@" 2>&1 >/dev/null | awk '
/^IN:/ { inblk = 1; n = 0; next }
inblk && /^0x[0-9a-f]+:/ { if (n == 0) { pc = substr($1, 3, length($1) - 3); sub(/^0+/, "", pc) } n++; next }
inblk && /^$/ { if (n > 0) size[pc] = n; inblk = 0; next }
/^Trace / { split($4, a, "/"); p = a[2]; sub(/^0+/, "", p); total += size[p] }
END { printf "%d\n", total }'
