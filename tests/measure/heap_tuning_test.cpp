// keep_freed_heap_memory (measure/heap_tuning.h): under glibc, a 4 MiB block comes from the heap,
// not from its own mmap, and freeing it does not shrink the heap (the next call reuses those pages
// instead of faulting in fresh ones). Without the call, glibc mmaps such a block (threshold
// 128 KiB) and unmaps it on free. Skipped where there is no glibc (wasm).
#include "measure/heap_tuning.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

TEST(HeapTuning, LargeBlocksStayInTheHeapAfterFree) {
#if defined(__GLIBC__)
  ap::keep_freed_heap_memory();
  const struct mallinfo2 before = mallinfo2();
  constexpr std::size_t kBytes = 4u << 20;
  auto* p = static_cast<char*>(std::malloc(kBytes));
  ASSERT_NE(p, nullptr);
  std::memset(p, 1, kBytes);
  const struct mallinfo2 held = mallinfo2();
  EXPECT_EQ(held.hblkhd, before.hblkhd) << "the block was mmap'ed on its own";
  EXPECT_GE(held.arena, before.arena + kBytes) << "the block did not come from the heap";
  std::free(p);
  const struct mallinfo2 after = mallinfo2();
  EXPECT_GE(after.arena, before.arena + kBytes) << "freeing the block trimmed the heap";
  EXPECT_GE(after.fordblks, kBytes) << "the freed block is not kept for reuse";
#else
  GTEST_SKIP() << "no glibc: nothing to tune";
#endif
}
