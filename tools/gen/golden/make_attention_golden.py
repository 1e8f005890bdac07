#!/usr/bin/python3
"""Golden values for the attention core, from an independent NumPy (float64) implementation.

Writes tests/fixtures/attention_golden.json, read by tests/core/golden_test.cpp. Inputs are small,
generated here from a fixed seed and rounded to 3 decimals so the JSON holds them exactly enough.
Matrices are lists of rows (one row per key/token, as in src/core/attention.h).

Run: /usr/bin/python3 tools/gen/golden/make_attention_golden.py   (Debian's python3-numpy)
"""
import json
import math
import os

import numpy as np

rs = np.random.RandomState(20261129)


def rnd(*shape, scale=1.0):
    return np.round(rs.standard_normal(shape) * scale, 3)


# ---- reference maths --------------------------------------------------------------------------
def scores_of(fn, q, K, p):
    d = q.shape[0]
    if fn == "dot":
        return K @ q
    if fn == "scaled_dot":
        return K @ q / math.sqrt(d)
    if fn == "general":
        return np.array([q @ p["W"] @ k for k in K])
    if fn == "additive":
        return np.array([p["v"] @ np.tanh(p["Wq"] @ q + p["Wk"] @ k) for k in K])
    if fn == "cosine":
        nq = np.linalg.norm(q)
        out = []
        for k in K:
            nk = np.linalg.norm(k)
            out.append(0.0 if nq == 0 or nk == 0 else float(q @ k) / (nq * nk))
        return np.array(out)
    raise ValueError(fn)


def softmax_masked(s, tau, mask):
    allowed = np.array(mask, dtype=bool) if mask else np.ones(len(s), dtype=bool)
    w = np.zeros(len(s))
    if not allowed.any():
        return w, True
    z = s[allowed] / tau
    e = np.exp(z - z.max())
    w[allowed] = e / e.sum()
    return w, False


def attend(fn, tau, q, K, V, mask, p):
    s = scores_of(fn, q, K, p)
    w, all_masked = softmax_masked(s, tau, mask)
    contrib = w[:, None] * V
    return s, w, contrib.sum(axis=0), contrib, all_masked


def pe(n, d):
    out = np.zeros((n, d))
    for pos in range(n):
        for c in range(d):
            i2 = c - c % 2
            ang = pos / (10000.0 ** (i2 / d))
            out[pos, c] = math.sin(ang) if c % 2 == 0 else math.cos(ang)
    return out


def multihead(X, Wq, Wk, Wv, Wo, causal, use_pe):
    n, dm = X.shape
    Xp = X + pe(n, dm) if use_pe else X
    heads, weights = [], []
    for h in range(len(Wq)):
        Q, K, V = Xp @ Wq[h].T, Xp @ Wk[h].T, Xp @ Wv[h].T
        S = Q @ K.T / math.sqrt(Q.shape[1])
        A = np.zeros((n, n))
        for i in range(n):
            lim = i + 1 if causal else n
            z = S[i, :lim]
            e = np.exp(z - z.max())
            A[i, :lim] = e / e.sum()
        heads.append(A @ V)
        weights.append(A)
    concat = np.concatenate(heads, axis=1)
    return concat @ Wo.T, weights


# ---- splitmix64 reference (checks that Rng is the documented generator) ----------------------
M64 = (1 << 64) - 1


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


def rng_reference(seed):
    st = seed
    words = []
    for _ in range(5):
        st, w = splitmix64(st)
        words.append(w)
    st = seed
    uniforms = []
    for _ in range(5):
        st, w = splitmix64(st)
        uniforms.append((w >> 40) / 16777216.0)
    st = seed
    normals = []
    for _ in range(5):
        st, a = splitmix64(st)
        st, b = splitmix64(st)
        u1 = ((a >> 11) + 1.0) / 9007199254740992.0
        u2 = (b >> 11) / 9007199254740992.0
        normals.append(math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2))
    return {"seed": seed, "next": words, "uniform": uniforms, "normal": normals}


def L(a):
    return np.asarray(a, dtype=float).tolist()


# ---- cases ------------------------------------------------------------------------------------
def main():
    d, e, n, h = 4, 3, 5, 3
    single = []

    def add_single(name, fn, tau, q, K, V, mask, p):
        s, w, o, c, am = attend(fn, tau, q, K, V, mask, p)
        single.append({
            "name": name, "score": fn, "temperature": tau, "q": L(q), "K": L(K), "V": L(V),
            "mask": mask, "params": {k: L(v) for k, v in p.items()},
            "scores": L(s), "weights": L(w), "output": L(o), "contributions": L(c),
            "all_masked": am,
        })

    params = {"W": rnd(d, d, scale=0.5), "Wq": rnd(h, d, scale=0.5), "Wk": rnd(h, d, scale=0.5),
              "v": rnd(h)}

    def params_for(fn):
        if fn == "general":
            return {"W": params["W"]}
        if fn == "additive":
            return {k: params[k] for k in ("Wq", "Wk", "v")}
        return {}

    for fn in ("dot", "scaled_dot", "general", "additive", "cosine"):
        q, K, V = rnd(d), rnd(n, d), rnd(n, e)
        add_single(fn + "_plain", fn, 1.0, q, K, V, [], params_for(fn))
        add_single(fn + "_tau_mask", fn, 0.5 if fn != "cosine" else 0.2, rnd(d), rnd(n, d),
                   rnd(n, e), [True, False, True, True, False], params_for(fn))
        add_single(fn + "_hot", fn, 3.0, rnd(d), rnd(n, d), rnd(n, e), [], params_for(fn))
    Kz = rnd(n, d)
    Kz[2] = 0.0
    add_single("cosine_zero_key", "cosine", 1.0, rnd(d), Kz, rnd(n, e), [], {})
    add_single("cosine_zero_query", "cosine", 1.0, np.zeros(d), rnd(n, d), rnd(n, e), [], {})
    add_single("all_masked", "dot", 1.0, rnd(d), rnd(n, d), rnd(n, e), [False] * n, {})

    batched = []
    for fn, tau, mask in (("general", 0.7, [True, True, False, True, True]),
                          ("additive", 1.5, []), ("cosine", 0.5, []), ("scaled_dot", 1.0, [])):
        m = 3
        Q, K, V = rnd(m, d), rnd(n, d), rnd(n, e)
        p = params_for(fn)
        rows = [attend(fn, tau, Q[j], K, V, mask, p) for j in range(m)]
        batched.append({
            "name": fn, "score": fn, "temperature": tau, "Q": L(Q), "K": L(K), "V": L(V),
            "mask": mask, "params": {k: L(v) for k, v in p.items()},
            "scores": [L(r[0]) for r in rows], "weights": [L(r[1]) for r in rows],
            "output": [L(r[2]) for r in rows],
        })

    mh = []
    nt, dm, dh, H = 5, 6, 3, 2
    X = rnd(nt, dm)
    Wq = [rnd(dh, dm, scale=0.5) for _ in range(H)]
    Wk = [rnd(dh, dm, scale=0.5) for _ in range(H)]
    Wv = [rnd(dh, dm, scale=0.5) for _ in range(H)]
    Wo = rnd(dm, H * dh, scale=0.5)
    for causal in (False, True):
        for use_pe in (False, True):
            out, weights = multihead(X, Wq, Wk, Wv, Wo, causal, use_pe)
            mh.append({
                "causal": causal, "positional_encoding": use_pe, "X": L(X),
                "Wq": [L(w) for w in Wq], "Wk": [L(w) for w in Wk], "Wv": [L(w) for w in Wv],
                "Wo": L(Wo), "output": L(out), "weights": [L(a) for a in weights],
            })

    golden = {
        "generator": "tools/gen/golden/make_attention_golden.py (NumPy float64)",
        "single": single, "batched": batched, "multihead": mh,
        "positional_encoding": {"n": 6, "d": 7, "pe": L(pe(6, 7))},
        "rng": [rng_reference(0), rng_reference(42)],
    }
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    path = os.path.join(root, "tests", "fixtures", "attention_golden.json")
    with open(path, "w") as f:
        # One line per top-level section: small file, still diffable by section.
        f.write("{\n")
        items = list(golden.items())
        for i, (k, v) in enumerate(items):
            f.write(json.dumps(k) + ":" + json.dumps(v, separators=(",", ":")))
            f.write(",\n" if i + 1 < len(items) else "\n")
        f.write("}")
        f.write("\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
