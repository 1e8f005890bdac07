#!/usr/bin/python3
"""i18n-check.py: compare the Tr("key", "English") calls in src/ui with assets/i18n/*.json.

Prints keys used in the code but missing from a language file, and keys of a file unused by the
code. With --fill-en, adds the missing keys to en.json with the English text from the code (the
code's English default is the source text); Chinese must be written by hand in zh.json.
Exit status 1 if anything is missing. tests/app/i18n_keys_test.cpp checks the same in ctest.
"""
import json, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
call = re.compile(r'\bTr\(\s*"((?:[^"\\]|\\.)+)"\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', re.S)
used = {}
for p in sorted((root / 'src/ui').rglob('*')):
    if p.suffix not in ('.cpp', '.h'):
        continue
    for m in call.finditer(p.read_text(encoding='utf-8')):
        # Adjacent string literals concatenate; decode C escapes the way JSON does.
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))
        used.setdefault(m.group(1), json.loads('"' + ''.join(parts) + '"'))
status = 0
tables = {}
for f in sorted((root / 'assets/i18n').glob('*.json')):
    tables[f.stem] = json.loads(f.read_text(encoding='utf-8'))
for lang, t in tables.items():
    missing = sorted(k for k in used if k not in t)
    unused = sorted(k for k in t if k not in used)
    for k in missing:
        print(f'{lang}: missing {k!r}: {used[k]!r}')
    for k in unused:
        print(f'{lang}: unused {k!r}')
    status |= bool(missing)
if '--fill-en' in sys.argv:
    en = tables.get('en', {})
    for k, v in used.items():
        en.setdefault(k, v)
    path = root / 'assets/i18n/en.json'
    path.write_text(json.dumps(dict(sorted(en.items())), ensure_ascii=False, indent=2) + '\n',
                    encoding='utf-8')
    print(f'en.json: {len(en)} keys')
sys.exit(status)
