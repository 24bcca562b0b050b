#!/usr/bin/env bash
# Runs the guest-VM test programs: compiles tests/*.java with `javac --release 8`, runs each
# main class on the host `java` and on jvm.elf under QEMU user mode, and requires identical
# stdout and exit status. Prints a pass/fail table; exit status 1 if anything failed.
#
# Usage: guests/jvm/tests/run.sh [options] [TestName ...]
#   --record        also write host outputs to tests/expected/<Name>.out and <Name>.status
#                   (the oracle for simulator runs without a host JVM)
#   --host-only     only run on the host (with --record: refresh expected files)
#   --vm-only       compare the VM with the committed expected files instead of host java
#   --api-check     first compile the tests against the class library (classlib/src) instead
#                   of the JDK: any API the programs use that the library lacks is a compile
#                   error here rather than a NoSuchMethodError at run time
#   -X:...          extra VM flags for every test (e.g. -X:verify); per-test flags live in
#                   tests/<Name>.flags (one line); standard input: tests/<Name>.stdin
#   --jvm FILE      the VM ELF (default guests/jvm/jvm.elf)
#   --qemu FILE     QEMU user mode (default /opt/qemu10/qemu-ppc)
# The VM writes class.dump/feature.dump into a per-test temporary directory. For a test with
# a tests/<Name>.eventcheck file the VM also logs its events (-X:eventlog) and
# tools/EventCheck.java must accept the log (every object allocated once, every copy's
# source live, ...); its summary line is shown in the table.
# A test whose first line is `// RELEASE N` is compiled with `javac --release N` (e.g. 17 for
# records), the others with --release 8.
# A test with a committed expected/<Name>.err must also print that stderr (byte for byte:
# uncaught exceptions as the JDK prints them); --record refreshes it from the host.
# A test whose first line is `// EXPECTED-ONLY` is not run on the host: its committed
# expected/<Name>.out and .status are the oracle.
# Each program runs in a fresh directory of its own (host and VM apart). On ext4, QEMU user
# mode lists no directory entries for a 32-bit guest (readdir fails with EOVERFLOW: the
# host's 64-bit directory hashes do not fit the guest's 32-bit d_off; a ppc32 kernel, and
# simrun, give 32-bit ones), so FilesIo's listings differ here; simrun's tests run it.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jvm="$here/../jvm.elf"
qemu=/opt/qemu10/qemu-ppc
record=0
hostonly=0
vmonly=0
apicheck=0
xflags=()
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        --record) record=1 ;;
        --host-only) hostonly=1 ;;
        --vm-only) vmonly=1 ;;
        --api-check) apicheck=1 ;;
        --jvm) shift; jvm="$1" ;;
        --qemu) shift; qemu="$1" ;;
        -X:*) xflags+=("$1") ;;
        -h|--help) sed -n '2,29p' "$0"; exit 0 ;;
        -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
        *) names+=("$1") ;;
    esac
    shift
done
if [ ${#names[@]} -eq 0 ]; then
    for f in "$here"/*.java; do names+=("$(basename "$f" .java)"); done
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A test whose first line is `// RELEASE N` is compiled with `javac --release N` (into
# classes-N), every other one with --release 8 (into classes).
# `// RELEASE N -g` adds javac's -g (a LocalVariableTable: names in NPE messages), into classes-Ng.
release_of() { sed -n '1s|^// RELEASE \([0-9][0-9]*\)\( -g\)\{0,1\}.*$|\1\2|p' "$1" | tr -d ' -'; }
classes_of() { local r; r=$(release_of "$here/$1.java"); if [ -n "$r" ]; then echo "$work/classes-$r"; else echo "$work/classes"; fi; }
declare -A groups=()
for f in "$here"/*.java; do r=$(release_of "$f"); groups[${r:-plain}]+="$f "; done
for r in "${!groups[@]}"; do
    dir="$work/classes-$r" release=$r
    [ "$r" = plain ] && dir="$work/classes" release=8
    debug=()
    [ "${r%g}" != "$r" ] && release=${r%g} debug=(-g)
    mkdir -p "$dir"
    # shellcheck disable=SC2086 # the test paths have no spaces
    if ! javac "${debug[@]}" --release "$release" -nowarn -encoding UTF-8 -d "$dir" ${groups[$r]} 2> "$work/javac.err"; then
        cat "$work/javac.err" >&2
        echo "run.sh: javac --release $release failed" >&2
        exit 2
    fi
done

if [ $apicheck = 1 ]; then
    mkdir -p "$work/lib" "$work/apicheck"
    find "$here/../classlib/src" -name '*.java' > "$work/lib.txt"
    if ! javac -nowarn -Xlint:-options -encoding UTF-8 -source 8 -target 8 -bootclasspath "$work/lib" \
            -sourcepath "$here/../classlib/src" -d "$work/lib" @"$work/lib.txt" 2> "$work/lib.err"; then
        cat "$work/lib.err" >&2
        echo "run.sh: the class library does not compile" >&2
        exit 2
    fi
    # EXPECTED-ONLY tests use what the VM does not support on purpose (Lambda: java.lang.invoke)
    apisrc=()
    # RELEASE tests use the language of a later Java (records, ...): javac -source 8 cannot read them
    for f in "$here"/*.java; do head -1 "$f" | grep -q '^// EXPECTED-ONLY\|^// RELEASE' || apisrc+=("$f"); done
    if ! (cd "$work" && javac -nowarn -Xlint:-options -encoding UTF-8 -source 8 -target 8 -bootclasspath "$work/lib" \
            -d "$work/apicheck" "${apisrc[@]}" 2> "$work/api.err"); then
        grep -v '^Note:' "$work/api.err" >&2
        echo "run.sh: the tests use API that the class library lacks (see above)" >&2
        exit 2
    fi
    echo "api check: the tests compile against the class library"
fi

first_diff() { # file1 file2 -> "line N: want '...' got '...'"
    diff <(cat "$1") <(cat "$2") > /dev/null && return 0
    awk 'NR==FNR { a[FNR] = $0; n = FNR; next }
         { if (!(FNR in a) || a[FNR] != $0) { printf "line %d: want \"%s\" got \"%s\"", FNR, (FNR in a ? substr(a[FNR], 1, 60) : "<eof>"), substr($0, 1, 60); found = 1; exit } }
         END { if (!found && FNR < n) printf "line %d: want \"%s\" got <eof>", FNR + 1, substr(a[FNR + 1], 1, 60) }' "$1" "$2"
}

fails=0
printf '%-18s %-6s %-6s %-6s %s\n' TEST HOST VM RESULT DETAIL
for name in "${names[@]}"; do
    src="$here/$name.java"
    [ -f "$src" ] || { echo "run.sh: no test $name" >&2; fails=$((fails + 1)); continue; }
    flags=()
    [ -f "$here/$name.flags" ] && read -r -a flags < "$here/$name.flags"
    stdin=/dev/null
    [ -f "$here/$name.stdin" ] && stdin="$here/$name.stdin"
    expected_only=0
    head -1 "$src" | grep -q '^// EXPECTED-ONLY' && expected_only=1
    # the oracle
    if [ $expected_only = 1 ] || [ $vmonly = 1 ]; then
        cp "$here/expected/$name.out" "$work/$name.want" 2>/dev/null || : > "$work/$name.want"
        hs=$(cat "$here/expected/$name.status" 2>/dev/null || echo "?")
    else
        # In a fresh directory of its own, as on the VM (programs that write files, e.g.
        # FilesIo, leave nothing behind in the caller's directory).
        mkdir -p "$work/$name.host.cwd"
        (cd "$work/$name.host.cwd" && timeout 600 java -Xss16m -cp "$(classes_of "$name")" "$name") \
            < "$stdin" > "$work/$name.want" 2> "$work/$name.host.err"
        hs=$?
        if [ $record = 1 ]; then
            cp "$work/$name.want" "$here/expected/$name.out"
            echo "$hs" > "$here/expected/$name.status"
            [ -f "$here/expected/$name.err" ] && cp "$work/$name.host.err" "$here/expected/$name.err"
        fi
    fi
    if [ $hostonly = 1 ]; then
        printf '%-18s %-6s %-6s %-6s %s\n' "$name" "$hs" - - "$(wc -l < "$work/$name.want") lines"
        continue
    fi
    dumps="$work/$name.dumps"
    mkdir -p "$dumps"
    evflags=()
    [ -f "$here/$name.eventcheck" ] && evflags=("-X:eventlog=$dumps/events.log")
    mkdir -p "$work/$name.vm.cwd"
    (cd "$work/$name.vm.cwd" && timeout 1200 "$qemu" "$jvm" "-X:dumpdir=$dumps" "${evflags[@]}" "${flags[@]}" "${xflags[@]}" \
        -cp "$(classes_of "$name")" "$name") < "$stdin" > "$work/$name.got" 2> "$work/$name.vm.err"
    vs=$?
    detail=$(first_diff "$work/$name.want" "$work/$name.got")
    if [ -z "$detail" ] && [ -f "$here/expected/$name.err" ]; then
        detail=$(first_diff "$here/expected/$name.err" "$work/$name.vm.err")
        [ -n "$detail" ] && detail="stderr $detail"
    fi
    if [ -z "$detail" ] && [ "$hs" = "$vs" ]; then
        result=pass
        if [ ${#evflags[@]} -gt 0 ]; then
            if java "$here/../tools/EventCheck.java" "$dumps/events.log" "$dumps/feature.dump" "$dumps/class.dump" > "$work/$name.ev.out" 2>&1; then
                detail="events: $(tail -1 "$work/$name.ev.out" | head -c 100)"
            else
                result=FAIL
                fails=$((fails + 1))
                detail="event check: $(tail -1 "$work/$name.ev.out" | head -c 120)"
            fi
        fi
    else
        result=FAIL
        fails=$((fails + 1))
        [ -z "$detail" ] && detail="exit status differs; stderr: $(head -c 150 "$work/$name.vm.err" | tr '\n' ' ')"
    fi
    printf '%-18s %-6s %-6s %-6s %s\n' "$name" "$hs" "$vs" "$result" "$detail"
done
[ $fails = 0 ] || { echo "$fails test(s) failed"; exit 1; }
echo "all passed"
