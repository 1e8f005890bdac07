# ctest measure.translate_benches_agree: bench/translate_wasm_bench.cpp (the wasm translator
# figures) and bench/translate_bench.cpp (native) must time the same sentence with the same loop
# (measure/translate_timing.h), or their figures compare different work. Runs both (the wasm
# bench's native build) and compares the sentence each prints and the length of RNNsearch's
# greedy translation each timed.
#   cmake -DNATIVE_BENCH=<translate_bench> -DWASM_BENCH=<translate_wasm_bench> -P same_translate_sentence.cmake
function(run_bench exe out)
  execute_process(COMMAND ${exe} ${ARGN} OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${exe} failed (${rc}):\n${text}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The printed sentence ("sentence...: <text> (N tokens)") and the first greedy figure's
# "(N target tokens" (RNNsearch comes first in translate_bench).
function(read_figures name text)
  string(REGEX MATCH "sentence[^:\n]*: ([^(\n]*)" _ "${text}")
  string(STRIP "${CMAKE_MATCH_1}" sentence)
  string(REGEX MATCH "greedy +median[^(\n]*\\(([0-9]+) target tokens" _ "${text}")
  set(${name}_sentence "${sentence}" PARENT_SCOPE)
  set(${name}_tokens "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

run_bench(${NATIVE_BENCH} native_text 1)
run_bench(${WASM_BENCH} wasm_text)
read_figures(native "${native_text}")
read_figures(wasm "${wasm_text}")
if(native_sentence STREQUAL "" OR NOT native_sentence STREQUAL wasm_sentence)
  message(FATAL_ERROR "the benches time different sentences:\n  translate_bench:      "
                      "'${native_sentence}'\n  translate_wasm_bench: '${wasm_sentence}'")
endif()
if(native_tokens STREQUAL "" OR NOT native_tokens STREQUAL wasm_tokens)
  message(FATAL_ERROR "greedy target tokens differ: translate_bench '${native_tokens}', "
                      "translate_wasm_bench '${wasm_tokens}'")
endif()
message(STATUS "both benches: '${native_sentence}', greedy ${native_tokens} target tokens")
