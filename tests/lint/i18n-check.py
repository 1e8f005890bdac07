#!/usr/bin/python3
"""i18n-check.py: the code is the one source of the English UI text; assets/i18n/en.json is
generated from it, and zh.json must translate exactly the same keys.

English text lives in the code, next to its use:
  src/ui:  Tr("key", "English")                                    (ui/i18n.h)
  src/app: i18n::translate(lang, "key", "English"), fill(lang, "key", "English", ...)
Adjacent string literals concatenate; C escapes are decoded the way JSON decodes them. The one
exception is the exercises' texts, data beside the exercise table: EXERCISE_TEXTS holds
{"<id>": {"<part>": "English"}} for the keys "exercise.<id>.<part>" (app/classroom/
exercise_table.h).

  tests/lint/i18n-check.py             check: en.json == the code's English, zh.json has the same keys,
                                    no key has two different English texts; exit 1 and a report
                                    naming each difference otherwise (ctest: i18n.single_source)
  tests/lint/i18n-check.py --write-en  rewrite en.json from the code (run after editing English text)
  tests/lint/i18n-check.py --list      print the code's table as JSON (for other tools)

Keys looked up with a computed key (tab_title("tab." + name), the tab intros, the tour titles in
the screen-reader summary) take their English from a literal Tr call of the same key elsewhere;
a key of en.json that no literal gives fails the check.
"""
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent.parent
LITERALS = r'((?:"(?:[^"\\]|\\.)*"\s*)+)'
KEY = r'"((?:[^"\\]|\\.)+)"'
EXERCISE_TEXTS = 'src/app/classroom/exercise_texts.json'
PATTERNS = [
    ('src/ui', re.compile(r'\bTr\(\s*' + KEY + r'\s*,\s*' + LITERALS, re.S)),
    ('src/app', re.compile(r'\b(?:translate|fill)\(\s*[A-Za-z_][\w.]*\s*,\s*' + KEY + r'\s*,\s*' +
                           LITERALS, re.S)),
]


# The painting demo's names: core/demos/painting.cpp's tables {"id", "English", "中文", ...}, shown
# by ui/tabs/painting_tab.cpp as Tr("painting.feature.<id>" | "painting.part.<id>", english). A part
# has a colour {r, g, b} after its names; a feature has none.
PAINTING = re.compile(r'\{\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)",\s*"(?:[^"\\]|\\.)*"\s*(,\s*\{)?')


def painting_names():
    text = (root / 'src/core/demos/painting.cpp').read_text(encoding='utf-8')
    for m in PAINTING.finditer(text):
        kind = 'part' if m.group(3) else 'feature'
        yield f'painting.{kind}.{m.group(1)}', json.loads('"' + m.group(2) + '"')


def exercise_texts():
    texts = json.loads((root / EXERCISE_TEXTS).read_text(encoding='utf-8'))
    for group, parts in texts.items():
        for part, text in parts.items():
            yield f'exercise.{group}.{part}', text


def decode(literals):
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', literals)
    return json.loads('"' + ''.join(parts) + '"')


def code_table():
    """{key: english} from the code, and a list of conflicts (key, file, text, other text)."""
    table, where, conflicts = {}, {}, []
    for folder, pattern in PATTERNS:
        for p in sorted((root / folder).rglob('*')):
            if p.suffix not in ('.cpp', '.h'):
                continue
            for m in pattern.finditer(p.read_text(encoding='utf-8')):
                key, text = m.group(1), decode(m.group(2))
                rel = p.relative_to(root)
                if key in table and table[key] != text:
                    conflicts.append((key, rel, text, where[key], table[key]))
                table.setdefault(key, text)
                where.setdefault(key, rel)
    for key, text in painting_names():
        table.setdefault(key, text)
    for key, text in exercise_texts():
        if key in table and table[key] != text:
            conflicts.append((key, EXERCISE_TEXTS, text, where[key], table[key]))
        table.setdefault(key, text)
        where.setdefault(key, EXERCISE_TEXTS)
    return dict(sorted(table.items())), conflicts


def dump(table):
    return json.dumps(table, ensure_ascii=False, indent=2) + '\n'


def main(argv):
    table, conflicts = code_table()
    if '--list' in argv:
        sys.stdout.write(dump(table))
        return 0
    en_path = root / 'assets/i18n/en.json'
    if '--write-en' in argv:
        en_path.write_text(dump(table), encoding='utf-8')
        print(f'i18n-check: wrote {en_path.relative_to(root)} ({len(table)} keys)')
    problems = []
    for key, f, text, f0, text0 in conflicts:
        problems.append(f'{key!r} has two English texts: {f0}: {text0!r} and {f}: {text!r}')
    if len(table) < 100:
        problems.append(f'the scan found only {len(table)} keys: is the pattern still right?')
    en = json.loads(en_path.read_text(encoding='utf-8'))
    for key in sorted(set(table) | set(en)):
        if key not in en:
            problems.append(f'en.json lacks {key!r} (code: {table[key]!r})')
        elif key not in table:
            problems.append(f'en.json has {key!r}, which no Tr/translate call in the code gives')
        elif en[key] != table[key]:
            problems.append(f'en.json differs from the code for {key!r}:\n'
                            f'    code: {table[key]!r}\n    json: {en[key]!r}')
    if dump(en) != dump(table) and not problems:
        problems.append('en.json is not in the generated form (key order, indentation)')
    zh = json.loads((root / 'assets/i18n/zh.json').read_text(encoding='utf-8'))
    for key in sorted(set(table) - set(zh)):
        problems.append(f'zh.json lacks {key!r} (English: {table[key]!r})')
    for key in sorted(set(zh) - set(table)):
        problems.append(f'zh.json has {key!r}, which the code does not use')
    for p in problems:
        print('i18n-check: ' + p)
    if problems:
        print(f'i18n-check: {len(problems)} problem(s). English text is edited in the code; then '
              'run tests/lint/i18n-check.py --write-en and translate new keys in zh.json.')
        return 1
    print(f'i18n-check: en.json matches the code ({len(table)} keys); zh.json has every key')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
