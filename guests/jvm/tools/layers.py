#!/usr/bin/env python3
"""layers.py - checks that the guest VM's sources keep their layers (docs/architecture.md, "The guest VM's layers").

The VM is eight layers, bottom to top; each has a public header that includes the one below:

    base < events < classmodel < mm < exec < vmthread < natives < vm

Every source file belongs to one layer (LAYERS below; a file missing from it is an error).
The rules, checked on the sources and on the symbols of the compiled objects:

  1. includes go down: a file includes only headers of its own layer or a lower one;
  2. no declaration of another file's symbol in a .c file (no `extern`, no prototype): a
     .c file sees the rest of the VM through headers only;
  3. a call or reference up (a symbol of a higher layer's object) is a binding: it must be
     declared in the "bindings" section of a header of the caller's layer or below, where a
     reader of that layer sees everything it asks of the layers above (as mmtk-core's
     VMBinding traits name what the memory manager asks of the runtime).

Usage: layers.py OBJDIR [--write-doc FILE | --check-doc FILE] [--summary]
  OBJDIR holds one NAME.o per NAME.c (tools/layers.sh compiles them).
  --write-doc FILE rewrites the region between the markers below in FILE with the drawing
  (a Mermaid graph: layers, includes down, bindings up) and the table of bindings;
  --check-doc FILE fails when that region is not what --write-doc would write;
  --summary prints the bindings per layer (the references up) and the counts.
Exit status 1 when a rule is broken, with every violation listed.
"""
import os
import re
import subprocess
import sys

ORDER = ["base", "events", "classmodel", "mm", "exec", "vmthread", "natives", "vm"]

# file stem (without .c/.h/.inc/.def) -> layer; a header and a .c of one name share it
LAYERS = {
    "base": "base.h util fdlibm fdlibm_trig",
    "events": "events",
    "classmodel": "classmodel archive zip inflate jimage classfile verify verify_code verify_flow "
                  "verify_format verify_step verify_types stackmap classwriter",
    "mm": "mm space space_copy space_immortal space_large space_marksweep plan plans "
          "plan_semispace plan_appel plan_marksweep plan_olderfirst plan_immix plan_nogc heap gc refs deaths",
    "exec": "exec classes resolve strings runtime slowpath npe indy indy_concat quick jconv "
            "interp interp_objects labels jit jit_alloc jit_calls jit_fields jit_helpers jit_long "
            "jit_pure jit_regs jit_templates",
    "vmthread": "vmthread threads monitor jdk_threads",
    "natives": "natives atomic fma props reflect jdk_lang jdk_reflect jdk_unsafe jdk_io jdk_invoke jdk_sigpoly jdk_nio jdk_nioch jdk_util jdk_stack jdk_array jdk_zip",
    "vm": "vm main jdk dumps",
}
BEGIN = "<!-- layers.py: generated from here -->"
END = "<!-- layers.py: generated to here -->"
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(HERE)


def layer_table():
    table = {}
    for layer, names in LAYERS.items():
        for n in names.split():
            table[n.replace(".h", "")] = layer
    return table


def stem(path):
    return os.path.splitext(os.path.basename(path))[0]


def sources():
    return sorted(f for f in os.listdir(SRC)
                  if f.endswith((".c", ".h", ".inc", ".def")) and os.path.isfile(os.path.join(SRC, f)))


def includes(path):
    with open(os.path.join(SRC, path), encoding="utf-8") as fh:
        return re.findall(r'^\s*#\s*include\s+"([^"]+)"', fh.read(), re.M)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def file_scope_declarations(path):
    """(line, name) of every non-static declaration (not a definition) at file scope."""
    with open(os.path.join(SRC, path), encoding="utf-8") as fh:
        text = strip_comments(fh.read())
    out, depth, stmt, start = [], 0, "", 1
    line = 1
    for ch in text:
        if ch == "\n":
            line += 1
        if depth == 0:
            if not stmt.strip():
                start = line
            stmt += ch
        if ch == "{":
            depth += 1
            if depth == 1:
                stmt = ""
        elif ch == "}":
            depth -= 1
            if depth == 0:
                stmt = ""
        elif ch == ";" and depth == 0:
            s = " ".join(stmt.split())
            stmt = ""
            if s.startswith(("static", "typedef", "#", "_Static_assert", "__asm__", "asm")) or "=" in s:
                continue
            if s.startswith("extern") or re.search(r"\)\s*;$", s):
                m = re.search(r"\b([A-Za-z_]\w*)\s*(?:\[[^]]*\]\s*)*(?:\(|;|,)", s.replace("extern", "", 1))
                out.append((start, m.group(1) if m else s))
        elif ch == "\n" and depth == 0 and stmt.strip().startswith("#"):
            stmt = ""
    return out


def header_declarations():
    """name -> [(header, in_bindings)] for every identifier a header declares."""
    decl = {}
    for h in (f for f in sources() if f.endswith(".h")):
        with open(os.path.join(SRC, h), encoding="utf-8") as fh:
            text = fh.read()
        cut = text.find("---- bindings")
        for part, binding in ((text[:cut] if cut >= 0 else text, False), (text[cut:] if cut >= 0 else "", True)):
            for name in set(re.findall(r"[A-Za-z_]\w*", strip_comments(part))):
                decl.setdefault(name, []).append((h, binding))
    return decl


def nm(obj, *flags):
    res = subprocess.run(["powerpc-linux-gnu-nm", *flags, obj], capture_output=True, text=True, check=True)
    return res.stdout.split("\n")


def render_region(files, table, bindings, rank):
    """The drawing (Mermaid: GitHub and most Markdown viewers draw it) and the bindings."""
    out = ["```mermaid", "flowchart BT"]
    for l in ORDER:
        members = sorted(f for f in files if table[stem(f)] == l and f.endswith(".c"))
        rows = ["<br/>".join([" ".join(members[i:i + 5]) for i in range(0, len(members), 5)])]
        out.append(f'  {l}["<b>{l}.h</b><br/>{rows[0]}"]')
    for i in range(1, len(ORDER)):
        out.append(f"  {ORDER[i]} --> {ORDER[i - 1]}")
    for (lo, hi), syms in sorted(bindings.items(), key=lambda kv: (rank[kv[0][0]], rank[kv[0][1]])):
        out.append(f"  {hi} -. implements {len(syms)} .-> {lo}")
    out.append("```")
    out.append("")
    total = sum(len(s) for s in bindings.values())
    out.append(f"{len(files)} source files in {len(ORDER)} layers. Every arrow points down. Solid: "
               "a layer's header includes the one below. Dotted: a layer implements bindings a "
               f"lower layer declares ({total} in all), the services that layer asks of those above:")
    out.append("")
    out.append("| declared by (bindings section) | implemented by | bindings |")
    out.append("|---|---|---|")
    for (lo, hi), syms in sorted(bindings.items(), key=lambda kv: (rank[kv[0][0]], rank[kv[0][1]])):
        out.append(f"| {lo}.h | {hi} | {', '.join('`' + s + '`' for s in sorted(syms))} |")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    objdir, doc, summary = argv[1], None, "--summary" in argv
    for flag in ("--write-doc", "--check-doc"):
        if flag in argv:
            doc = (flag, argv[argv.index(flag) + 1])
    table = layer_table()
    rank = {l: i for i, l in enumerate(ORDER)}
    errors = []
    files = sources()
    for f in files:
        if stem(f) not in table:
            errors.append(f"{f}: in no layer (add it to tools/layers.py's LAYERS)")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1

    # rule 1: includes go down
    edges = set()
    for f in files:
        for inc in includes(f):
            if stem(inc) not in table:
                errors.append(f"{f}: includes {inc}, in no layer")
                continue
            lf, li = table[stem(f)], table[stem(inc)]
            edges.add((lf, li))
            if rank[li] > rank[lf]:
                errors.append(f"{f} ({lf}) includes {inc} ({li}): an include up")

    # rule 2: no declarations of other files' symbols in .c files
    defined_in = {}
    objs = {}
    for f in (f for f in files if f.endswith(".c")):
        obj = os.path.join(objdir, stem(f) + ".o")
        if not os.path.exists(obj):
            errors.append(f"{obj}: missing (compile {f})")
            continue
        objs[stem(f)] = obj
        for row in nm(obj, "-g", "--defined-only"):
            p = row.split()
            if len(p) == 3:
                defined_in[p[2]] = stem(f)
    for f in (f for f in files if f.endswith(".c")):
        for line, name in file_scope_declarations(f):
            if defined_in.get(name, stem(f)) != stem(f):
                errors.append(f"{f}:{line}: declares {name} of {defined_in[name]}.c: declare it in a header")

    # rule 3: every reference up is a binding of the caller's layer or below
    decl = header_declarations()
    bindings = {}
    for s, obj in objs.items():
        ls = table[s]
        for row in nm(obj, "-u"):
            p = row.split()
            if len(p) != 2 or p[1] not in defined_in:
                continue
            sym, owner = p[1], defined_in[p[1]]
            lo = table[owner]
            if rank[lo] <= rank[ls]:
                continue
            at = [rank[table[stem(h)]] for h, b in decl.get(sym, []) if b and rank[table[stem(h)]] <= rank[ls]]
            if at:  # counted once, at the layer whose bindings section declares it
                bindings.setdefault((ORDER[min(at)], lo), set()).add(sym)
            else:
                errors.append(f"{s}.c ({ls}) uses {sym} of {owner}.c ({lo}) without a binding "
                              f"(declare it in the bindings section of a {ls} header or lower)")

    if doc:
        region = render_region(files, table, bindings, rank)
        path = doc[1]
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        b, e = text.find(BEGIN), text.find(END)
        if b < 0 or e < b:
            errors.append(f"{path}: no {BEGIN} ... {END} region")
        elif doc[0] == "--write-doc":
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text[:b + len(BEGIN)] + "\n" + region + text[e:])
        elif text[b + len(BEGIN):e] != "\n" + region:
            errors.append(f"{path}: the layers drawing is not current (run guests/jvm/tools/layers.sh --write-doc {path})")

    if summary:
        total = sum(len(s) for s in bindings.values())
        print(f"{len(files)} files in {len(ORDER)} layers; {len(objs)} objects; "
              f"{total} bindings (references up, each declared in a lower layer's bindings section)")
        for (lo, hi), syms in sorted(bindings.items(), key=lambda kv: (rank[kv[0][0]], rank[kv[0][1]])):
            print(f"  {lo} -> {hi}: {' '.join(sorted(syms))}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"tools/layers.py: {len(errors)} violations", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
