#!/usr/bin/env python3
"""The trainer and the translator's computations are in their workers' modules, not in the page's.

Reads the modules' symbol maps (cmake/WebTarget.cmake writes <build>/app.symbols,
<build>/train_worker.symbols and <build>/infer_worker.symbols) and checks each entry point of the
computations the page hands to a worker: it must be in that worker's module (so the name still
means something) and must not be in the page's (so the first load does not carry it). A failure
names the function that came back into the page and says where to look.

Usage: compute-only-in-workers.py APP_SYMBOLS TRAIN_WORKER_SYMBOLS INFER_WORKER_SYMBOLS
"""
import re
import sys

# The trainer's entry points, as the symbol map names them (demangled). The models' backward
# passes are not among them (the explanations' gradient × input runs them, in the inference
# worker); what they guard is everything that trains.
TRAINER = {
    "the local TrainingSession constructor (reaches the whole trainer)":
        r"^ap::TrainingSession::TrainingSession\(std::__2::function<double \(\)>, ap::TrainingPlan\)",
    "a unit of training work": r"^ap::TrainingSession::do_unit\(",
    "building the task's data": r"^ap::TrainingSession::ensure_data\(",
    "a resumable training run (either family's, training_run.h)": r"RunOf<.*>::step_chunk\(",
    "a probe snapshot": r"RunOf<.*>::probe\(",
}
# The inference worker's: a translation and an explanation computed here (the page's
# TranslationService and ExplainService are built AskTheWorker).
INFERENCE = {
    "a translation computed here (TranslationService's local constructor reaches it)":
        r"^ap::translate_here\(",
    "an explanation computed here (ExplainService's local constructor reaches it)":
        r"^ap::explain_here\(",
    "the corpus generator (the test split behind the reference translations; translate_here)":
        r"^ap::s2s::SentenceSampler::SentenceSampler\(",
}
WHERE = {
    "training": "src/app/training/training_session.h",
    "inference": "src/app/translation/translation_service.h, src/app/explain/explain_service.h and "
                 "src/app/translation/translation_local.cpp",
}


def names(path):
    """Function names of a symbol map (lines "index:name", with \\xx escapes)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            name = line.rstrip("\n").partition(":")[2]
            out.append(re.sub(r"\\([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), name))
    return out


def check(page, worker, worker_name, entry_points, failures):
    """Appends to failures each entry point missing from the worker or present in the page."""
    for what, pattern in entry_points.items():
        rx = re.compile(pattern)
        in_worker = [n for n in worker if rx.search(n)]
        in_page = [n for n in page if rx.search(n)]
        if not in_worker:
            failures.append(f"{what}: /{pattern}/ matches nothing in the {worker_name} worker's "
                            "module; update this list to the current names")
        for n in in_page:
            failures.append(f"{what} is in the page's module: {n[:160]} (something in the page "
                            f"reaches the local computation: see {WHERE[worker_name]})")
        print(f"{what}: {worker_name} worker {len(in_worker)}, page {len(in_page)}")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1])
    try:
        page, trainer, inference = (names(p) for p in sys.argv[1:4])
    except OSError as e:
        sys.exit(f"cannot read a symbol map ({e}): build the web preset first")
    failures = []
    check(page, trainer, "training", TRAINER, failures)
    check(page, inference, "inference", INFERENCE, failures)
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"the page's module ({len(page)} functions) links none of the "
          f"{len(TRAINER) + len(INFERENCE)} entry points; the workers' modules have them all")


if __name__ == "__main__":
    main()
