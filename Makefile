# TreeBench: the two commands a new user runs, and a few more.
#   make run    installs Graphviz if missing, builds in release mode, runs the side-by-side sweep
#   make test   installs Graphviz if missing, builds and runs the tests (minutes: the scale tests and the
#               browser checks are targets of their own, test-scale and pictures-check, which CI runs too)
.PHONY: setup run test test-scale pictures-check lint workflows-lint docs format benchmark allocation-check \
	big-output-check corpus-charts fuzz fuzz-long clean chart-engine

SWIFT ?= swift
OUT ?= treebench-results
RUN_FLAGS ?=

setup:
	./scripts/setup.sh

# Optimised as any release build, without DWARF debug info (nothing here reads it): on a fresh
# clone on 2 cores the build took 162 s wall (203 CPU s) instead of 206 s (211 CPU s).
run: setup
	$(SWIFT) build -c release --product treebench -debug-info-format none
	.build/release/treebench run --out $(OUT) $(RUN_FLAGS)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The tests that prove behaviour at scale (a million people laid out, 60,000 derived, a 3,000,000-person
# generate stopped by an address-space limit, every person of three GEDCOM files charted): each test
# type keeps them in a nested `AtScale` suite, which runs only with TREEBENCH_SCALE_TESTS set
# (Tests/TestSupport/ScaleTesting.swift). Debug build, as `make test`'s: the work counts they hold
# are counted in debug builds only.
test-scale: setup
	$(SWIFT) build --build-tests
	TREEBENCH_SCALE_TESTS=1 $(SWIFT) test --skip-build --filter AtScale

# The pictures a person looks at, opened in headless Chromium (installed if missing), and the PNG
# and PDF checked (scripts/pictures-check.sh).
pictures-check:
	./scripts/setup.sh --browser
	$(SWIFT) build --product treebench
	./scripts/pictures-check.sh .build/debug/treebench

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Tools \
		Fuzz/Package.swift Fuzz/Targets ChartEngine

# The DocC documentation of the library modules, every warning (a broken link, an undocumented
# parameter) an error. Archives go to .build/plugins/Swift-DocC/outputs/.
DOC_TARGETS ?= FamilyTree GenealogyKit TreeLayout FamilyDOT FamilyGraph GraphvizLayout FamilyReading
docs:
	for target in $(DOC_TARGETS); do \
		$(SWIFT) package generate-documentation --target $$target --warnings-as-errors || exit 1; \
	done

# The GitHub workflows, checked by actionlint (installed into .venv by the script).
workflows-lint: setup
	./scripts/actionlint.sh

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Tools \
		Fuzz/Package.swift Fuzz/Targets ChartEngine

benchmark: setup
	cd Benchmarks && $(SWIFT) package benchmark

# The one benchmark figure CI gates on: allocations per layout, which are deterministic
# (Benchmarks/Thresholds/; wall clock is reported by `make benchmark`, never gated).
allocation-check: setup
	cd Benchmarks && $(SWIFT) package benchmark thresholds check --metric mallocCountTotal

# An output beyond 2 GiB written exactly (file and pipe compared by SHA-256); skips itself
# when the machine lacks the disk (6 GB) or memory (12 GB).
big-output-check:
	$(SWIFT) build --product treebench
	./scripts/big-output-check.sh .build/debug/treebench

# Coverage-guided fuzzing of every reader with libFuzzer (Fuzz/README.md): builds the targets
# (release, AddressSanitizer) and runs each for FUZZ_SECONDS; a crash is saved under
# Fuzz/Crashes/ and fails the run.
FUZZ_SECONDS ?= 180
# Every person of every corpus GEDCOM as an ancestor chart and an hourglass, in every direction,
# checked against the rules and the file (about a minute and a half on top of the build).
corpus-charts:
	$(SWIFT) build --build-tests
	TREEBENCH_CORPUS_CHARTS=1 $(SWIFT) test --skip-build --filter ChartCorpus

fuzz: setup
	SWIFT=$(SWIFT) ./scripts/fuzz.sh $(FUZZ_SECONDS)

# The long runs docs/FUZZING.md records: each target (FUZZ_TARGETS, every one when empty) to
# FUZZ_RUNS executions, FUZZ_LONG_SECONDS at most each; weekly in CI (.github/workflows/fuzz-long.yml).
FUZZ_RUNS ?= 1000000
FUZZ_LONG_SECONDS ?= 18000
FUZZ_TARGETS ?=
fuzz-long: setup
	SWIFT=$(SWIFT) FUZZ_RUNS=$(FUZZ_RUNS) ./scripts/fuzz.sh $(FUZZ_LONG_SECONDS) $(FUZZ_TARGETS)

# The chart page's copy of the native engine's LayoutSession, compiled to WebAssembly
# (ChartEngine/README.md): run after changing the engine's files; a test says when it is due.
chart-engine:
	./ChartEngine/build.sh

clean:
	rm -rf .build $(OUT)
