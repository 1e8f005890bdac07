// keep_freed_heap_memory (see heap_tuning.h): glibc mallopt settings.
#include "measure/heap_tuning.h"

#include <cstdlib>  // defines __GLIBC__ under glibc (through <features.h>)

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ap {

void keep_freed_heap_memory() {
#if defined(__GLIBC__)
  // Blocks below 32 MiB (glibc's largest allowed threshold) come from the heap, and the heap top
  // is given back only beyond 256 MiB free. Setting either one also turns off glibc's dynamic
  // threshold, which otherwise resets them after the first large free.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

}  // namespace ap
