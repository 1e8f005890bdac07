// Filling and copying float arrays with the engine's own memory routines. In wasm, libc's memset
// and memcpy are loops of 8-byte stores (2.5–3× slower than native for the gradient buffers the
// trainer zeroes before every chunk); bulk_memory.cpp alone is compiled with -mbulk-memory, so
// there these calls become memory.fill / memory.copy, which the engine runs at native speed.
// Natively they are memset / memcpy.
#pragma once

#include <cstddef>

namespace ap::kern {

void zero_floats(float* p, std::size_t n);                      // p[0..n) = +0
void copy_floats(float* dst, const float* src, std::size_t n);  // dst[0..n) = src[0..n), no overlap

}  // namespace ap::kern
