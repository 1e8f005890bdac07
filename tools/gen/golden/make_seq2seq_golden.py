#!/usr/bin/python3
"""Golden values for the seq2seq model tests: an independent NumPy implementation of the forward
pass of RNNsearch and RNNencdec (the equations in src/core/seq2seq/*.h, written again from the
paper's description, not from the C++), on a tiny model with random weights.

Writes tests/fixtures/seq2seq_golden.json:
  {"models": [{"kind": "search"|"encdec", "config": {...}, "weights": {name: [[row], ...]},
               "sentences": [{"src": [...], "tgt": [...], "logp": [[Vt] per step],
                              "alpha": [[Tx] per step] (search only), "loss": float}],
               "batch_loss": float}]}
Weights are nested lists, one inner list per ROW. Targets are fed with teacher forcing:
input <bos> y1..yn, predicted y1..yn <eos>; sources get <eos> appended.

Run: /usr/bin/python3 tools/gen/golden/make_seq2seq_golden.py  (from the repository root)
"""
import json
import os

import numpy as np

BOS, EOS = 2, 3


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def gru(p, prefix, x, h):
    """x: (I,), h: (H,) -> (H,). Gates stacked [z; r; n] in Wx, [z; r] in Uzr."""
    H = h.shape[0]
    gx = p[prefix + ".Wx"] @ x + p[prefix + ".bx"][:, 0]
    gh = p[prefix + ".Uzr"] @ h
    z = sigmoid(gx[:H] + gh[:H])
    r = sigmoid(gx[H:2 * H] + gh[H:])
    n = np.tanh(gx[2 * H:] + p[prefix + ".Un"] @ (r * h))
    return (1 - z) * h + z * n


def forward(kind, p, src, tgt):
    """Returns per-step log-probabilities (Ty, Vt), attention (Ty, Tx) and the summed CE."""
    xs = list(src) + [EOS]
    T = len(xs)
    He = p["enc.fwd.Un"].shape[0]
    emb = p["enc.emb"]
    hf, hb = [None] * T, [None] * T
    h = np.zeros(He)
    for t in range(T):
        h = gru(p, "enc.fwd", emb[:, xs[t]], h)
        hf[t] = h
    h = np.zeros(He)
    for t in reversed(range(T)):
        h = gru(p, "enc.bwd", emb[:, xs[t]], h)
        hb[t] = h
    ann = np.stack([np.concatenate([hf[t], hb[t]]) for t in range(T)])  # (T, 2He)
    if kind == "search":
        s = np.tanh(p["init.W"] @ hb[0] + p["init.b"][:, 0])
    else:
        summary = np.concatenate([hf[T - 1], hb[0]])
        c_fixed = np.tanh(p["ctx.W"] @ summary + p["ctx.b"][:, 0])
        s = np.tanh(p["init.W"] @ c_fixed + p["init.b"][:, 0])
    y_in = [BOS] + list(tgt)
    y_out = list(tgt) + [EOS]
    logps, alphas, loss = [], [], 0.0
    for i in range(len(y_in)):
        if kind == "search":
            e = np.array([p["att.v"][:, 0] @ np.tanh(p["att.W"] @ s + p["att.U"] @ ann[j])
                          for j in range(T)])
            a = np.exp(e - e.max())
            a /= a.sum()
            c = a @ ann
            alphas.append(a.tolist())
        else:
            c = c_fixed
        e_prev = p["dec.emb"][:, y_in[i]]
        s = gru(p, "dec.gru", np.concatenate([e_prev, c]), s)
        t_read = np.tanh(p["out.Wr"] @ np.concatenate([s, c, e_prev]) + p["out.br"][:, 0])
        logits = p["out.Wo"] @ t_read + p["out.bo"][:, 0]
        m = logits.max()
        lp = logits - (m + np.log(np.exp(logits - m).sum()))
        logps.append(lp.tolist())
        loss -= lp[y_out[i]]
    return logps, alphas, loss


def make_weights(kind, cfg, rng):
    E, He, Hd, A, R = cfg["emb"], cfg["enc_hidden"], cfg["dec_hidden"], cfg["att_dim"], cfg["readout"]
    Vs, Vt, C = cfg["src_vocab"], cfg["tgt_vocab"], 2 * cfg["enc_hidden"]
    shapes = [("enc.emb", (E, Vs))]
    for d in ("fwd", "bwd"):
        shapes += [(f"enc.{d}.Wx", (3 * He, E)), (f"enc.{d}.bx", (3 * He, 1)),
                   (f"enc.{d}.Uzr", (2 * He, He)), (f"enc.{d}.Un", (He, He))]
    if kind == "search":
        shapes += [("init.W", (Hd, He)), ("init.b", (Hd, 1)), ("att.W", (A, Hd)),
                   ("att.U", (A, C)), ("att.v", (A, 1))]
    else:
        shapes += [("init.W", (Hd, C)), ("init.b", (Hd, 1)), ("ctx.W", (C, 2 * He)),
                   ("ctx.b", (C, 1))]
    shapes += [("dec.emb", (E, Vt)), ("dec.gru.Wx", (3 * Hd, E + C)), ("dec.gru.bx", (3 * Hd, 1)),
               ("dec.gru.Uzr", (2 * Hd, Hd)), ("dec.gru.Un", (Hd, Hd)),
               ("out.Wr", (R, Hd + C + E)), ("out.br", (R, 1)), ("out.Wo", (Vt, R)),
               ("out.bo", (Vt, 1))]
    # Weights are rounded to 6 decimals so the JSON holds them exactly as used here.
    return {n: np.round(rng.normal(0.0, 0.6, size=s), 6) for n, s in shapes}


def main():
    rng = np.random.RandomState(2015)
    cfg = {"src_vocab": 9, "tgt_vocab": 8, "emb": 3, "enc_hidden": 3, "dec_hidden": 4,
           "att_dim": 3, "readout": 4}
    sentences = [([4, 5, 6, 7], [4, 5, 6]), ([8, 5], [7, 4, 6, 5])]
    models = []
    for kind in ("search", "encdec"):
        p = make_weights(kind, cfg, rng)
        out_sents, batch_loss = [], 0.0
        for src, tgt in sentences:
            logp, alpha, loss = forward(kind, p, src, tgt)
            batch_loss += loss
            entry = {"src": src, "tgt": tgt, "logp": logp, "loss": loss}
            if kind == "search":
                entry["alpha"] = alpha
            out_sents.append(entry)
        models.append({"kind": kind, "config": cfg,
                       "weights": {n: w.tolist() for n, w in p.items()},
                       "sentences": out_sents, "batch_loss": batch_loss})
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    path = os.path.join(root, "tests", "fixtures", "seq2seq_golden.json")
    with open(path, "w") as f:
        json.dump({"generator": "tools/gen/golden/make_seq2seq_golden.py", "models": models}, f,
                  indent=1)
    print("wrote", path)


if __name__ == "__main__":
    main()
