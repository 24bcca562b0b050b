#!/usr/bin/env bash
# Records the expected outputs of every program in manifest.txt with QEMU 10
# user mode (the reference), into expected/:
#   expected/<test>.out     stdout, byte for byte
#   expected/<test>.status  exit status (128+N when signal N killed the program)
# A manifest line is  test<TAB>program<TAB>args<TAB>notes.
# Static binaries run as   $QEMU bin/<program>.static ARGS
# dynamic ones as          $QEMU -L /usr/powerpc-linux-gnu bin/<program>.dynamic ARGS
# each from a fresh, empty scratch working directory, stdin from /dev/null,
# and each twice (both runs must agree: the output may not depend on the host).
# Static and dynamic runs must agree too; where they legitimately differ the
# dynamic result is recorded as expected/<test>.dynamic.{out,status}.
# Usage: record.sh [--check] [TEST...]
#   --check  compare against the committed expected files instead of writing them.
# Needs QEMU 10 (shared/tools/qemu10.sh installs it to /opt/qemu10); QEMU 7.2
# is wrong on glibc's libm (SIGILL on mffscrn/mffsl) and must not be used.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)

QEMU=${QEMU:-/opt/qemu10/qemu-ppc}
SYSROOT=${SYSROOT:-/usr/powerpc-linux-gnu}
TIMEOUT=${TIMEOUT:-300}

"$QEMU" --version 2>/dev/null | grep -q 'version 10\.' \
    || { echo "$0: $QEMU is not QEMU 10 (set QEMU=...; see shared/tools/qemu10.sh)" >&2; exit 1; }

check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
only=("$@")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Runs one binary from a fresh scratch directory; writes $2.out, $2.status.
run_one() {
    local kind=$1 name=$2 dest=$3; shift 3
    local scratch
    scratch=$(mktemp -d "$tmp/run.XXXXXX")
    local status=0
    if [ "$kind" = static ]; then
        (cd "$scratch" && exec timeout "$TIMEOUT" "$QEMU" "$here/bin/$name.static" "$@") \
            </dev/null >"$dest.out" 2>"$dest.err" || status=$?
    else
        (cd "$scratch" && exec timeout "$TIMEOUT" "$QEMU" -L "$SYSROOT" "$here/bin/$name.dynamic" "$@") \
            </dev/null >"$dest.out" 2>"$dest.err" || status=$?
    fi
    echo "$status" >"$dest.status"
    rm -rf "$scratch"
    [ "$status" = 124 ] && { echo "$name ($kind): timed out after ${TIMEOUT}s" >&2; return 1; }
    return 0
}

same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.status" "$2.status"; }

fail=0
mkdir -p expected
declare -A listed=()
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in ''|'#'*) continue ;; esac
    # TAB-separated; an empty args field is two TABs in a row (so no `IFS=$'\t' read`,
    # which would merge them).
    test=${line%%$'\t'*}
    rest=${line#*$'\t'}
    prog=${rest%%$'\t'*}
    rest2=${rest#*$'\t'}
    [ "$rest2" = "$rest" ] && rest2=
    args=${rest2%%$'\t'*}
    listed[$prog]=1
    if [ ${#only[@]} -gt 0 ] && [[ ! " ${only[*]} " == *" $test "* ]]; then continue; fi
    [ -f "bin/$prog.static" ] && [ -f "bin/$prog.dynamic" ] \
        || { echo "$test: bin/$prog.{static,dynamic} missing (run build.sh)" >&2; fail=1; continue; }
    argv=()
    [ -n "$args" ] && read -r -a argv <<<"$args"
    for kind in static dynamic; do
        run_one "$kind" "$prog" "$tmp/$test.$kind.1" "${argv[@]}" || fail=1
        run_one "$kind" "$prog" "$tmp/$test.$kind.2" "${argv[@]}" || fail=1
        if ! same "$tmp/$test.$kind.1" "$tmp/$test.$kind.2"; then
            echo "$test ($kind): two runs differ -- output depends on the host" >&2
            diff "$tmp/$test.$kind.1.out" "$tmp/$test.$kind.2.out" | head -5 >&2 || true
            fail=1
        fi
        if [ -s "$tmp/$test.$kind.1.err" ]; then
            echo "$test ($kind) stderr: $(head -c 300 "$tmp/$test.$kind.1.err" | tr '\n' ' ')" >&2
        fi
    done
    s=$tmp/$test.static.1 d=$tmp/$test.dynamic.1
    if [ "$check" = 1 ]; then
        same "$s" "expected/$test" || { echo "$test: static run differs from expected/" >&2; fail=1; }
        dexp=expected/$test
        [ -f "expected/$test.dynamic.out" ] && dexp=expected/$test.dynamic
        same "$d" "$dexp" || { echo "$test: dynamic run differs from $dexp" >&2; fail=1; }
        continue
    fi
    cp "$s.out" "expected/$test.out"
    cp "$s.status" "expected/$test.status"
    if same "$s" "$d"; then
        rm -f "expected/$test.dynamic.out" "expected/$test.dynamic.status"
    else
        echo "$test: static and dynamic differ; recording expected/$test.dynamic.*" >&2
        diff "$s.out" "$d.out" | head -5 >&2 || true
        cp "$d.out" "expected/$test.dynamic.out"
        cp "$d.status" "expected/$test.dynamic.status"
    fi
    printf '%-20s status %-3s %6s lines\n' "$test" "$(cat "$s.status")" "$(wc -l <"$s.out")"
done <manifest.txt

for src in src/*.c; do
    n=$(basename "$src" .c)
    [ -n "${listed[$n]:-}" ] || { echo "$n: source without a manifest line" >&2; fail=1; }
done
exit "$fail"
