#!/usr/bin/env python3
"""Rewrites the tables of a Markdown report from `traceanalyze --format json` reports.

usage: update_tables.py FILE.md RUN=REPORT.json ...

Every table to refresh is preceded, on the line just above its header, by a marker

    <!-- table RUN:NAME [where=COLUMN=V1,V2,...] [sort=COLUMN] [per=COLUMN:N] [head=N]
         [tail=N] [cols=C1;C2;...] -->

(on one line). RUN names a report given on the command line (markers of other runs are
left as they are, and named on stderr), NAME a table in it. The
table lines after the marker (those starting with '|') are replaced by the table's rows:
`where` keeps rows whose COLUMN prints as one of the values (repeatable), `sort` orders
rows by a numeric COLUMN, largest first (stable), `per` keeps the
first N rows of each value of COLUMN, `head`/`tail` keep the first/last N rows (both: the
two joined), applied in the order given; `cols` picks and orders columns. Quote an argument that holds spaces:
cols="object;copy times". Prose around the tables is left alone; numbers in it are the
writer's to check. Used by docs/results/jess-report.sh."""
import json
import re
import shlex
import sys

from tables_md import cell, text_view  # one way to print a table, shared with tables_md.py

MARKER = re.compile(r"^<!-- table (.*?) -->\s*$")


def render(reports, spec):
    args = shlex.split(spec)
    run, _, name = args[0].partition(":")
    if name not in reports[run]:
        sys.exit(f"update_tables.py: no table {name!r} in report {run!r}")
    table = reports[run][name]
    columns, rows = text_view(table)
    head = tail = None
    picked = columns
    for arg in args[1:]:
        key, _, value = arg.partition("=")
        if key == "where":
            col, _, values = value.partition("=")
            i = index(columns, col, spec)
            wanted = set(values.split(","))
            rows = [r for r in rows if cell(r[i]) in wanted]
        elif key == "per":
            col, _, n = value.partition(":")
            i = index(columns, col, spec)
            seen = {}
            kept = []
            for r in rows:
                seen[cell(r[i])] = seen.get(cell(r[i]), 0) + 1
                if seen[cell(r[i])] <= int(n):
                    kept.append(r)
            rows = kept
        elif key == "sort":
            i = index(columns, value, spec)
            rows = sorted(rows, key=lambda r: -(r[i] or 0))
        elif key == "head":
            head = int(value)
        elif key == "tail":
            tail = int(value)
        elif key == "cols":
            picked = value.split(";")
            for c in picked:
                index(columns, c, spec)
        else:
            sys.exit(f"update_tables.py: unknown argument {arg!r} in marker {spec!r}")
    if head is not None or tail is not None:
        first = rows[: head or 0]
        last = rows[len(rows) - (tail or 0):] if tail else []
        rows = first + [r for r in last if r not in first]
    if not rows:
        sys.exit(f"update_tables.py: marker {spec!r} selects no rows")
    # Columns may share a name (the timeline's two '% of total'): without cols, keep all.
    at = range(len(columns)) if picked is columns else [columns.index(c) for c in picked]
    out = ["| " + " | ".join(cell(c) for c in picked) + " |", "|" + "|".join("---" for _ in picked) + "|"]
    out += ["| " + " | ".join(cell(r[i]) for i in at) + " |" for r in rows]
    return out


def index(columns, col, spec):
    if col not in columns:
        sys.exit(f"update_tables.py: no column {col!r} (marker {spec!r}); columns: {columns}")
    return columns.index(col)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    reports = {}
    for arg in sys.argv[2:]:
        run, _, path = arg.partition("=")
        reports[run] = {t["name"]: t for t in json.load(open(path))["tables"]}
    lines = open(sys.argv[1]).read().split("\n")
    out = []
    i = 0
    count = 0
    skipped = set()
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        m = MARKER.match(line)
        if not m:
            continue
        run = shlex.split(m.group(1))[0].partition(":")[0]
        if run not in reports:
            skipped.add(run)
            continue
        while i < len(lines) and lines[i].startswith("|"):
            i += 1
        out += render(reports, m.group(1))
        count += 1
    open(sys.argv[1], "w").write("\n".join(out))
    left = f"; left as they are: the tables of {', '.join(sorted(skipped))}" if skipped else ""
    print(f"update_tables.py: {count} tables rewritten in {sys.argv[1]}{left}", file=sys.stderr)
    if count == 0:
        sys.exit(f"update_tables.py: no marker of the given reports in {sys.argv[1]}")


if __name__ == "__main__":
    main()
