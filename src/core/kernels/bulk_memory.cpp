// zero_floats / copy_floats (see bulk_memory.h). This file is the only one built with
// -mbulk-memory in wasm (src/core/CMakeLists.txt): with that flag LLVM keeps thread_local storage
// as real TLS, which wasm-ld then refuses without atomics, and the rest of the project has
// thread_local buffers. This file has none.
#include "core/kernels/bulk_memory.h"

#include <cstring>

namespace ap::kern {

void zero_floats(float* p, std::size_t n) {
  if (n > 0) std::memset(p, 0, n * sizeof(float));
}

void copy_floats(float* dst, const float* src, std::size_t n) {
  if (n > 0) std::memcpy(dst, src, n * sizeof(float));
}

}  // namespace ap::kern
