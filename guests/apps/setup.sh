#!/usr/bin/env bash
# Installs the pinned Debian packages of the application suite and copies the jars each
# application needs into guests/apps/jars/ (not in git), checking every jar against
# SHA256SUMS. Quick and silent when the jars are already in place.
# Usage: guests/apps/setup.sh [--update-sums]
#   --update-sums: rewrite SHA256SUMS from the installed jars (after re-pinning a package).
set -euo pipefail
cd "$(dirname "$0")"

# From suite.txt, the one list of the applications' jars: each jar (in /usr/share/java) and
# the package that ships it, in class-path order; the packages (package=version, exactly as
# apt-get install takes them), each once.
JARS=()
PACKAGES=()
while read -r _ jar pv; do
    JARS+=("$jar ${pv%%=*}")
    [[ " ${PACKAGES[*]} " == *" $pv "* ]] || PACKAGES+=("$pv")
done < <(grep -v '^#' suite.txt | grep .)

# apt-get as root: directly, else through sudo.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        echo "guests/apps/setup.sh: '$*' needs root (no sudo here): run it as root" >&2
        return 1
    fi
}

if [ "${1:-}" != "--update-sums" ] && [ -d jars ] && [ "$(ls jars | wc -l)" -eq "${#JARS[@]}" ] \
    && (cd jars && sha256sum --quiet --strict -c ../SHA256SUMS >/dev/null 2>&1); then
    exit 0
fi

missing=()
for pv in "${PACKAGES[@]}"; do
    pkg=${pv%%=*} version=${pv#*=}
    if [ "$(dpkg-query -W -f='${Status} ${Version}' "$pkg" 2>/dev/null)" != "install ok installed $version" ]; then
        missing+=("$pv")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "guests/apps/setup.sh: installing ${missing[*]}" >&2
    if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends --allow-downgrades "${missing[@]}" >&2; then
        as_root apt-get update -q >&2
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends --allow-downgrades "${missing[@]}" >&2 || {
            echo "guests/apps/setup.sh: cannot install ${missing[*]}; if a pinned version has left the" \
                 "Debian archive, pin the new one in suite.txt and SHA256SUMS, and rerun guests/apps/expected.sh" >&2
            exit 1
        }
    fi
fi

rm -rf jars
mkdir jars
for entry in "${JARS[@]}"; do
    read -r jar pkg <<<"$entry"
    if [ ! -f "/usr/share/java/$jar" ]; then
        echo "guests/apps/setup.sh: /usr/share/java/$jar is missing: package $pkg does not ship it" >&2
        exit 1
    fi
    cp -L "/usr/share/java/$jar" "jars/$jar"
done

if [ "${1:-}" = "--update-sums" ]; then
    (cd jars && for entry in "${JARS[@]}"; do read -r jar _ <<<"$entry"; sha256sum "$jar"; done) > SHA256SUMS
    echo "guests/apps/setup.sh: wrote SHA256SUMS" >&2
    exit 0
fi

status=0
for entry in "${JARS[@]}"; do
    read -r jar pkg <<<"$entry"
    want=$(awk -v j="$jar" '$2 == j { print $1 }' SHA256SUMS)
    have=$(sha256sum "jars/$jar" | cut -d' ' -f1)
    if [ -z "$want" ]; then
        echo "guests/apps/setup.sh: $jar (package $pkg) has no line in SHA256SUMS" >&2
        status=1
    elif [ "$want" != "$have" ]; then
        echo "guests/apps/setup.sh: $jar from package $pkg differs from SHA256SUMS (sha256 $have)" >&2
        status=1
    fi
done
exit $status
