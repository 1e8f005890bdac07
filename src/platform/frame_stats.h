// FrameStats: CPU time of the last frames (milliseconds, measured around the frame function with
// emscripten_get_now), for the JS API's _frameTimes() and bench/web/measure-web.mjs.
#pragma once

#include <cstddef>
#include <vector>

namespace ap::platform {

class FrameStats {
 public:
  explicit FrameStats(std::size_t capacity = 1000) : capacity_(capacity) { ms_.reserve(capacity); }
  void add(double ms) {
    if (ms_.size() < capacity_) {
      ms_.push_back(ms);
    } else {
      ms_[next_] = ms;
      next_ = (next_ + 1) % capacity_;
    }
    ++count_;
  }
  // The kept samples, oldest first.
  std::vector<double> samples() const {
    std::vector<double> out(ms_.begin() + static_cast<long>(next_), ms_.end());
    out.insert(out.end(), ms_.begin(), ms_.begin() + static_cast<long>(next_));
    return out;
  }
  void clear() {
    ms_.clear();
    next_ = 0;
  }
  unsigned long long count() const { return count_; }  // frames drawn since start

 private:
  std::size_t capacity_;
  std::size_t next_ = 0;
  std::vector<double> ms_;
  unsigned long long count_ = 0;
};

}  // namespace ap::platform
