#!/usr/bin/env python3
"""Prints tables of a `traceanalyze --format json` report as Markdown.

usage: tables_md.py REPORT.json NAME[:ROWS] ...   (ROWS: keep the first ROWS rows)

Prints tables for pasting; docs/results/jess-report.sh uses update_tables.py, which rewrites marked tables in place."""
import json
import sys


def cell(v):
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:g}"
    return str(v).replace("|", "\\|")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tables = {t["name"]: t for t in json.load(open(sys.argv[1]))["tables"]}
    for spec in sys.argv[2:]:
        name, _, rows = spec.partition(":")
        if name not in tables:
            sys.exit(f"tables_md.py: no table {name} in {sys.argv[1]}")
        t = tables[name]
        body = t["rows"][: int(rows)] if rows else t["rows"]
        print(f"**{t['title']}**" + (f" (first {rows} rows of {len(t['rows'])})" if rows and len(t["rows"]) > int(rows) else ""))
        print()
        print("| " + " | ".join(cell(c) for c in t["columns"]) + " |")
        print("|" + "|".join("---" for _ in t["columns"]) + "|")
        for r in body:
            print("| " + " | ".join(cell(v) for v in r) + " |")
        print()


if __name__ == "__main__":
    main()
