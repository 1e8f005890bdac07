#!/usr/bin/env python3
"""Size profile of a wasm module: bytes per section, and the code section's bytes per function
and per group of functions (namespace and class, from the demangled names), largest first.

Function names come from the module's name section when it has one, else from the symbol map
Emscripten writes with --emit-symbol-map (lines "<function index>:<name>"; the page's build keeps
it as build/web/app.symbols, which describes the unsplit module build/web/app.whole.wasm: dist/'s
app.wasm and app.deferred.wasm are its two parts, tools/wasm-split-app.py). Names are demangled
with c++filt (binutils).

  python3 tools/wasm-size-profile.py build/web/app.whole.wasm [--symbols build/web/app.symbols]
                                     [--top 25] [--depth 2] [--match REGEX]
--match adds the total of the functions whose names match REGEX (e.g. what a split would move).
"""
import argparse
import re
import subprocess
import sys
from collections import defaultdict

SECTION_NAMES = {0: 'custom', 1: 'type', 2: 'import', 3: 'function', 4: 'table', 5: 'memory',
                 6: 'global', 7: 'export', 8: 'start', 9: 'element', 10: 'code', 11: 'data',
                 12: 'datacount'}


def leb(data, pos):
    """Reads an unsigned LEB128 at pos: (value, next position)."""
    value, shift = 0, 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, pos


def read_name(data, pos):
    n, pos = leb(data, pos)
    return data[pos:pos + n].decode('utf-8', 'replace'), pos + n


def skip_import(data, pos):
    """Skips one import entry; returns (is a function import, next position)."""
    _, pos = read_name(data, pos)
    _, pos = read_name(data, pos)
    kind = data[pos]
    pos += 1
    if kind == 0:  # function: type index
        _, pos = leb(data, pos)
    elif kind == 1:  # table: element type, limits
        pos += 1
        flags, pos = leb(data, pos)
        _, pos = leb(data, pos)
        if flags & 1:
            _, pos = leb(data, pos)
    elif kind == 2:  # memory: limits
        flags, pos = leb(data, pos)
        _, pos = leb(data, pos)
        if flags & 1:
            _, pos = leb(data, pos)
    elif kind == 3:  # global: value type, mutability
        pos += 2
    return kind == 0, pos


def compressed_size(blob):
    """brotli -q 11 size of blob (the brotli CLI, from Debian's brotli package)."""
    return len(subprocess.run(['brotli', '-c', '-q', '11'], input=blob, capture_output=True,
                              check=True).stdout)


def parse(data):
    """Sections as (name, start, end) and function bodies as {function index: size}."""
    if data[:4] != b'\0asm':
        sys.exit('not a wasm module')
    pos, sections, bodies, names, imported = 8, [], {}, {}, 0
    while pos < len(data):
        sid = data[pos]
        size, start = leb(data, pos + 1)
        end = start + size
        label = SECTION_NAMES.get(sid, str(sid))
        if sid == 0:
            custom, _ = read_name(data, start)
            label = f'custom "{custom}"'
            if custom == 'name':
                names = parse_names(data, start, end)
        elif sid == 2:
            count, p = leb(data, start)
            for _ in range(count):
                is_func, p = skip_import(data, p)
                imported += is_func
        elif sid == 10:
            count, p = leb(data, start)
            for i in range(count):
                body, q = leb(data, p)
                bodies[imported + i] = (p, q + body)
                p = q + body
        sections.append((label, pos, end))
        pos = end
    return sections, bodies, names


def parse_names(data, start, end):
    """The function names of a name section (subsection 1)."""
    _, pos = read_name(data, start)
    names = {}
    while pos < end:
        kind = data[pos]
        size, p = leb(data, pos + 1)
        if kind == 1:
            count, q = leb(data, p)
            for _ in range(count):
                index, q = leb(data, q)
                names[index], q = read_name(data, q)
        pos = p + size
    return names


def read_symbols(path):
    """Emscripten's symbol map: names are demangled already, with characters outside [A-Za-z0-9_]
    written as \\XX (hex)."""
    names = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            index, _, name = line.rstrip('\n').partition(':')
            if index.isdigit():
                names[int(index)] = re.sub(r'\\([0-9a-fA-F]{2})',
                                           lambda m: chr(int(m.group(1), 16)), name)
    return names


def demangle(names):
    """Mangled (_Z...) names demangled with c++filt; others as they are."""
    keys = [k for k in names if names[k].startswith('_Z')]
    if not keys:
        return names
    out = subprocess.run(['c++filt'], input='\n'.join(names[k] for k in keys), text=True,
                         capture_output=True, check=True).stdout.split('\n')
    return {**names, **{k: out[i] for i, k in enumerate(keys) if i < len(out)}}


def c_group(name):
    """A global (mostly C) function's library, by its name's prefix."""
    for pattern, library in ((r'^_?SDL|^Blit|^SDL_|^Map|^Flip', '(C) SDL2 (SDL_*, Blit*)'),
                             (r'^stb', '(C) stb (stbtt_*, stbi_*)'),
                             (r'^Im[A-Z]', '(C++) Dear ImGui globals (Im*)'),
                             (r'^ap_', '(C) the page API and bridge exports (ap_*)'),
                             (r'^emscripten_|^_emscripten|^__|^[a-z_]+$', '(C) libc, malloc, runtime')):
        if re.search(pattern, name):
            return library
    return '(C++) other global functions'


def group_of(name, depth):
    """The first `depth` components of a demangled name's qualified prefix (no arguments or
    template arguments), e.g. ap::s2s for depth 2."""
    base = name.replace('(anonymous namespace)', '{anonymous}').split('(')[0]
    while '<' in base:  # drop template arguments, innermost first
        stripped = re.sub(r'<[^<>]*>', '', base)
        if stripped == base:
            break
        base = stripped
    base = base.split(' ')[-1] if ' ' in base else base  # a return type before the name
    parts = [p for p in base.split('::') if p]
    if len(parts) <= 1:
        return '(unnamed)' if name.startswith('$') else c_group(base)
    return '::'.join(parts[:min(depth, len(parts) - 1)])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('wasm')
    ap.add_argument('--symbols')
    ap.add_argument('--top', type=int, default=25)
    ap.add_argument('--depth', type=int, default=2)
    ap.add_argument('--match')
    args = ap.parse_args()
    data = open(args.wasm, 'rb').read()
    sections, bodies, names = parse(data)
    if args.symbols:
        names = read_symbols(args.symbols)
    names = demangle({i: names.get(i, f'$func{i}') for i in bodies})
    spans = bodies
    bodies = {i: end - start for i, (start, end) in spans.items()}
    print(f'{args.wasm}: {len(data):,} bytes, {len(bodies):,} functions')
    print('\nsections (bytes; brotli -q 11 of the section alone):')
    for label, start, end in sections:
        brotli = f'{compressed_size(data[start:end]):>10,}' if end - start > 4096 else ' ' * 10
        print(f'  {end - start:>10,}  {brotli}  {label}')
    groups = defaultdict(list)
    for i in bodies:
        groups[group_of(names[i], args.depth)].append(i)
    code = sum(bodies.values())
    body_bytes = lambda ids: b''.join(data[spans[i][0]:spans[i][1]] for i in ids)
    print(f'\ncode by group (depth {args.depth}), top {args.top} of {len(groups)} '
          '(bytes; brotli -q 11 of the group\'s bodies alone):')
    ranked = sorted(groups.items(), key=lambda kv: -sum(bodies[i] for i in kv[1]))
    for key, ids in ranked[:args.top]:
        size = sum(bodies[i] for i in ids)
        print(f'  {size:>10,}  {compressed_size(body_bytes(ids)):>9,}  {100 * size / code:5.1f} %'
              f'  {len(ids):>5} functions  {key}')
    if args.match:
        hits = [i for i in bodies if re.search(args.match, names[i])]
        size = sum(bodies[i] for i in hits)
        print(f'\nfunctions matching /{args.match}/: {len(hits):,}, {size:,} bytes, '
              f'{compressed_size(body_bytes(hits)):,} brotli ({100 * size / code:.1f} % of the code)')
    print(f'\nlargest functions, top {args.top}:')
    for i, size in sorted(bodies.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f'  {size:>10,}  {names[i][:110]}')


if __name__ == '__main__':
    main()
