#!/usr/bin/env python3
"""Prints tables of a `traceanalyze --format json` report as Markdown.

usage: tables_md.py REPORT.json NAME[:ROWS] ...   (ROWS: keep the first ROWS rows)

Prints tables for pasting; docs/results/jess-report.sh uses update_tables.py, which rewrites marked tables in place."""
import json
import math
import sys


def cell(v):
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:g}"
    return str(v).replace("|", "\\|")


def text_view(table):
    """The table as the text report shows it: the columns shown in text (not the
    files-only ones), every row then the summary rows (totals), numbers rounded as the text
    report rounds them (`decimals`). Reports without these fields are taken as they are."""
    n = len(table["columns"])
    shown = [i for i, v in enumerate(table.get("in_text", [True] * n)) if v]
    decimals = table.get("decimals", [None] * n)

    def rounded(v, d):
        if d is None or not isinstance(v, (int, float)) or isinstance(v, bool):
            return v
        p = 10.0 ** d
        r = math.copysign(math.floor(abs(v) * p + 0.5), v) / p  # half away from zero, as Rust
        return int(r) if d == 0 else r

    columns = [table["columns"][i] for i in shown]
    rows = [[rounded(r[i], decimals[i]) for i in shown] for r in table["rows"] + table.get("summary", [])]
    return columns, rows


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tables = {t["name"]: t for t in json.load(open(sys.argv[1]))["tables"]}
    for spec in sys.argv[2:]:
        name, _, rows = spec.partition(":")
        if name not in tables:
            sys.exit(f"tables_md.py: no table {name} in {sys.argv[1]}")
        t = tables[name]
        columns, all_rows = text_view(t)
        body = all_rows[: int(rows)] if rows else all_rows
        print(f"**{t['title']}**" + (f" (first {rows} rows of {len(all_rows)})" if rows and len(all_rows) > int(rows) else ""))
        print()
        print("| " + " | ".join(cell(c) for c in columns) + " |")
        print("|" + "|".join("---" for _ in columns) + "|")
        for r in body:
            print("| " + " | ".join(cell(v) for v in r) + " |")
        print()


if __name__ == "__main__":
    main()
