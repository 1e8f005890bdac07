#!/usr/bin/env python3
"""The layers' one direction of dependency (platform -> ui -> app -> core), checked on #include lines.

Each file under src/<layer>/ may include project headers only from the layers listed for it in
ALLOWED (a quoted include names its layer as its first folder, "core/rng.h"; one without a
folder is resolved next to the including file), and none of the system headers FORBIDDEN lists
for it. core also has no __EMSCRIPTEN__ anywhere: a platform difference is the caller's or
CMake's (a neutrally named definition), never core's.
Prints one line per violation (file:line: what) and exits 1 if there is any.

  tests/lint/include_direction.py [SOURCE_ROOT]   (default: the checkout this file is in)
"""
import pathlib
import re
import sys

LAYERS = ("core", "measure", "app", "ui", "platform", "cli", "worker")
ALLOWED = {
    "core": {"core"},
    "measure": {"measure", "core"},
    "app": set(LAYERS) - {"ui", "platform", "cli", "worker"},
    "ui": set(LAYERS) - {"platform", "cli", "worker"},
    "platform": set(LAYERS) - {"cli", "worker"},
    "cli": set(LAYERS) - {"ui", "platform", "worker"},
    "worker": {"worker", "app", "measure", "core"},  # the training Web Worker's module
}
# src/app's folders and the folders each may include (besides itself and the top's shared
# files). The order is the one docs/architecture.md draws; nothing includes a later folder.
APP_FOLDERS = {
    "scene": set(),
    "translation": set(),
    "training": set(),
    "demos": set(),
    "explain": {"translation"},
    "state": {"scene", "translation", "training", "demos", "explain"},
    "link": {"state", "scene", "translation", "training", "demos", "explain"},
    "classroom": {"link", "state", "scene", "translation", "training", "demos", "explain"},
    "page": {"classroom", "link", "state", "scene", "translation", "training", "demos",
             "explain"},
}
NO_GUI_OR_WEB = [r"imgui", r"SDL", r"emscripten", r"GL/", r"GLES"]
FORBIDDEN = {"core": NO_GUI_OR_WEB, "measure": NO_GUI_OR_WEB, "app": NO_GUI_OR_WEB,
             "worker": [r"imgui", r"SDL", r"GL/", r"GLES"]}
NO_EMSCRIPTEN_MACRO = {"core"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".cc", ".inl"}


def layer_of(path, src):
    """The layer a file under src/ belongs to (its first folder), or None."""
    try:
        first = path.relative_to(src).parts[0]
    except ValueError:
        return None
    return first if first in LAYERS else None


def included_layer(header, quoted, including, src):
    """The project layer `header` comes from, or None for a system or third-party header."""
    if not quoted:
        return None
    first = header.split("/")[0]
    if first in LAYERS:
        return first
    local = (including.parent / header).resolve()
    return layer_of(local, src.resolve()) if local.exists() else None


def check_include(path, layer, quoted, header, src):
    """The problem with one include line, or None."""
    other = included_layer(header, quoted, path, src)
    if other is not None and other not in ALLOWED[layer]:
        return f"{layer} includes {other} ({header}); {layer} may include {sorted(ALLOWED[layer])}"
    for pattern in FORBIDDEN.get(layer, []):
        if not quoted and re.search(pattern, header, re.IGNORECASE):
            return f"{layer} includes <{header}> ({pattern} is not allowed in {layer})"
    return None


def app_folder(path, src):
    """The app folder of a file under src/app ("" for the top's shared files), or None."""
    try:
        parts = path.relative_to(src / "app").parts
    except ValueError:
        return None
    return parts[0] if len(parts) > 1 else ""


def check_app_include(path, header, src):
    """The problem with one include of app by app, or None."""
    if not header.startswith("app/"):
        return None
    mine = app_folder(path.resolve(), src.resolve())
    parts = header.split("/")
    theirs = parts[1] if len(parts) > 2 else ""
    if mine is None or theirs == "" or theirs == mine:
        return None
    if theirs not in APP_FOLDERS:
        return f"app/{theirs}/ is not a known app folder (add it to APP_FOLDERS)"
    if mine == "":
        return f"a shared file at the top of src/app includes the {theirs} folder ({header})"
    if mine in APP_FOLDERS and theirs in APP_FOLDERS[mine]:
        return None
    allowed = sorted(APP_FOLDERS.get(mine, ()))
    return f"app/{mine} includes app/{theirs} ({header}); it may include {allowed}"


def check_file(path, layer, src):
    """Every violation in one source file, as printable lines."""
    problems = []
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for number, line in enumerate(lines, 1):
        where = f"{path.relative_to(src.parent)}:{number}"
        m = INCLUDE.match(line)
        if m:
            problem = check_include(path, layer, m.group(1) == '"', m.group(2), src)
            if not problem and layer == "app" and m.group(1) == '"':
                problem = check_app_include(path, m.group(2), src)
            if problem:
                problems.append(f"{where}: {problem}")
        if layer in NO_EMSCRIPTEN_MACRO and "__EMSCRIPTEN__" in line:
            problems.append(f"{where}: __EMSCRIPTEN__ in {layer} (the caller or CMake decides)")
    return problems


def main(argv):
    root = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(__file__).resolve().parents[2]
    src = root / "src"
    if not src.is_dir():
        print(f"include_direction: no src/ under {root}")
        return 2
    problems, files = [], 0
    for path in sorted(src.rglob("*")):
        layer = layer_of(path, src)
        if layer is None or path.suffix not in SOURCE_SUFFIXES:
            continue
        files += 1
        problems += check_file(path, layer, src)
    for p in problems:
        print(p)
    print(f"include_direction: {files} files, {len(problems)} violation(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
