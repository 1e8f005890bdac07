# Writes precompressed copies beside every file of <dist>: <file>.gz (gzip -9) and <file>.br
# (brotli -q 11), for hosts that serve them as they are (nginx gzip_static / brotli_static, many
# static hosts, tests/support/static-server.mjs). Left out: files under 1 KiB, images (PNG is
# compressed already) and the copies themselves.
# The page's files are copied into dist/ on every build, so their times say nothing: a copy is
# remade only when its file's SHA-256 differs from the one recorded in <stamps> at the last run.
#   cmake -DDIST=<dist dir> -DSTAMPS=<dir outside dist> -P WebCompress.cmake
find_program(AP_GZIP gzip REQUIRED)
find_program(AP_BROTLI brotli REQUIRED)
file(GLOB_RECURSE files RELATIVE "${DIST}" "${DIST}/*")
foreach(f ${files})
  if(f MATCHES "\\.(gz|br|png)$")
    continue()
  endif()
  set(src "${DIST}/${f}")
  file(SIZE "${src}" bytes)
  if(bytes LESS 1024)
    file(REMOVE "${src}.gz" "${src}.br")
    continue()
  endif()
  file(SHA256 "${src}" hash)
  set(stamp "${STAMPS}/${f}.sha256")
  set(old "")
  if(EXISTS "${stamp}")
    file(READ "${stamp}" old)
  endif()
  if(old STREQUAL hash AND EXISTS "${src}.gz" AND EXISTS "${src}.br")
    continue()
  endif()
  execute_process(COMMAND "${AP_GZIP}" -9 -n -k -f "${src}" RESULT_VARIABLE rc_gz)
  execute_process(COMMAND "${AP_BROTLI}" -q 11 -k -f "${src}" RESULT_VARIABLE rc_br)
  if(NOT rc_gz EQUAL 0 OR NOT rc_br EQUAL 0)
    message(FATAL_ERROR "compressing ${f} failed (gzip: ${rc_gz}, brotli: ${rc_br})")
  endif()
  file(WRITE "${stamp}" "${hash}")
endforeach()
