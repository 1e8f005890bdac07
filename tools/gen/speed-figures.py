#!/usr/bin/env python3
"""Writes assets/models/speed.json: the training speed of the three shipped models, natively and
in wasm, measured in one run of bench/train_compare_bench each (loss + gradient of one batch of
32 sentences, one thread), for the tour's three reasons. The figures belong to the machine that
ran them; the file says which, when, and with which command.

    python3 tools/gen/speed-figures.py [--out assets/models/speed.json]

Needs the native build (build/native/bench/train_compare_bench) and the web build
(build/web/bench/train_compare_bench.js, run by node). The native run is pinned to one core
(taskset -c 0)."""
import argparse
import datetime
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NATIVE = ['taskset', '-c', '0', os.path.join(ROOT, 'build/native/bench/train_compare_bench'), '--tsv']
WASM = ['node', '--no-experimental-fetch', os.path.join(ROOT, 'build/web/bench/train_compare_bench.js'), '--tsv']


def run(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    rows = {}
    for line in out.splitlines():
        model, params, median, minimum, batch, train_steps, decode_steps = line.split('\t')
        rows[model] = {'parameters': int(params), 'examples_per_s': round(1e9 * int(batch) / float(median), 1),
                       'median_ms_per_batch': round(float(median) / 1e6, 2), 'min_ms_per_batch': round(float(minimum) / 1e6, 2),
                       'training_steps': int(train_steps), 'decoding_steps': int(decode_steps)}
    return rows


def machine():
    try:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('model name'):
                    return f"{line.split(':', 1)[1].strip()}, {os.cpu_count()} cores"
    except OSError:
        pass
    return 'unknown'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(ROOT, 'assets/models/speed.json'))
    args = ap.parse_args()
    native, wasm = run(NATIVE), run(WASM)
    models = []
    for model in ('search', 'encdec', 'transformer'):
        if model not in native or model not in wasm:
            sys.exit(f'speed-figures: no figure for {model}')
        n, w = native[model], wasm[model]
        models.append({'model': model, 'parameters': n['parameters'], 'training_steps': n['training_steps'],
                       'decoding_steps': n['decoding_steps'], 'native': {k: n[k] for k in ('examples_per_s', 'median_ms_per_batch', 'min_ms_per_batch')},
                       'wasm': {k: w[k] for k in ('examples_per_s', 'median_ms_per_batch', 'min_ms_per_batch')}})
    doc = {'generated_by': 'python3 tools/gen/speed-figures.py (bench/train_compare_bench: loss + gradient of one batch '
                           'of 32 sentences of 11-20 words, one thread; native pinned to one core, wasm in node)',
           'machine': machine(), 'date': datetime.date.today().isoformat(), 'models': models}
    with open(args.out, 'w') as f:
        json.dump(doc, f, indent=2)
        f.write('\n')
    print(f'speed-figures: wrote {args.out}')
    for m in models:
        print(f"  {m['model']:12} native {m['native']['examples_per_s']:7.1f} ex/s, wasm {m['wasm']['examples_per_s']:7.1f} ex/s")


if __name__ == '__main__':
    main()
