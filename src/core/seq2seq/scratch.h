// thread_scratch<T>(): a function's temporaries kept between its calls, one set per thread.
// Training runs each cell and attention step hundreds of times per update with the same shapes;
// an Eigen matrix assigned a result of its own size reuses its storage, so keeping the temporaries
// saves an allocation and a free per temporary and call (in wasm these cost more than natively).
// Each function declares its own struct of matrices, so no two functions share one; the caller
// must not call the same function again while it uses the returned set (none recurses).
#pragma once

namespace ap::s2s {

template <class T>
T& thread_scratch() {
  thread_local T kept;
  return kept;
}

}  // namespace ap::s2s
