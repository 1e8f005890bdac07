#!/usr/bin/python3
"""make-icons.py: draws the web app's icons (web/icon-192.png, web/icon-512.png) for the manifest.

The picture is the playground's own idea: four softmax weight bars (the lab's default weights
0.41, 0.41, 0.12, 0.06, in its key colours) on the page's dark background, inside the "safe zone"
of a maskable icon (the middle 80 %). Plain Python (zlib + struct), no image library.
Usage: /usr/bin/python3 tools/gen/make-icons.py   (rewrites both files; commit them)
"""
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
BACKGROUND = (0x1B, 0x1D, 0x23)
BARS = [(0.41, (0x42, 0x96, 0xFA)), (0.41, (0xF5, 0x8F, 0x29)), (0.12, (0x4C, 0xB8, 0x6A)),
        (0.06, (0xE5, 0x53, 0x4B))]


def pixels(size):
    rows = []
    margin = size * 0.2  # maskable safe zone: keep the drawing in the middle
    inner = size - 2 * margin
    bar_h = inner / len(BARS)
    for y in range(size):
        row = bytearray()
        for x in range(size):
            colour = BACKGROUND
            i = int((y - margin) // bar_h) if margin <= y < size - margin else -1
            if 0 <= i < len(BARS):
                top = margin + i * bar_h
                weight, bar_colour = BARS[i]
                in_bar = top + 0.15 * bar_h <= y < top + 0.85 * bar_h
                if in_bar and margin <= x < margin + inner * weight / BARS[0][0]:
                    colour = bar_colour
            row += bytes(colour)
        rows.append(bytes(row))
    return rows


def png(size):
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body))
    raw = b''.join(b'\x00' + r for r in pixels(size))  # filter 0 on every row
    header = struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9))
            + chunk(b'IEND', b''))


for size in (192, 512):
    out = ROOT / 'web' / f'icon-{size}.png'
    out.write_bytes(png(size))
    print(f'{out.relative_to(ROOT)}: {out.stat().st_size} bytes')
