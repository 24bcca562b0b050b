#!/usr/bin/env bash
# Installs what the tests need on a Debian bookworm machine, and only what is missing: run
# it again and it installs nothing (each step says "present" instead). `.ci/run` calls it;
# the README's test command is `tools/setup.sh && cargo test --release --workspace`.
#
#   bzip2, cc              trace tests run bzip2/bzcat; the jimage test compiles C on the host
#   the ppc32 sysroot      dynamic conformance guests load /usr/powerpc-linux-gnu/lib/ld.so.1
#   the cross toolchain    guests/build.sh --check; the symbol tests run powerpc-linux-gnu-nm
#   JDK 17                 javac/jar/javap build the guest VM's test programs and class library
#   Slurm and munge        the study tests start a single-node cluster (study/tests/slurm)
#   pyarrow                the analyzer and study tests read the Parquet files back
#   chromium (headless)    docs/results/screenshot.sh and the report's screenshot test
#   rustfmt, clippy        .ci/run's format and lint checks
#   the OpenJDK image      the pinned big-endian runtime image (guests/jdk/image.sh)
#   the applications' jars the pinned Debian packages of guests/apps (guests/apps/setup.sh)
#
# Usage: tools/setup.sh [--with-qemu] [-q]
#   --with-qemu  also install QEMU 10's qemu-ppc to /opt/qemu10 (tools/qemu10.sh), which the
#                bench/ scripts and the guests' reference recordings use; no test needs it.
#   -q           print only what is installed and errors.
# Exit 0 with everything in place; non-zero, naming the step, when one cannot be installed.
# Needs root (or sudo) only when a Debian package is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/sbin:/sbin" # munged, slurmd and slurmctld live in sbin

with_qemu=0
quiet=0
for a in "$@"; do
    case $a in
    --with-qemu) with_qemu=1 ;;
    -q) quiet=1 ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "setup.sh: unknown argument '$a' (usage: tools/setup.sh [--with-qemu] [-q])" >&2; exit 2 ;;
    esac
done

say() { [ "$quiet" = 1 ] || echo "setup.sh: $*" >&2; }
present() { say "present: $*"; }

# A command, as root: directly, else through sudo.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        echo "setup.sh: '$*' needs root (no sudo here): run tools/setup.sh as root" >&2
        exit 1
    fi
}

# 1. Debian packages: each needed package whose command or file is absent.
need_apt=()
want() { # want WHAT TEST PACKAGE...
    local what=$1 test=$2
    shift 2
    if eval "$test" >/dev/null 2>&1; then
        present "$what"
    else
        need_apt+=("$@")
    fi
}
want bzip2 'command -v bzip2 && command -v bzcat' bzip2
want "a host C compiler" 'command -v cc' gcc libc6-dev
want git 'command -v git' git
want "the ppc32 sysroot" '[ -e /usr/powerpc-linux-gnu/lib/ld.so.1 ]' libc6-powerpc-cross
want "the ppc32 cross toolchain" 'command -v powerpc-linux-gnu-gcc && command -v powerpc-linux-gnu-nm' \
    gcc-powerpc-linux-gnu binutils-powerpc-linux-gnu libc6-dev-powerpc-cross
want "JDK 17" 'command -v javac && command -v jar && command -v javap && javac -version 2>&1 | grep -q "javac 17\."' \
    openjdk-17-jdk-headless
want "Slurm" 'command -v sbatch && command -v squeue && command -v sinfo && command -v slurmd && command -v slurmctld' \
    slurmctld slurmd slurm-client
want "munge" 'command -v munged' munge
want "python3 with pip" 'command -v python3 && python3 -m pip --version' python3 python3-pip
want "headless chromium" 'command -v chromium-headless-shell || command -v chromium' chromium-headless-shell
want "fonts for the browser" 'fc-list | grep -q .' fontconfig fonts-dejavu-core
want "script(1)" 'command -v script' bsdutils
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "setup.sh: installing ${need_apt[*]}" >&2
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need_apt[@]}"
fi

# 2. Rust's format and lint components (cargo itself comes from rustup: rust-toolchain).
if ! command -v cargo >/dev/null; then
    echo "setup.sh: cargo is not installed: install Rust with rustup (https://rustup.rs)" >&2
    exit 1
fi
if cargo fmt --version >/dev/null 2>&1 && cargo clippy --version >/dev/null 2>&1; then
    present "rustfmt and clippy"
else
    echo "setup.sh: installing rustfmt and clippy" >&2
    rustup component add rustfmt clippy
fi

# 3. pyarrow, from PyPI (bookworm has no python3-pyarrow).
if python3 -c 'import pyarrow' 2>/dev/null; then
    present "pyarrow"
else
    echo "setup.sh: installing pyarrow" >&2
    python3 -m pip install -q pyarrow 2>/dev/null ||
        python3 -m pip install -q --break-system-packages pyarrow
    python3 -c 'import pyarrow' || { echo "setup.sh: pyarrow did not install" >&2; exit 1; }
fi

# 4. The pinned OpenJDK runtime image (guests/jdk/image; the script checks its own hash and
# does nothing when the image is current).
if [ "$quiet" = 1 ]; then
    guests/jdk/image.sh 2>/dev/null || guests/jdk/image.sh
else
    guests/jdk/image.sh
fi

# 5. The application suite's pinned jars (guests/apps/jars; the script checks them against
# guests/apps/SHA256SUMS and does nothing when they are in place; apt-get needs root).
if guests/apps/setup.sh; then
    present "the applications' jars (guests/apps)"
else
    echo "setup.sh: guests/apps/setup.sh failed" >&2
    exit 1
fi

# 6. QEMU 10, on request.
if [ "$with_qemu" = 1 ]; then
    if [ "$quiet" = 1 ]; then
        as_root tools/qemu10.sh >/dev/null
    else
        as_root tools/qemu10.sh
    fi
fi
say "everything the tests need is installed"
