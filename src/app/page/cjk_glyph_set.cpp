// CjkGlyphSet (see cjk_glyph_set.h): the requested characters per face and the batching.
#include "app/page/cjk_glyph_set.h"

#include <algorithm>
#include <utility>

namespace ap {

void CjkGlyphSet::set_font_code_points(std::vector<char32_t> code_points) {
  std::sort(code_points.begin(), code_points.end());
  code_points.erase(std::unique(code_points.begin(), code_points.end()), code_points.end());
  font_code_points_ = std::move(code_points);
}

bool CjkGlyphSet::font_has(char32_t c) const {
  return std::binary_search(font_code_points_.begin(), font_code_points_.end(), c);
}

void CjkGlyphSet::note_missing(int face, char32_t c) {
  if (!font_has(c) || requested(face, c)) return;
  waiting_[face].insert(c);
}

bool CjkGlyphSet::take_batch() {
  if (frames_since_batch_ < kFramesBetweenBatches) ++frames_since_batch_;
  if (waiting_.empty() || frames_since_batch_ < kFramesBetweenBatches) return false;
  for (auto& [face, chars] : waiting_) {
    requested_[face].insert(chars.begin(), chars.end());
    ranges_.erase(face);
  }
  waiting_.clear();
  frames_since_batch_ = 0;
  return true;
}

bool CjkGlyphSet::requested(int face, char32_t c) const {
  const auto it = requested_.find(face);
  return it != requested_.end() && it->second.count(c) > 0;
}

std::size_t CjkGlyphSet::requested_count(int face) const {
  const auto it = requested_.find(face);
  return it == requested_.end() ? 0 : it->second.size();
}

const std::uint16_t* CjkGlyphSet::ranges(int face) {
  auto [it, added] = ranges_.try_emplace(face);
  std::vector<std::uint16_t>& r = it->second;
  if (added) {
    // Consecutive code points share one range (hanzi of a phrase rarely are; kana often).
    const auto req = requested_.find(face);
    if (req != requested_.end())
      for (char32_t c : req->second) {
        if (c > 0xFFFF) continue;  // ImGui 1.86 draws the Basic Multilingual Plane only
        const auto v = static_cast<std::uint16_t>(c);
        if (!r.empty() && r.back() + 1 == v)
          r.back() = v;
        else
          r.insert(r.end(), {v, v});
      }
    r.push_back(0);
  }
  return r.data();
}

void CjkGlyphSet::clear() {
  requested_.clear();
  ranges_.clear();
  waiting_.clear();
  frames_since_batch_ = kFramesBetweenBatches;
}

}  // namespace ap
