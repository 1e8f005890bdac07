// evaluate_lab() (declared in app/scene/scene.h): the one function that turns a lab scene into
// numbers, shared by the CLI (`attention eval`), the session/UI and the JS API so that all of
// them show the same values. A thin front end over core/attention.h.
#include "app/scene/scene.h"

namespace ap {

LabResult evaluate_lab(const AttentionScene& scene) {
  LabResult r;
  const Vec q = scene.queries.row(0).transpose();  // (d)
  r.single = attend(scene.spec, q, scene.keys, scene.values, scene.mask);
  r.batched = attend_batched(scene.spec, scene.queries, scene.keys, scene.values, scene.mask);
  return r;
}

}  // namespace ap
