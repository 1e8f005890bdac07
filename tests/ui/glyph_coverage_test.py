#!/usr/bin/python3
"""Glyph coverage (ctest fonts.glyph_coverage): every character the UI can show from its own text
is in the fonts the page ships.

- English (assets/i18n/en.json) and every string literal of src/ui (the formulas of the key
  tooltip, ...): each character but the hanzi (the self-attention intro quotes its Chinese
  sentence; the toggle says "中文") must be in the compiled-in Latin/Greek fonts
  (assets/fonts/ui-sans.ttf + ui-math.ttf, ui-sans-bold.ttf + ui-math.ttf, ui-mono.ttf), so
  English never waits for, or falls back to, the CJK font;
- Chinese (assets/i18n/zh.json): each character in those fonts or in the lazy CJK subset
  (assets/fonts/cjk-subset.ttf);
- the formulas written out below, in the Latin fonts.
ImGui's own atlas ranges are checked by tests/ui/i18n_ui_test.cpp (FindGlyphNoFallback per face).
Reads the font files with fontTools (python3-fonttools). Exit 1 naming each missing character.
"""
import json
import pathlib
import re
import sys
import unicodedata

from fontTools.ttLib import TTFont

root = pathlib.Path(__file__).resolve().parents[2]
fonts_dir = root / 'assets/fonts'
FORMULAS = ['wᵢ = exp(sᵢ/τ) / Σⱼ exp(sⱼ/τ)', 'score(q, k) = qᵀk / √d', 'Wₒᵀ', '‖q‖ ‖k‖',
            '2d² + d', 'd × d', 'a · b', 'x → y', 'a ≤ b', 'x ∈ X', 'o = Σᵢ wᵢ vᵢ', 't − 1']


def cmap(name):
    return set(TTFont(fonts_dir / name, fontNumber=0).getBestCmap())


def is_cjk(c):
    return 0x2E80 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0xFF00 <= c <= 0xFFEF or \
        0x3000 <= c <= 0x303F


def chars_of(text):
    return {ord(ch) for ch in text if ch not in '\n\t'}


def main():
    math = cmap('ui-math.ttf')
    faces = {'ui-sans.ttf + ui-math.ttf': cmap('ui-sans.ttf') | math,
             'ui-sans-bold.ttf + ui-math.ttf': cmap('ui-sans-bold.ttf') | math,
             'ui-mono.ttf': cmap('ui-mono.ttf')}
    cjk = cmap('cjk-subset.ttf')
    # Where each Latin-side character comes from, to name it in a failure.
    latin_needs, cjk_needs = {}, {}
    en = json.loads((root / 'assets/i18n/en.json').read_text(encoding='utf-8'))
    for key, text in en.items():
        for c in chars_of(text):  # self.intro quotes the demo's Chinese sentence
            (cjk_needs if is_cjk(c) else latin_needs).setdefault(c, f'en.json {key}')
    literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
    for p in sorted((root / 'src/ui').rglob('*')):
        if p.suffix not in ('.cpp', '.h'):
            continue
        for m in literal.finditer(p.read_text(encoding='utf-8')):
            for c in chars_of(m.group(1)):
                if not is_cjk(c):  # "中文" of the toggle: the compiled-in CJK glyphs
                    latin_needs.setdefault(c, f'{p.relative_to(root)}: "{m.group(1)[:40]}"')
    for f in FORMULAS:
        for c in chars_of(f):
            latin_needs.setdefault(c, f'formula {f}')
    problems = []
    for c, where in sorted(latin_needs.items()):
        for face, have in faces.items():
            if c not in have:
                problems.append(f'U+{c:04X} {chr(c)} ({unicodedata.name(chr(c), "?")}) is not in '
                                f'{face}; used by {where}')
    for c, where in sorted(cjk_needs.items()):
        if c not in cjk:
            problems.append(f'U+{c:04X} {chr(c)} of {where} is not in cjk-subset.ttf')
    zh = json.loads((root / 'assets/i18n/zh.json').read_text(encoding='utf-8'))
    checked_zh = 0
    for key, text in zh.items():
        for c in chars_of(text):
            checked_zh += 1
            if c not in faces['ui-sans.ttf + ui-math.ttf'] and c not in cjk:
                problems.append(f'U+{c:04X} {chr(c)} of zh.json {key} is in neither the UI fonts '
                                'nor cjk-subset.ttf')
    if len(latin_needs) < 90 or checked_zh < 1000:
        problems.append(f'checked only {len(latin_needs)} Latin-side characters and {checked_zh} '
                        'Chinese ones: is the scan still right?')
    for p in problems:
        print('glyph-coverage: ' + p)
    if problems:
        print(f'glyph-coverage: {len(problems)} missing. Add the range to tools/gen/make-ui-fonts.sh '
              '(and ui/fonts.cpp kTextRanges) or re-run tools/gen/make-font-subset.sh for Chinese.')
        return 1
    print(f'glyph-coverage: {len(latin_needs)} distinct characters of en.json, src/ui and the '
          f'formulas in all three Latin faces; {checked_zh} characters of zh.json covered')
    return 0


if __name__ == '__main__':
    sys.exit(main())
