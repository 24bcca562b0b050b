#!/usr/bin/env bash
# Takes the picture of the example study's report that the README shows: a real headless
# Chromium loads the report (one self-contained HTML file) and saves its first screenful
# as a PNG. docs/results/study.sh calls it after drawing the report.
#
# Usage: docs/results/screenshot.sh [REPORT.html [OUT.png]]
#   defaults: out/study-example/report.html and docs/results/study/report.png
#   env: CHROMIUM (default: chromium-headless-shell, else chromium, on PATH);
#        SCREENSHOT_SIZE (default 1400,1900: width,height in CSS pixels; wide enough for
#        two plots a row, tall enough for the provenance, collections, bytes copied and
#        GC time against heap size)
# Fails, saying why, when no browser is installed (tools/setup.sh installs
# chromium-headless-shell), the report is missing, or the browser writes no picture.
set -euo pipefail
cd "$(dirname "$0")/../.."

report=${1:-out/study-example/report.html}
png=${2:-docs/results/study/report.png}
size=${SCREENSHOT_SIZE:-1400,1900}
browser=${CHROMIUM:-$(command -v chromium-headless-shell || command -v chromium || true)}
if [ -z "$browser" ] || ! [ -x "$(command -v "$browser")" ]; then
    echo "screenshot.sh: no headless Chromium found (tools/setup.sh installs chromium-headless-shell; or set CHROMIUM)" >&2
    exit 1
fi
[ -f "$report" ] || { echo "screenshot.sh: $report not found (simstudy report writes it; docs/results/study.sh runs the example)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start. The page is
# our own report, opened from a file, with no network.
if ! "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio \
    --no-first-run --user-data-dir="$tmp/profile" --window-size="$size" \
    --screenshot="$tmp/shot.png" "file://$(realpath "$report")" >"$tmp/log" 2>&1; then
    echo "screenshot.sh: $browser failed:" >&2
    cat "$tmp/log" >&2
    exit 1
fi
if ! [ -s "$tmp/shot.png" ]; then
    echo "screenshot.sh: $browser wrote no picture:" >&2
    cat "$tmp/log" >&2
    exit 1
fi
mkdir -p "$(dirname "$png")"
cp "$tmp/shot.png" "$png"
echo "screenshot.sh: wrote $png ($(stat -c %s "$png") bytes) from $report" >&2
