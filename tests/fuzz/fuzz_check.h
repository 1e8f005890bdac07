// Shared by the libFuzzer targets in tests/fuzz/: FUZZ_CHECK aborts with a message (libFuzzer
// then saves the input as a crash file), so each target asserts its property, not only "no
// crash". Built by the `fuzz` preset only (clang-14, -fsanitize=fuzzer,address,undefined).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#define FUZZ_CHECK(cond, what)                                                                  \
  do {                                                                                          \
    if (!(cond)) {                                                                              \
      std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n  %s\n", __FILE__, __LINE__, #cond, \
                   std::string(what).c_str());                                                  \
      std::abort();                                                                             \
    }                                                                                           \
  } while (0)
