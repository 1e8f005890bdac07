#!/usr/bin/env python3
"""The first load's size budget: the bytes a visitor downloads before the page is ready.

The first load's files are read from the page's own sources, so a new one is counted without
editing this script: web/index.html's <script src>, <link rel="stylesheet|preload|manifest|icon">,
web/loader.js's fetch('…') and script.src = '…' (what it requests before attention.ready;
the service worker is registered after it), and the modules those scripts import ('./x.js'). Each file's size is its .br and .gz copy in dist/
(cmake/WebCompress.cmake: brotli -q 11, gzip -9 -n, the bytes a static host sends); a file without
copies (PNG, files under 1 KiB) counts its raw size, as it is sent. Deterministic: no timing.

app.deferred.wasm, the second part of the page's module, is printed but not counted: the loader
requests it once the page is ready (a variable, not a fetch('…') literal, names it there).

Prints every file's raw, brotli and gzip size and fails if a total is over its budget, or if a
file of the list is missing from dist/. The budgets and the goal are in docs/performance.md.

Usage: first-load-budget.py DIST [--brotli-budget BYTES] [--gzip-budget BYTES]
"""
import argparse
import pathlib
import re
import sys

# The budgets: what the build reaches plus about 2 %. Change them here (and the table in
# docs/performance.md) when a change makes the first load smaller; do not raise them to let a
# change through without saying why in the commit.
BROTLI_BUDGET = 422_500
GZIP_BUDGET = 527_000

WEB = pathlib.Path(__file__).resolve().parent.parent.parent / "web"
SCRIPT_SRC = re.compile(r"<script\b[^>]*\bsrc=\"([^\"]+)\"")
LINK = re.compile(r"<link\b[^>]*>")
LINK_REL = re.compile(r"\brel=\"([^\"]+)\"")
LINK_HREF = re.compile(r"\bhref=\"([^\"]+)\"")
FIRST_LOAD_RELS = {"stylesheet", "preload", "manifest", "icon"}
LOADER_FETCH = re.compile(r"\bfetch\(\s*'([^']+)'")
LOADER_SCRIPT = re.compile(r"\.src\s*=\s*'([^']+)'")
MODULE_IMPORT = re.compile(r"^import\b[^;]*?from\s*'\./([^']+)'", re.M)


def first_load_files():
    """The page's first-load files, in the order the sources name them, without repeats."""
    html = (WEB / "index.html").read_text(encoding="utf-8")
    files = ["index.html"]
    for tag in LINK.findall(html):
        rel, href = LINK_REL.search(tag), LINK_HREF.search(tag)
        if rel and href and set(rel.group(1).split()) & FIRST_LOAD_RELS:
            files.append(href.group(1))
    files += SCRIPT_SRC.findall(html)
    loader = (WEB / "loader.js").read_text(encoding="utf-8")
    files += LOADER_FETCH.findall(loader) + LOADER_SCRIPT.findall(loader)
    for f in list(files):
        if f.endswith(".js") and (WEB / f).is_file():
            files += MODULE_IMPORT.findall((WEB / f).read_text(encoding="utf-8"))
    return list(dict.fromkeys(files))


def sent_size(path, suffix):
    copy = path.with_name(path.name + suffix)
    return copy.stat().st_size if copy.exists() else path.stat().st_size


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("dist", type=pathlib.Path)
    parser.add_argument("--brotli-budget", type=int, default=BROTLI_BUDGET)
    parser.add_argument("--gzip-budget", type=int, default=GZIP_BUDGET)
    args = parser.parse_args()

    missing = [f for f in first_load_files() if not (args.dist / f).is_file()]
    if missing:
        sys.exit(f"first-load files missing from {args.dist}: {', '.join(missing)} (build the web preset)")
    total_raw = total_br = total_gz = 0
    print(f"{'first-load file':<28} {'raw':>10} {'brotli':>10} {'gzip':>10}")
    for f in first_load_files():
        path = args.dist / f
        raw, br, gz = path.stat().st_size, sent_size(path, ".br"), sent_size(path, ".gz")
        total_raw, total_br, total_gz = total_raw + raw, total_br + br, total_gz + gz
        print(f"{f:<28} {raw:>10,} {br:>10,} {gz:>10,}")
    print(f"{'total':<28} {total_raw:>10,} {total_br:>10,} {total_gz:>10,}")
    print(f"{'budget':<28} {'':>10} {args.brotli_budget:>10,} {args.gzip_budget:>10,}")
    deferred = args.dist / "app.deferred.wasm"
    if deferred.is_file():  # fetched once the page is ready (web/loader.js)
        print(f"{'not counted: app.deferred.wasm':<28} {deferred.stat().st_size:>10,} "
              f"{sent_size(deferred, '.br'):>10,} {sent_size(deferred, '.gz'):>10,}")

    over = []
    if total_br > args.brotli_budget:
        over.append(f"brotli {total_br:,} B > budget {args.brotli_budget:,} B")
    if total_gz > args.gzip_budget:
        over.append(f"gzip {total_gz:,} B > budget {args.gzip_budget:,} B")
    if over:
        sys.exit("first load over its budget: " + "; ".join(over) +
                 " (see docs/performance.md, 'The first load's budget'; if app.wasm grew, "
                 "`node tools/gen/deferred-functions.mjs` may move the first frame's unused "
                 "functions out of it again)")
    print("first load within its budget")


if __name__ == "__main__":
    main()
