#!/usr/bin/env python3
"""Seed corpora for the libFuzzer targets in tests/fuzz/ (one folder per target under OUT).

Usage: tools/gen/fuzz-seeds.py OUT [--cli PATH]
Seeds are small valid (and a few nearly valid) inputs of each path, so that fuzzing starts from
the interesting structure: scenes for every score function, links (the lab section comes from
`attention link` when --cli is given; view/translation/demos sections are JSON and are forged
here with their CRC-32), PageApi calls, model-file mutation lists, sentences, demo texts, CSV,
training views.
Standard library only; the output is deterministic.
"""
import argparse
import base64
import json
import os
import struct
import subprocess
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCENES = [
    {"score": "dot", "query": [1, 0], "keys": [[1, 0], [0, 1]], "values": [[1], [2]]},
    {"score": "scaled_dot", "temperature": 0.5, "query": [1, 2, 3], "keys": [[1, 2, 3], [3, 2, 1]],
     "values": [[1, 0], [0, 1]], "labels": ["猫", "dog"], "mask": [True, False]},
    {"score": "general", "query": [1, 2], "keys": [[1, 2]], "values": [[1]], "W": [[1, 0], [0, 1]]},
    {"score": "additive", "query": [1, 2], "keys": [[1, 2], [2, 1]], "values": [[1], [0]],
     "Wq": [[1, 2]], "Wk": [[2, 1]], "v": [1]},
    {"score": "cosine", "queries": [[1, 0], [0, 1]], "keys": [[1, 0], [0, 1], [1, 1]],
     "values": [[1, 2], [3, 4], [5, 6]]},
    {"score": "dot", "query": [3.4e38, -0.0], "keys": [[1e-45, 1]], "values": [[1e38]]},
]
STATES = [
    {"view": {"tab": "translate", "language": "zh"}},
    {"translation": {"sentence": "the council signed the law .", "model": "encdec", "beam": 3}},
    {"demos": {"painting_query": "mother and child", "painting_temperature": 0.5,
               "weight_edits": [[0, "q", 0, 0, 1.5], [1, "o", 2, 3, -0.25]]}},
    {"demos": {"self_sentence": "研表究明", "heads": 4, "d_model": 64, "causal": True}},
]
SENTENCES = [
    "The agreement on the European Economic Area was signed in August 1992.",
    "the council signed the law .", "The minister did not sign the treaty in 1995 .",
    "été août 1992", "the the the the", "", "猫 council",
]
DEMO_TEXTS = ["mother and child", "animals", "牛", "研表究明", "the cat sat on the mat", "",
              "a" * 300, "🙂🙂 x"]
CSVS = ["1,2\n3,4\n", "a,1,2\nb,3,4\n", "x;y\n1;2\n", "# comment\n1\t2\t3\n\n4 5 6\n",
        "1,2,3,4\n5,6,7,8\n", "label,1e38\n", "1,NaN\n"]


def link(sections: bytes) -> str:
    body = sections + struct.pack("<I", zlib.crc32(sections) & 0xFFFFFFFF)
    return "v1." + base64.urlsafe_b64encode(body).decode().rstrip("=")


def section(tag: int, data: bytes) -> bytes:
    out, n = bytes([tag]), len(data)
    while True:  # unsigned LEB128 length
        b = n & 0x7F
        n >>= 7
        out += bytes([b | (0x80 if n else 0)])
        if not n:
            return out + data


def view_str(text: str) -> bytes:
    b = text.encode()
    return struct.pack("<I", len(b)) + b


def view_run(kind: int, steps: int, snapshot_words: list, tx: int, layers: int = 0,
             heads: int = 0) -> bytes:
    """One run of a training view: counters, 2 loss points, 1 validation, 1 snapshot, no file."""
    r = struct.pack("<Bqiqii", kind, steps, 0, 8 * steps, 5, 5)  # kind … probe_every
    r += struct.pack("<I", 2) + struct.pack("<qd", 40, 3.5) + struct.pack("<qd", 80, 2.25)
    r += struct.pack("<I", 1) + struct.pack("<qdd", 80, 12.5, 0.1)
    r += struct.pack("<I", 2) + struct.pack("<dd", 10.0, float("nan"))
    r += struct.pack("<I", 2) + struct.pack("<dd", 0.0, 0.5)
    r += struct.pack("<I", 1) + view_snapshot(steps, snapshot_words, tx, layers, heads)
    r += struct.pack("<I", 0)  # no model file
    return r


def view_snapshot(steps: int, words: list, tx: int, layers: int = 0, heads: int = 0) -> bytes:
    """A probe snapshot: step, examples, target words, tx, layers, heads, uniform maps (one, or
    layers × heads for a Transformer), accuracy, and the Transformer's accuracy per map."""
    maps = layers * heads if layers * heads > 0 else 1
    r = struct.pack("<qq", steps, 8 * steps)
    r += struct.pack("<I", len(words)) + b"".join(view_str(w) for w in words)
    r += struct.pack("<iii", tx, layers, heads) + struct.pack("<I", maps * len(words) * tx)
    r += b"".join(struct.pack("<f", 1.0 / tx) for _ in range(maps * len(words) * tx))
    r += struct.pack("<d", 0.5)
    per_map = layers * heads
    return r + struct.pack("<I", per_map) + b"".join(struct.pack("<d", 0.5) for _ in range(per_map))


def view_tail(task: int, preview: bool) -> bytes:
    """A view's data (task, buckets, sentences per bucket) and, if asked, a one-model preview."""
    buckets = [(3, 5), (6, 10)] if task >= 0 else []
    r = struct.pack("<i", task) + struct.pack("<I", len(buckets))
    r += b"".join(struct.pack("<ii", lo, hi) for lo, hi in buckets)
    r += struct.pack("<I", len(buckets)) + b"".join(struct.pack("<i", 50) for _ in buckets)
    r += struct.pack("<dd", 9.5, 10.5)  # mean source and target tokens per training pair
    if not preview:
        return r + struct.pack("<B", 0)
    r += struct.pack("<B", 1) + view_str('{"model":"search","hidden":16}')
    r += struct.pack("<I", 1) + struct.pack("<B", 1)
    r += struct.pack("<I", 1) + view_snapshot(0, ["le", "</s>"], 3)
    probe = ["the", "council", "</s>"]
    return r + struct.pack("<I", len(probe)) + b"".join(view_str(w) for w in probe)


def training_views():
    head = b"APTV" + struct.pack("<I", 4)
    idle = head + struct.pack("<B", 0) + view_str("") + struct.pack("<ddB", 0, 0, 0) + view_str("")
    idle += struct.pack("<I", 0) + view_tail(0, True)
    running = head + struct.pack("<B", 1) + view_str("") + struct.pack("<ddB", 1500.0, 1400.0, 1)
    running += view_str('{"model":"both","hidden":16}') + struct.pack("<I", 2)
    running += view_run(1, 10, ["le", "conseil", "</s>"], 4) + view_run(2, 10, ["</s>"], 4)
    running += view_tail(2, False)
    failed = head + struct.pack("<B", 3) + view_str("The training worker stopped (x).")
    failed += struct.pack("<ddB", 10.0, 9.0, 1) + view_str("{}") + struct.pack("<I", 1)
    failed += view_run(1, 3, ["été", "</s>"], 2) + view_tail(-1, False)
    pair = head + struct.pack("<B", 2) + view_str("") + struct.pack("<ddB", 900.0, 800.0, 1)
    pair += view_str('{"model":"search+transformer","hidden":16}') + struct.pack("<I", 2)
    pair += view_run(1, 6, ["le", "</s>"], 3) + view_run(3, 6, ["le", "</s>"], 3, 2, 4)
    pair += view_tail(0, False)
    return [("idle", idle), ("running", running), ("failed", failed), ("transformer", pair)]


def write(folder: str, name: str, data) -> None:
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--cli")
    a = ap.parse_args()
    d = lambda t: os.path.join(a.out, t)  # noqa: E731

    for i, s in enumerate(SCENES):
        write(d("scene_json"), f"scene{i}", json.dumps(s, ensure_ascii=False))
        write(d("page_state"), f"scene{i}", b"\x01" + json.dumps(s, ensure_ascii=False).encode())
        write(d("page_state"), f"rawscene{i}",
              b"\x04" + json.dumps([s], ensure_ascii=False).encode())
    write(d("scene_json"), "truncated", '{"query": [1,')
    write(d("scene_json"), "overflow", '{"query":[1e999],"keys":[[1]],"values":[[1]]}')
    for i, s in enumerate(STATES):
        text = json.dumps(s, ensure_ascii=False)
        write(d("page_state"), f"state{i}", b"\x00" + text.encode())
        write(d("page_state"), f"rawstate{i}", b"\x03" + json.dumps([s], ensure_ascii=False).encode())
        for key, tag in (("view", 2), ("translation", 3), ("demos", 4)):
            if key in s:
                frag = link(section(tag, json.dumps(s[key], ensure_ascii=False).encode()))
                write(d("share_link"), f"state{i}", frag)
                write(d("page_state"), f"link{i}", b"\x02" + frag.encode())
    if a.cli:
        for i, s in enumerate(SCENES[:5]):
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(s, f)
            frag = subprocess.run([a.cli, "link", f.name], capture_output=True, text=True,
                                  check=True).stdout.strip()
            os.unlink(f.name)
            frag = frag[frag.find("v1."):]
            write(d("share_link"), f"lab{i}", frag)
            write(d("page_state"), f"lablink{i}", b"\x02" + frag.encode())
    write(d("share_link"), "issue", "#v1.BCN7IndlaWdodF9lZGl0cyI6W1swLCJxIiwwLDAsMWUzOV1dfdSHLQk")

    # model_file: [flags] then 5-byte mutations (op, offset u16, value u16); see the target.
    write(d("model_file"), "fp32", b"\x00")
    write(d("model_file"), "int8", b"\x01")
    write(d("model_file"), "hidden", b"\x00" + bytes([1, 3, 0]) + struct.pack("<H", 1000))
    write(d("model_file"), "cut", b"\x01" + bytes([2, 100, 0, 0, 0]))
    write(d("model_file"), "byte", b"\x00" + bytes([0, 60, 0, 0xFF, 0]))
    # bit 3: the Transformer's file (heads field 3: 3 heads, d_model 4, not a multiple)
    write(d("model_file"), "transformer-fp32", b"\x08")
    write(d("model_file"), "transformer-int8", b"\x09")
    write(d("model_file"), "transformer-heads", b"\x08" + bytes([1, 3, 0]) + struct.pack("<H", 3))
    write(d("model_file"), "transformer-layers", b"\x08" + bytes([1, 5, 0]) + struct.pack("<H", 9))

    # training_view: views as the worker sends them (layout in src/app/training/training_remote.h).
    for name, view in training_views():
        write(d("training_view"), name, view)

    for i, s in enumerate(SENTENCES):
        write(d("translate"), f"s{i}", bytes([i % 4]) + s.encode())
    for i, t in enumerate(DEMO_TEXTS):
        write(d("demos"), f"painting{i}", bytes([1 + 2 * (i % 2) + 4 * i]) + t.encode())
        write(d("demos"), f"self{i}", bytes([(2 * i + 64) % 256, 255, 0]) + t.encode())
    for i, t in enumerate(CSVS):
        write(d("csv"), f"csv{i}", bytes([i % 3]) + t.encode())

    # inference_message: [0 request / 1 answer] then bytes (layout in app/translation/inference_remote.h):
    # a translate request (kind 0, model 0, "the cat .", beam 1) and a refused answer.
    write(d("inference_message"), "request", b"\x00\x00\x00\x09the cat .\x01")
    write(d("inference_message"), "answer", b"\x01\x00\x00\x05error")

    # font_cmap: a UI font as shipped (its cmap has format 4 subtables) and its first 4 KB.
    with open(os.path.join(ROOT, "assets/fonts/ui-sans.ttf"), "rb") as f:
        font = f.read()
    write(d("font_cmap"), "ui-sans", font)
    write(d("font_cmap"), "ui-sans-head", font[:4096])

    # sentence_set: the newcomer set as it is, and a few malformed lines.
    with open(os.path.join(ROOT, "tests/fixtures/newcomer_set.tsv"), "rb") as f:
        write(d("sentence_set"), "newcomer", f.read())
    write(d("sentence_set"), "fields", "greeting\tHello.\n")
    write(d("sentence_set"), "twice", "a\tHi.\tSalut.\nb\thi.\tSalut.\n")
    write(d("sentence_set"), "alternatives", "a\tYes.\tOui.\tOuais | Si\n# note\n")

    # lesson_link: [flags] then 5-byte mutations (op, offset u16, value u16) of a valid lesson's
    # payload (see the target); bit 1: the rest is a raw link text.
    write(d("lesson_link"), "valid", b"\x00")
    write(d("lesson_link"), "byte", b"\x00" + bytes([0, 20, 0, 0xFF, 0]))
    write(d("lesson_link"), "cut", b"\x00" + bytes([2, 40, 0, 0, 0]))
    write(d("lesson_link"), "insert", b"\x00" + bytes([1, 3, 0, 0x7F, 0]))
    write(d("lesson_link"), "no-crc-fix", b"\x01" + bytes([3, 9, 0, 0x10, 0]))
    write(d("lesson_link"), "version", b"\x04\x01")
    write(d("lesson_link"), "raw", b"\x02#lesson1.AAAA")

    # explain: [bit 0 Transformer, bit 1 JSON options] then view, layer, head, intervention,
    # position, word, release bytes (or the JSON line) and the sentence (see the target).
    for i, s in enumerate(["I love Mary.", "The agreement was signed in August 1992."]):
        write(d("explain"), f"search{i}", bytes([0, 0, 0, 0, 1, 3, 0, 0]) + s.encode())
        write(d("explain"), f"transformer{i}", bytes([1, 2, 0, 0, 2, 2, 0, 1]) + s.encode())
        write(d("explain"), f"head{i}", bytes([1, 0, 2, 4, 3, 1, 2, 0]) + s.encode())
    write(d("explain"), "json", b"\x03" + json.dumps(
        {"view": "rollout", "intervention": {"kind": "uniform", "position": 1}}).encode()
        + b"\nThe agreement was signed.")
    write(d("explain"), "json-bad", b"\x02" + b'{"view": "sideways"}\nI love Mary.')


if __name__ == "__main__":
    main()
