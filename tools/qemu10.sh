#!/bin/bash
# (The project's copy of the team's shared/tools/qemu10.sh, so that tools/setup.sh --with-qemu
# needs nothing outside the repository.)
# Installs the QEMU 10 user-mode PowerPC emulator (Debian bookworm-backports
# qemu-user 1:10.x) as DEST/qemu-ppc (DEST = $1, default /opt/qemu10) and prints that path last.
#
# Debian bookworm's own qemu-ppc 7.2 raises SIGILL on mffscrn/mffscrni/mffsl,
# which glibc's libm uses (sin, cos, floor, ...), so it cannot be the reference for this project.
#
# The mirror URI is taken from this machine's own apt sources; nothing here
# names a host.  Only private apt state under DEST/apt is touched.
set -euo pipefail

DEST=${1:-/opt/qemu10}
APTDIR=$DEST/apt
SRC_FILE=/etc/apt/sources.list.d/debian.sources

if [ -x "$DEST/qemu-ppc" ] && "$DEST/qemu-ppc" --version 2>/dev/null | grep -q 'version 10\.'; then
    echo "$DEST/qemu-ppc"
    exit 0
fi

[ -r "$SRC_FILE" ] || { echo "cannot read $SRC_FILE" >&2; exit 1; }

# First URIs: entry that is not the security archive.
MIRROR=$(grep -E '^URIs:' "$SRC_FILE" | awk '{for (i=2;i<=NF;i++) print $i}' \
         | grep -v -- '-security' | head -1)
[ -n "$MIRROR" ] || { echo "no URIs: line found in $SRC_FILE" >&2; exit 1; }
KEYRING=$(grep -E '^Signed-By:' "$SRC_FILE" | awk '{print $2}' | head -1)
[ -n "$KEYRING" ] || KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg

mkdir -p "$APTDIR/lists/partial" "$APTDIR/cache/archives/partial" "$APTDIR/dl"
echo "deb [signed-by=$KEYRING] $MIRROR bookworm-backports main" > "$APTDIR/sources.list"

APTOPTS=(-o "Dir::Etc::SourceList=$APTDIR/sources.list"
         -o "Dir::Etc::SourceParts=/dev/null"
         -o "Dir::State::Lists=$APTDIR/lists"
         -o "Dir::Cache=$APTDIR/cache"
         -o "APT::Sandbox::User=root")

echo >&2 "apt-get update (bookworm-backports main)"
apt-get -q "${APTOPTS[@]}" update >&2

# Pick the backports build of qemu-user, version 1:10.x
VER=$(apt-cache "${APTOPTS[@]}" madison qemu-user | awk -F'|' '{gsub(/ /,"",$2); print $2}' \
      | grep -E '^1:10\.' | grep 'bpo' | head -1)
[ -n "$VER" ] || { echo "no qemu-user 1:10.x~bpo version found" >&2; exit 1; }
echo >&2 "downloading qemu-user=$VER"

cd "$APTDIR/dl"
rm -f qemu-user_*.deb
apt-get -q "${APTOPTS[@]}" download "qemu-user=$VER"
DEB=$(ls qemu-user_*.deb | head -1)

rm -rf "$APTDIR/x"
dpkg-deb -x "$DEB" "$APTDIR/x"
cp "$APTDIR/x/usr/bin/qemu-ppc" "$DEST/qemu-ppc"
chmod 755 "$DEST/qemu-ppc"
"$DEST/qemu-ppc" --version | head -1 >&2
echo "$DEST/qemu-ppc"
