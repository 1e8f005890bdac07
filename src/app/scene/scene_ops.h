// Edits of a lab scene that keep it valid: add/delete/duplicate/move key rows (value, label and
// mask move along), add/delete query rows, change d, e or h keeping the numbers that still fit,
// switch the score function (creating its parameters), randomise from a seed, normalise rows,
// and paste CSV text as keys and/or values. Every function works on a valid scene and leaves it
// valid; those returning bool change nothing when they return false.
#pragma once

#include "app/scene/csv.h"
#include "app/scene/scene.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// ---- rows ------------------------------------------------------------------------------------
// Inserts key `at` (clamped to [0, n]) with a zero key and value, a fresh label ("k5"), unmasked.
bool add_key(AttentionScene* s, int at);
bool delete_key(AttentionScene* s, int index);       // refuses to delete the last key
bool duplicate_key(AttentionScene* s, int index);    // the copy goes right after `index`
bool move_key(AttentionScene* s, int from, int to);  // the key ends up at index `to`
bool add_query(AttentionScene* s, int at);           // a copy of query row 0 at `at` (clamped)
bool delete_query(AttentionScene* s, int index);     // refuses to delete the last query

// ---- dimensions ------------------------------------------------------------------------------
// New coordinates are 0, dropped ones are gone; except W, whose new diagonal entries are 1 so
// that "general" keeps scoring the new axis like a dot product instead of ignoring it.
bool set_key_dim(AttentionScene* s, int d);     // queries, keys, W, Wq, Wk; 1 ≤ d ≤ kMaxDim
bool set_value_dim(AttentionScene* s, int e);   // values; 1 ≤ e ≤ kMaxDim
bool set_hidden_dim(AttentionScene* s, int h);  // Wq, Wk, v (creates them if absent); 1..kMaxHidden

// Selects f and, if f needs parameters the scene lacks, creates them: W = identity for
// "general" (so it starts out equal to "dot"), Wq = Wk = the first h rows of the identity
// (h = max(d, 2)) and v = ones for "additive".
void set_score_function(AttentionScene* s, ScoreFunction f);

// ---- numbers ---------------------------------------------------------------------------------
enum ScenePart : unsigned {
  kPartQueries = 1u,
  kPartKeys = 2u,
  kPartValues = 4u,
  kPartParams = 8u,  // W, Wq, Wk, v where present
  kPartAll = 15u,
};
// Deterministic for a seed (core/rng.h): queries, keys and values uniform in [-1, 1) rounded to
// 2 decimals (readable in the tables), parameters N(0, 1/d). Parts are drawn in the order above,
// each from its own stream (seed + part index), so randomising only keys gives the same keys.
void randomise(AttentionScene* s, std::uint64_t seed,
               unsigned parts = kPartQueries | kPartKeys | kPartValues);
// Scales each row of the chosen parts (queries, keys, values) to unit length; zero rows stay 0.
void normalise_rows(AttentionScene* s, unsigned parts);

// ---- CSV paste (the parser: app/scene/csv.h)
// -------------------------------------------------------
enum class CsvTarget {
  Keys,          // columns = d (sets d); n = rows
  Values,        // columns = e (sets e); n = rows
  KeysAndValues  // the first d columns (current d) are the key, the rest the value (sets e)
};
// Replaces keys and/or values with the table; n becomes the number of rows (the other matrix
// keeps its rows that still fit, new ones are 0); labels come from the table if it has them.
bool paste_csv(AttentionScene* s, std::string_view text, CsvTarget target, std::string* error);

}  // namespace ap
