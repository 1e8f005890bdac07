#!/usr/bin/python3
"""zh-glossary.py (ctest lint.zh_glossary): the Chinese UI uses one vocabulary and full-width
punctuation.

Reads the table of assets/i18n/glossary.md (English | 中文 | English kept | not | note) and checks
every string of assets/i18n/zh.json, the one place the Chinese UI text lives (the other hanzi in
src/ are data: the painting's lexicon, the presets, the word list, English text quoting a
character). Fails, naming the key and a fix, on
  - an English word of a row whose "English kept" is "no" (whole word, any case), outside
    placeholders, braces and code ({key}, {"kind": …}, `attention evaluate`), outside a full-width
    gloss （key）, and not directly followed by "(" (a function in a formula: score(q, k));
  - a wrong variant listed in the row's "not" column;
  - half-width ( ) right next to or around a Chinese character (except a function's brackets
    after a Latin letter: softmax(得分 / τ)), , : ; ? ! . right after one, " right next to one,
    and any ellipsis but "……".

  tests/lint/zh-glossary.py [zh.json]   check (default assets/i18n/zh.json); exit 1 on offences
  tests/lint/zh-glossary.py --self-test each rule on strings it must flag and strings it must pass
                                        (ctest lint.zh_glossary_rules)
"""
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent.parent
GLOSSARY = root / 'assets/i18n/glossary.md'
HAN = '\u3400-\u9fff\uf900-\ufaff'


def glossary_rows():
    """[(english forms, chinese, english kept?, wrong variants)] from the Markdown table."""
    rows = []
    for line in GLOSSARY.read_text(encoding='utf-8').splitlines():
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) != 5 or cells[0] in ('English', '') or set(cells[0]) <= set('-'):
            continue
        english, chinese, kept, wrong, _note = cells
        rows.append(([e.strip() for e in english.split(',')], chinese, kept != 'no',
                     [w.strip() for w in wrong.split(',') if w.strip()]))
    return rows


def outside_code(text):
    """The text with placeholders, inline JSON ({...}, nested) and `code` replaced by X's (a
    Latin stand-in: they read like a number or a name)."""
    out, depth, in_code = [], 0, False
    for ch in text:
        if ch == '`':
            in_code = not in_code
        if ch == '{' and not in_code:
            depth += 1
        out.append('X' if depth or in_code or ch == '`' else ch)
        if ch == '}' and depth and not in_code:
            depth -= 1
    return ''.join(out)


def english_offences(text, rows):
    """English words that should be Chinese, not in a full-width gloss （…）."""
    glossless = re.sub(r'（[^（）]*）', lambda m: m.group(0) if re.search(f'[{HAN}]', m.group(0))
                       else '（' + ' ' * (len(m.group(0)) - 2) + '）', text)
    found = []
    for forms, chinese, kept, _ in rows:
        if kept:
            continue
        for form in sorted(forms, key=len, reverse=True):
            pattern = r'(?<![\w.\-])' + re.escape(form) + r'(?![\w\-(])'
            for m in re.finditer(pattern, glossless, re.I):
                found.append(f'English "{m.group(0)}": write {chinese} (a gloss may follow: '
                             f'{chinese}（{form}）)')
    return found


def variant_offences(text, rows):
    return [f'"{w}": write {chinese} ({forms[0]})' for forms, chinese, _, wrong in rows
            for w in wrong if w in text]


PUNCTUATION = [
    # A "(" right after a Latin letter opens a function's arguments: softmax(得分 / τ) is a formula.
    (re.compile(f'[{HAN}][()]|(?<![A-Za-z])\\([{HAN}]|\\)[{HAN}]'),
     'half-width bracket next to a Chinese character: use （）'),
    (re.compile(r'(?<![A-Za-z])\([^()]*[' + HAN + r'][^()]*\)'),
     'half-width brackets around Chinese: use （）'),
    (re.compile(f'[{HAN}]' + r'[,:;?!]'), 'half-width , : ; ? ! after Chinese: use ，：；？！'),
    (re.compile(f'[{HAN}]' + r'\.(?![\d.])'), 'half-width full stop after Chinese: use 。'),
    (re.compile(f'(?<=[{HAN}])"|"(?=[{HAN}])'), 'straight quote next to Chinese: use “”'),
    (re.compile(r'\.\.+'), 'ASCII ellipsis: use ……'),
    (re.compile(r'(?<!…)…(?!…)|………+'), 'ellipsis: use exactly ……'),
]


def punctuation_offences(text):
    return [f'{why}: "{m.group(0)}"' for pattern, why in PUNCTUATION
            for m in pattern.finditer(text)]


def check(strings, rows):
    problems = []
    for key, value in strings.items():
        text = outside_code(value)
        for offence in (english_offences(text, rows) + variant_offences(text, rows) +
                        punctuation_offences(text)):
            problems.append(f'{key}: {offence}\n    {value}')
    return problems


# Each string must give exactly the offences named (a word of each message); the last ones none.
SELF_TEST = {
    'bad.key': ('所有 key 都被遮住了', ['"key"', '"遮住"']),
    'bad.value': ('Key 和 Value', ['"Key"', '"Value"']),
    'bad.token': ('token：', ['"token"']),
    'bad.variant': ('相似度函数', ['"相似度函数"']),
    'bad.bracket': ('更新 0 (未训练)', ['bracket next to', 'bracket next to', 'brackets around']),
    'bad.comma': ('查询,键', [', : ; ? !']),
    'bad.stop': ('课程.', ['full stop']),
    'bad.quote': ('"研"', ['straight quote', 'straight quote']),
    'bad.dots': ('预设......', ['ASCII ellipsis']),
    'bad.lone': ('打开文件…', ['exactly ……']),
    'good.placeholder': ('{key} 的值（{w}）', []),
    'good.gloss': ('键（key）与值（value）', []),
    'good.formula': ('权重 = softmax(score(qⱼ, kᵢ) / τ)，得分 = softmax(得分 / τ)，输入 (1, 0.2)', []),
    'good.code': ('由 `attention evaluate` 计算；例如 {"kind": …}；课程……', []),
}


def self_test(rows):
    failures = []
    for key, (text, expected) in SELF_TEST.items():
        got = [p.split('\n')[0] for p in check({key: text}, rows)]
        if len(got) != len(expected) or any(e not in g for e, g in zip(expected, got)):
            failures.append(f'{key} {text!r}: expected {expected}, got {got}')
    for f in failures:
        print('zh-glossary self-test: ' + f)
    print(f'zh-glossary self-test: {len(SELF_TEST) - len(failures)} / {len(SELF_TEST)} cases right')
    return 1 if failures else 0


def main(argv):
    rows = glossary_rows()
    if len(rows) < 30:
        print(f'zh-glossary: only {len(rows)} rows read from {GLOSSARY}: is the table intact?')
        return 1
    if '--self-test' in argv:
        return self_test(rows)
    path = pathlib.Path(argv[0]) if argv else root / 'assets/i18n/zh.json'
    strings = json.loads(path.read_text(encoding='utf-8'))
    problems = check(strings, rows)
    for p in problems:
        print('zh-glossary: ' + p)
    if problems:
        print(f'zh-glossary: {len(problems)} offence(s) in {path.name}; the vocabulary and the '
              f'punctuation rules are in {GLOSSARY.relative_to(root)}')
        return 1
    print(f'zh-glossary: {len(strings)} strings follow the glossary ({len(rows)} terms)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
