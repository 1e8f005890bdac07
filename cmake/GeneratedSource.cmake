# ap_add_generated_source(target path content): writes `content` to `path` (a generated C++ file
# under the build tree) only when it differs from what is there — so an unrelated re-configure
# does not rebuild the target — and adds it to `target`'s sources. Used by EmbedI18n and
# EmbedFonts.
function(ap_add_generated_source target path content)
  set(_old "")
  if(EXISTS "${path}")
    file(READ "${path}" _old)
  endif()
  if(NOT _old STREQUAL content)
    file(WRITE "${path}" "${content}")
  endif()
  target_sources(${target} PRIVATE "${path}")
endfunction()
