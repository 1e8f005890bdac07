// Native processes (the CLI, the benchmarks) keep freed heap memory for reuse instead of handing
// it back to the operating system after every call.
//
// Why: with glibc's defaults, a block of 128 KiB or more is mmap'ed and unmapped on every
// allocation, and the heap top is trimmed once 128 KiB of it is free. The attention core and the
// trainer allocate their temporaries per call (a (256, 512) score matrix is 512 KiB), so every call
// page-faulted fresh zeroed pages back in: the batched (256, 512, 64) attention took 3× and a
// training batch 2.5× the time of the same code without the faults ("native slower than
// wasm" anomaly; wasm's allocator never returns memory, so it never paid this). The price is that
// a process's resident size stays at its peak, which for our commands is a few tens of MB.
#pragma once

namespace ap {

// Call once, at the start of main(). No effect outside glibc.
void keep_freed_heap_memory();

}  // namespace ap
