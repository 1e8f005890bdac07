#!/usr/bin/python3
"""Golden values for the Transformer tests: an independent PyTorch implementation (float64) of
the encoder-decoder Transformer of src/core/transformer/ (pre-LN layers, sinusoidal positions,
sqrt(d_model)-scaled embeddings, ReLU feed-forward, untied output projection), written from the
paper's equations in PyTorch's row-per-token layout, with gradients from autograd -- so neither
the forward nor the backward shares code or structure with the C++.

Writes tests/fixtures/transformer_golden.json:
  {"config": {...}, "sources": [[ids]], "targets": [[ids]],
   "weights": {name: [[row], ...]},          one inner list per ROW, C++ shapes (out, in)
   "logits": [[[Vt] per target position] per sentence]   (real positions only, incl. <eos>)
   "loss": float,                            summed cross-entropy over real target tokens
   "grads": {name: [[row], ...]}}
Sources get <eos> appended; targets are fed <bos> y... and predicted y... <eos>; <pad> = 0.

Run: /usr/bin/python3 tools/gen/golden/make_transformer_golden.py  (from the repository root;
needs Debian's python3-torch; the tests only read the JSON)
"""
import json
import math
import os

import numpy as np
import torch

PAD, BOS, EOS = 0, 2, 3
CFG = {"src_vocab": 11, "tgt_vocab": 11, "d_model": 8, "heads": 2, "d_ff": 16,
       "enc_layers": 1, "dec_layers": 1}
SOURCES = [[4, 7, 9, 5], [6, 10]]
TARGETS = [[8, 5], [9, 4, 10, 6]]
EPS = 1e-5


def param_shapes(c):
    D, F = c["d_model"], c["d_ff"]
    shapes = []

    def ln(p):
        shapes.extend([(p + ".gamma", (D, 1)), (p + ".beta", (D, 1))])

    def att(p):
        for n in "qkvo":
            shapes.extend([(f"{p}.{n}.W", (D, D)), (f"{p}.{n}.b", (D, 1))])

    def ffn(p):
        shapes.extend([(p + ".1.W", (F, D)), (p + ".1.b", (F, 1)),
                       (p + ".2.W", (D, F)), (p + ".2.b", (D, 1))])

    shapes.append(("src_emb", (D, c["src_vocab"])))
    for l in range(c["enc_layers"]):
        ln(f"enc.{l}.ln1"); att(f"enc.{l}.self"); ln(f"enc.{l}.ln2"); ffn(f"enc.{l}.ffn")
    ln("enc.ln")
    shapes.append(("tgt_emb", (D, c["tgt_vocab"])))
    for l in range(c["dec_layers"]):
        ln(f"dec.{l}.ln1"); att(f"dec.{l}.self"); ln(f"dec.{l}.ln2"); att(f"dec.{l}.cross")
        ln(f"dec.{l}.ln3"); ffn(f"dec.{l}.ffn")
    ln("dec.ln")
    shapes.extend([("out.W", (c["tgt_vocab"], D)), ("out.b", (c["tgt_vocab"], 1))])
    return shapes


def positions(T, D):
    pe = np.zeros((T, D))
    for t in range(T):
        for i in range(0, D, 2):
            angle = t / 10000.0 ** (i / D)
            pe[t, i] = math.sin(angle)
            if i + 1 < D:
                pe[t, i + 1] = math.cos(angle)
    return torch.tensor(pe)


def layer_norm(x, p, name):
    return torch.nn.functional.layer_norm(x, x.shape[-1:], p[name + ".gamma"][:, 0],
                                          p[name + ".beta"][:, 0], EPS)


def linear(x, p, name):
    return x @ p[name + ".W"].T + p[name + ".b"][:, 0]


def attention(xq, xkv, p, name, heads, allowed):
    """xq: (B, Tq, D), xkv: (B, Tk, D), allowed: (B, Tq, Tk) bool -> (B, Tq, D)."""
    B, Tq, D = xq.shape
    Tk, dk = xkv.shape[1], D // heads
    split = lambda t, T: t.reshape(B, T, heads, dk).transpose(1, 2)  # (B, H, T, dk)
    q = split(linear(xq, p, name + ".q"), Tq)
    k = split(linear(xkv, p, name + ".k"), Tk)
    v = split(linear(xkv, p, name + ".v"), Tk)
    scores = q @ k.transpose(-1, -2) / math.sqrt(dk)  # (B, H, Tq, Tk)
    scores = scores.masked_fill(~allowed[:, None], float("-inf"))
    ctx = torch.softmax(scores, dim=-1) @ v  # (B, H, Tq, dk)
    return linear(ctx.transpose(1, 2).reshape(B, Tq, D), p, name + ".o")


def ffn(x, p, name):
    return linear(torch.relu(linear(x, p, name + ".1")), p, name + ".2")


def embed(ids, table, D):
    return math.sqrt(D) * table.T[ids] + positions(ids.shape[1], D)[None]


def forward(p, c, src, tgt_in, src_len, tgt_len):
    D, H = c["d_model"], c["heads"]
    B, Tx = src.shape
    Ty = tgt_in.shape[1]
    src_keys = torch.arange(Tx)[None, :] < torch.tensor(src_len)[:, None]  # (B, Tx)
    tgt_keys = torch.arange(Ty)[None, :] < torch.tensor(tgt_len)[:, None]
    causal = torch.tril(torch.ones(Ty, Ty, dtype=torch.bool))
    x = embed(src, p["src_emb"], D)
    enc_allowed = src_keys[:, None, :].expand(B, Tx, Tx)
    for l in range(c["enc_layers"]):
        n = f"enc.{l}"
        x = x + attention(layer_norm(x, p, n + ".ln1"), layer_norm(x, p, n + ".ln1"), p,
                          n + ".self", H, enc_allowed)
        x = x + ffn(layer_norm(x, p, n + ".ln2"), p, n + ".ffn")
    memory = layer_norm(x, p, "enc.ln")
    y = embed(tgt_in, p["tgt_emb"], D)
    self_allowed = tgt_keys[:, None, :] & causal[None]
    cross_allowed = src_keys[:, None, :].expand(B, Ty, Tx)
    for l in range(c["dec_layers"]):
        n = f"dec.{l}"
        a = layer_norm(y, p, n + ".ln1")
        y = y + attention(a, a, p, n + ".self", H, self_allowed)
        y = y + attention(layer_norm(y, p, n + ".ln2"), memory, p, n + ".cross", H,
                          cross_allowed)
        y = y + ffn(layer_norm(y, p, n + ".ln3"), p, n + ".ffn")
    return linear(layer_norm(y, p, "dec.ln"), p, "out")  # (B, Ty, Vt)


def padded(seqs):
    T = max(len(s) for s in seqs)
    return torch.tensor([s + [PAD] * (T - len(s)) for s in seqs])


def main():
    rng = np.random.default_rng(20171206)
    p = {}
    for name, shape in param_shapes(CFG):
        w = 0.4 * rng.standard_normal(shape)
        if name.endswith(".gamma"):
            w += 1.0
        p[name] = torch.tensor(w, requires_grad=True)
    src = [s + [EOS] for s in SOURCES]
    tgt_in = [[BOS] + t for t in TARGETS]
    tgt_out = [t + [EOS] for t in TARGETS]
    logits = forward(p, CFG, padded(src), padded(tgt_in), [len(s) for s in src],
                     [len(t) for t in tgt_in])
    logp = torch.log_softmax(logits, dim=-1)
    loss = sum(-logp[b, t, y] for b, ys in enumerate(tgt_out) for t, y in enumerate(ys))
    loss.backward()
    rows = lambda t: [[round(float(v), 17) for v in r] for r in t.detach().numpy()]
    out = {
        "generator": "tools/gen/golden/make_transformer_golden.py",
        "config": CFG, "sources": SOURCES, "targets": TARGETS,
        "weights": {n: rows(w) for n, w in p.items()},
        "logits": [rows(logits[b, :len(ys)]) for b, ys in enumerate(tgt_out)],
        "loss": float(loss),
        "grads": {n: rows(w.grad) for n, w in p.items()},
    }
    path = os.path.join("tests", "fixtures", "transformer_golden.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(f"wrote {path}: loss {float(loss):.12f}")


if __name__ == "__main__":
    main()
