#!/usr/bin/env python3
"""Splits the page's module in two after the link (a build step of cmake/WebTarget.cmake).

  python3 tools/wasm-split-app.py --wasm DIST/app.wasm --symbols BUILD/app.symbols \
      --deferred cmake/deferred-functions.txt --whole BUILD/app.whole.wasm

The functions named in cmake/deferred-functions.txt (the ones the page does not run before and
during its first minute in the lab; tools/gen/deferred-functions.mjs writes the list) move to
DIST/app.deferred.wasm, which the page fetches once its first frame is drawn (web/loader.js);
the rest stays in DIST/app.wasm, which is all the first frame needs. A function the list does not name,
a new one for instance, stays in app.wasm: a stale list costs bytes, never a missing function.
The unsplit module is kept as BUILD/app.whole.wasm, the one the symbol map describes (for
tools/wasm-size-profile.py). Binaryen's wasm-split does the split.

The list holds the first 16 hex digits of the SHA-256 of each function's name in the symbol map
(the names are long C++ signatures: 875 KB of them for 2,300 functions).
"""
import argparse
import hashlib
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile


# The wasm reader of tools/wasm-size-profile.py (its LEB128 and import-entry parsing).
_spec = importlib.util.spec_from_file_location(
    "wasm_size_profile", pathlib.Path(__file__).with_name("wasm-size-profile.py"))
wasm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wasm)


def imported_function_count(data):
    """How many functions the module imports (they come first in the function index space)."""
    if data[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    at = 8
    while at < len(data):
        section, at = data[at], at + 1
        size, at = wasm.leb(data, at)
        if section == 2:  # imports
            count, p = wasm.leb(data, at)
            functions = 0
            for _ in range(count):
                is_function, p = wasm.skip_import(data, p)
                functions += is_function
            return functions
        at += size
    return 0


def name_hash(name):
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:16]


def read_list(path):
    return {line.strip() for line in pathlib.Path(path).read_text().splitlines()
            if line.strip() and not line.startswith("#")}


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--wasm", required=True)
    p.add_argument("--symbols", required=True)
    p.add_argument("--deferred", required=True)
    p.add_argument("--whole", required=True)
    a = p.parse_args()
    wasm = pathlib.Path(a.wasm)
    deferred_out = wasm.with_name(wasm.stem + ".deferred.wasm")
    shutil.copyfile(wasm, a.whole)
    imports = imported_function_count(wasm.read_bytes())
    wanted = read_list(a.deferred)
    split = []
    for line in pathlib.Path(a.symbols).read_text(encoding="utf-8").splitlines():
        index, _, name = line.partition(":")
        if int(index) >= imports and name_hash(name) in wanted:
            split.append(str(int(index) - imports))  # wasm-split names a function by its
                                                     # index among the defined ones
    if not split:
        deferred_out.unlink(missing_ok=True)
        print(f"wasm-split-app: no function of {a.deferred} in this build; app.wasm stays whole")
        return 0
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(split) + "\n")
        names = f.name
    try:
        r = subprocess.run(["wasm-split", "--all-features", a.whole, f"--split-funcs=@{names}",
                            "-o1", str(wasm), "-o2", str(deferred_out)],
                           capture_output=True, text=True)
    finally:
        os.unlink(names)
    if r.returncode != 0:
        sys.stderr.write(r.stderr[-2000:])
        return 1
    print(f"wasm-split-app: {len(split)} of the list's {len(wanted)} functions moved to "
          f"{deferred_out.name} ({deferred_out.stat().st_size:,} B); app.wasm "
          f"{wasm.stat().st_size:,} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
