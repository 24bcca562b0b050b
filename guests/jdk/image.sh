#!/usr/bin/env bash
# Builds the real class library for the guest VM (issue 33): a big-endian OpenJDK 17
# runtime image, made by jlink from one pinned Debian JDK 17 build, byte for byte the same
# on every machine.
#
#   1. downloads the pinned .debs (openjdk-17-jre-headless and -jdk-headless, whose jmods
#      jlink reads) with apt-get into the cache, and checks them against SHA256SUMS;
#   2. unpacks them there (dpkg -x): a private JDK, whatever JDK the host has installed
#      (jlink only links jmods of its own version);
#   3. jlinks the modules the guest needs with --endian big (the guest is ppc32) into
#      guests/jdk/image (not in git), and checks lib/modules against SHA256SUMS.
#
# The guest reads lib/modules, the jimage of every class and resource of those modules
# (guests/jvm/jimage.c); simrun hashes it at start-up and records the hash in run.json.
#
# Usage: guests/jdk/image.sh [--check]
#   --check: build into a temporary directory and fail unless lib/modules is the pinned one
#   env: PPCSIM_CACHE (default ~/.cache/ppcsim): where the .debs and the private JDK live.
# Exit 0 with the image in place (already current: nothing is rebuilt).
set -euo pipefail
cd "$(dirname "$0")"

# The pin: one Debian build of OpenJDK 17 (bookworm main), and the modules of the image.
VERSION=17.0.19+10-1~deb12u2
PACKAGES=(openjdk-17-jre-headless openjdk-17-jdk-headless)
MODULES=java.base,java.logging,java.sql,java.xml

cache=${PPCSIM_CACHE:-$HOME/.cache/ppcsim}/jdk-$VERSION
sums=$PWD/SHA256SUMS
out=$PWD/image
[ "${1:-}" = "--check" ] && out=$(mktemp -d)/image

want() { awk -v f="$1" '$2 == f { print $1 }' "$sums"; }
have() { sha256sum "$1" | awk '{ print $1 }'; }

if [ "${1:-}" != "--check" ] && [ -f "$out/lib/modules" ] && [ "$(have "$out/lib/modules")" = "$(want modules)" ]; then
    echo "guests/jdk/image is current (lib/modules $(want modules | cut -c1-12))" >&2
    exit 0
fi

# 1. the pinned packages
mkdir -p "$cache/debs"
for p in "${PACKAGES[@]}"; do
    deb="${p}_${VERSION}_amd64.deb"
    if [ ! -f "$cache/debs/$deb" ]; then
        command -v apt-get >/dev/null || { echo "image.sh: apt-get is needed to fetch $p=$VERSION" >&2; exit 1; }
        (cd "$cache/debs" && apt-get download -q "$p=$VERSION" 2>/dev/null) || {
            apt-get update -q >/dev/null
            (cd "$cache/debs" && apt-get download -q "$p=$VERSION")
        } || {
            echo "image.sh: cannot download $p=$VERSION from the Debian archive (a later point" >&2
            echo "  release may have replaced it: pin the new version in guests/jdk/image.sh and" >&2
            echo "  SHA256SUMS, and rerun the tests: the guest's class library changes with it)" >&2
            exit 1
        }
    fi
    if [ "$(have "$cache/debs/$deb")" != "$(want "$p.deb")" ]; then
        echo "image.sh: $cache/debs/$deb is not the pinned $p=$VERSION (SHA-256 differs)" >&2
        exit 1
    fi
done

# 2. the private JDK
jdk=$cache/jdk/usr/lib/jvm/java-17-openjdk-amd64
if [ ! -x "$jdk/bin/jlink" ]; then
    rm -rf "$cache/jdk"
    mkdir -p "$cache/jdk"
    for deb in "$cache/debs/"*.deb; do dpkg -x "$deb" "$cache/jdk"; done
fi

# 3. the image (jlink refuses an existing output directory)
rm -rf "$out"
"$jdk/bin/jlink" --module-path "$jdk/jmods" --add-modules "$MODULES" --endian big \
    --no-header-files --no-man-pages --output "$out"
got=$(have "$out/lib/modules")
if [ "$got" != "$(want modules)" ]; then
    echo "image.sh: $out/lib/modules is not the pinned image (SHA-256 $got, expected $(want modules))" >&2
    exit 1
fi
echo "guests/jdk/image: OpenJDK $VERSION, $MODULES, big-endian (lib/modules $(echo "$got" | cut -c1-12), $(wc -c < "$out/lib/modules") bytes)" >&2
if [ "${1:-}" = "--check" ]; then rm -rf "$(dirname "$out")"; fi
