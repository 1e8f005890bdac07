# Writes <dist>/build-info.json: facts about the build the page's loader needs at run time
# (today: the uncompressed size of app.wasm, for the download progress bar when the server
# gzips the file and Content-Length no longer says how many bytes will arrive).
#   cmake -DWASM=<path to app.wasm> -DOUT=<path to build-info.json> -P WebBuildInfo.cmake
file(SIZE "${WASM}" wasm_bytes)
file(WRITE "${OUT}" "{\"wasmBytes\": ${wasm_bytes}}\n")
