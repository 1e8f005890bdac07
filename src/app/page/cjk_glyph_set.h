// CjkGlyphSet: which of the CJK font's characters the atlas rasterises, per face, grown lazily
// as the page draws them. Plain data, no ImGui (ui/cjk_glyph_requests.h is the ImGui side).
//
// The atlas starts with none of the font's characters. Each one it lacks gets a blank
// placeholder glyph; a frame that draws a placeholder reports it with note_missing(), and
// between frames take_batch() moves the frame's misses into the requested sets, so the atlas is
// built again once with them. Batching: after a batch, the next one waits kFramesBetweenBatches
// frames, so typing Chinese rebuilds the atlas at most every few frames, not on every key.
//
//   note_missing(face, c)* → take_batch() == true → ranges(face) grown → atlas rebuilt
//
// A face is the index of its base font in the atlas. Characters the font lacks are never
// requested (set_font_code_points says which it has).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

namespace ap {

class CjkGlyphSet {
 public:
  static constexpr int kFramesBetweenBatches = 4;

  // The code points the CJK font has (its cmap), sorted; empty: not known (draw everything).
  void set_font_code_points(std::vector<char32_t> code_points);
  const std::vector<char32_t>& font_code_points() const { return font_code_points_; }
  bool lazy() const { return !font_code_points_.empty(); }
  bool font_has(char32_t c) const;

  // A frame drew `c` in `face` with a placeholder. Ignored if the font lacks it or it is
  // already requested.
  void note_missing(int face, char32_t c);
  bool has_waiting() const { return !waiting_.empty(); }

  // Once per frame, between frames: if misses wait and the last batch was at least
  // kFramesBetweenBatches calls ago (or there was none), requests them and returns true (the
  // atlas must be built again).
  bool take_batch();

  bool requested(int face, char32_t c) const;
  std::size_t requested_count(int face) const;
  // ImGui's glyph ranges for `face`: pairs [first, last] of 16-bit code points, then 0. The
  // address stays valid until the face's set grows (take_batch) or clear().
  const std::uint16_t* ranges(int face);

  // A new font: forget every request.
  void clear();

 private:
  std::vector<char32_t> font_code_points_;
  std::map<int, std::set<char32_t>> requested_;
  std::map<int, std::vector<std::uint16_t>> ranges_;  // built from requested_ on demand
  std::map<int, std::set<char32_t>> waiting_;
  int frames_since_batch_ = kFramesBetweenBatches;
};

}  // namespace ap
