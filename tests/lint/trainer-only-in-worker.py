#!/usr/bin/env python3
"""The trainer is in the training worker's module, not in the page's.

Reads the two modules' symbol maps (cmake/WebTarget.cmake writes <build>/app.symbols and
<build>/train_worker.symbols) and checks each of the trainer's entry points: it must be in the
worker's module (so the name still means something) and must not be in the page's (so the first
load does not carry it). A failure names the function that came back into the page and says
which reference to look for.

Usage: trainer-only-in-worker.py APP_SYMBOLS WORKER_SYMBOLS
"""
import re
import sys

# The trainer's entry points, as the symbol map names them (demangled). The models' backward
# passes are not among them: the Explain tab's gradient × input runs them in the page
# (src/core/explain/saliency.h); what stays out of the page is everything that trains.
TRAINER = {
    "the local TrainingSession constructor (reaches the whole trainer)":
        r"^ap::TrainingSession::TrainingSession\(std::__2::function<double \(\)>, ap::TrainingPlan\)",
    "a unit of training work": r"^ap::TrainingSession::do_unit\(",
    "building the task's data": r"^ap::TrainingSession::ensure_data\(",
    "a resumable training run (either family's, training_run.h)": r"RunOf<.*>::step_chunk\(",
    "a probe snapshot": r"RunOf<.*>::probe\(",
}


def names(path):
    """Function names of a symbol map (lines "index:name", with \\xx escapes)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            name = line.rstrip("\n").partition(":")[2]
            out.append(re.sub(r"\\([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), name))
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    try:
        page, worker = names(sys.argv[1]), names(sys.argv[2])
    except OSError as e:
        sys.exit(f"cannot read a symbol map ({e}): build the web preset first")
    failures = []
    for what, pattern in TRAINER.items():
        rx = re.compile(pattern)
        in_worker = [n for n in worker if rx.search(n)]
        in_page = [n for n in page if rx.search(n)]
        if not in_worker:
            failures.append(f"{what}: /{pattern}/ matches nothing in the worker's module; "
                            "update this list to the trainer's current names")
        for n in in_page:
            failures.append(f"{what} is in the page's module: {n[:160]} (something in the page "
                            "reaches the local trainer: see src/app/training/training_session.h)")
        print(f"{what}: worker {len(in_worker)}, page {len(in_page)}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"the page's module ({len(page)} functions) links none of the trainer's "
          f"{len(TRAINER)} entry points; the worker's ({len(worker)}) has them all")


if __name__ == "__main__":
    main()
