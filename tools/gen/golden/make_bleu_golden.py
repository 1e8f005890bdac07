#!/usr/bin/python3
"""Golden values for corpus BLEU-4 (tests/core/bleu_test.cpp), computed independently of our C++.

Implements sacreBLEU's corpus BLEU on already tokenised text, written from the formula (sacrebleu
itself is not installable here): for n = 1..4 sum over the corpus the clipped n-gram matches
min(count_hyp, count_ref) and the hypothesis n-gram counts; precision p_n = 100 * matches / count;
BLEU = BP * exp(mean(log p_n)), BP = exp(1 - r/c) if c < r else 1 (0 if c == 0); no smoothing:
any p_n == 0 gives 0. Uses fractions for the counts and math.log/exp in double.

Corpora are random token sequences over small alphabets (so n-grams do match), with reference
derived from the hypothesis by random edits, deletions and insertions; lengths vary so that the
brevity penalty applies in some corpora and not in others.

Run: /usr/bin/python3 tools/gen/golden/make_bleu_golden.py > tests/fixtures/bleu_golden.json
"""
import json
import math
import random
from collections import Counter


def ngrams(tokens, n):
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def corpus_bleu(hyps, refs):
    matches = [0] * 4
    totals = [0] * 4
    c = sum(len(h) for h in hyps)
    r = sum(len(x) for x in refs)
    for h, ref in zip(hyps, refs):
        for n in range(1, 5):
            hc, rc = ngrams(h, n), ngrams(ref, n)
            totals[n - 1] += sum(hc.values())
            matches[n - 1] += sum(min(k, rc[g]) for g, k in hc.items())
    precisions = [100.0 * m / t if t > 0 else 0.0 for m, t in zip(matches, totals)]
    if c == 0:
        bp = 0.0
    elif c < r:
        bp = math.exp(1.0 - r / c)
    else:
        bp = 1.0
    if min(precisions) == 0.0:
        bleu = 0.0
    else:
        bleu = bp * math.exp(sum(math.log(p) for p in precisions) / 4.0)
    return bleu, precisions, matches, totals, bp, c, r


def random_corpus(rng, n_sent, alphabet, edit, length_bias):
    words = ["w%d" % i for i in range(alphabet)]
    hyps, refs = [], []
    for _ in range(n_sent):
        ref = [rng.choice(words) for _ in range(rng.randint(1, 18))]
        hyp = []
        for w in ref:
            x = rng.random()
            if x < edit:
                hyp.append(rng.choice(words))   # substitution
            elif x < edit + length_bias:
                pass                            # deletion (hypothesis shorter)
            else:
                hyp.append(w)
            if rng.random() < 0.05:
                hyp.append(rng.choice(words))   # insertion
        hyps.append(hyp)
        refs.append(ref)
    return hyps, refs


def main():
    rng = random.Random(20150901)
    cases = []
    settings = [  # (sentences, alphabet, substitution rate, deletion rate)
        (5, 6, 0.2, 0.0), (20, 10, 0.3, 0.1), (50, 8, 0.15, 0.25), (10, 30, 0.5, 0.05),
        (100, 12, 0.1, 0.02), (3, 4, 0.4, 0.3), (30, 20, 0.25, 0.15), (8, 5, 0.6, 0.0),
    ]
    for i, (n, a, e, d) in enumerate(settings):
        hyps, refs = random_corpus(rng, n, a, e, d)
        bleu, p, m, t, bp, c, r = corpus_bleu(hyps, refs)
        cases.append({"name": "random_%d" % i, "hyps": hyps, "refs": refs, "bleu": bleu,
                      "precisions": p, "matches": m, "totals": t, "brevity_penalty": bp,
                      "hyp_length": c, "ref_length": r})
    print(json.dumps({"generator": "tools/gen/golden/make_bleu_golden.py", "cases": cases}, indent=1))


if __name__ == "__main__":
    main()
