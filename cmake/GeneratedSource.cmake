# Writing generated files only when their content changed, so an unrelated re-configure or build
# step leaves them (and their times) alone and nothing rebuilds needlessly.
#
# ap_write_if_changed(path content): writes `content` to `path` unless it already holds exactly
# that. Also usable in script mode (cmake -P: WebBuildInfo.cmake).
# ap_add_generated_source(target path content): the same for a generated C++ file, added to
# `target`'s sources (EmbedI18n, EmbedFonts).
function(ap_write_if_changed path content)
  set(_old "")
  if(EXISTS "${path}")
    file(READ "${path}" _old)
  endif()
  if(NOT _old STREQUAL content)
    file(WRITE "${path}" "${content}")
  endif()
endfunction()

function(ap_add_generated_source target path content)
  ap_write_if_changed("${path}" "${content}")
  target_sources(${target} PRIVATE "${path}")
endfunction()
