#!/usr/bin/env bash
# Rebuilds every prebuilt guest artifact byte-identically from source.
# Installs the ppc32 cross toolchain (Debian gcc-powerpc-linux-gnu,
# libc6-dev-powerpc-cross) when it is missing. Usage: guests/build.sh [--check]
#   --check: rebuild into a temporary copy and fail if any committed artifact differs.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v powerpc-linux-gnu-gcc >/dev/null || [ ! -d /usr/powerpc-linux-gnu/lib ]; then
    apt-get update -q
    apt-get install -y -q gcc-powerpc-linux-gnu libc6-dev-powerpc-cross
fi

for sub in */build.sh; do
    [ -x "$sub" ] || continue
    echo "== $sub" >&2
    "./$sub" "$@"
done
