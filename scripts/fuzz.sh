#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ (release, AddressSanitizer, TreeBench's deep internal
# checks on) and runs each for a time budget:
#   scripts/fuzz.sh [SECONDS] [TARGET...]      (make fuzz FUZZ_SECONDS=N runs every target)
#   FUZZ_RUNS=N scripts/fuzz.sh [SECONDS] [TARGET...]
#                                              each target to N executions, SECONDS at most
#                                              (make fuzz-long: a million each)
# Each target starts from its committed seeds (Fuzz/Corpus/NAME) plus the inputs it found
# before (.build-fuzz/corpus/NAME, kept between runs, never committed) and uses its dictionary
# (Fuzz/Dictionaries/NAME.dict) when there is one. A crash, a broken oracle, a leak, an input
# running over 10 s or over 2 GB saves the input to Fuzz/Crashes/NAME/ (git-ignored) and makes
# the script exit 1 after the other targets ran. One line per target says how many executions
# ran and how many per second; the full libFuzzer log is in .build-fuzz/logs/NAME.log.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-180}"
runs_wanted="${FUZZ_RUNS:-}"
shift || true
all_targets=(FamilyJSONFuzz LayoutJSONFuzz TreeFileFuzz GEDCOMFuzz GenealogyJSONFuzz GrampsXMLFuzz DOTRoundTripFuzz ResultsFuzz)
# Targets of the main package (the TreeBenchHarness module's package API, which Fuzz/'s package cannot call),
# built there into $build/main with -DTREEBENCH_LIBFUZZER so libFuzzer gives them their main.
main_package_targets=" ResultsFuzz "
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=("${all_targets[@]}"); fi

SWIFT="${SWIFT:-swift}"
build=.build-fuzz
# --sanitize fuzzer makes SwiftPM link libFuzzer's main instead of the target's; the swiftc flag
# adds AddressSanitizer (SwiftPM's own flags would replace the fuzzer by it); -parse-as-library
# because the targets have no top-level code. The linker's "Cannot export local symbol
# '__asan_…'" warnings are harmless and filtered.
echo "fuzz: building ${targets[*]} (release, fuzzer + address sanitizer)"
# SwiftPM keeps its build plan while Fuzz/Package.swift is unchanged, so it would miss a file
# added to or removed from TreeBench (the path dependency ..): plan again, compiled objects stay.
rm -f "$build/release.yaml" "$build/main/release.yaml"
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
# The folder holding each target's executable.
binary_folder() {
    if [[ "$main_package_targets" == *" $1 "* ]]; then echo "$build/main/release"; else echo "$build/release"; fi
}
for target in "${targets[@]}"; do
    if [[ "$main_package_targets" == *" $target "* ]]; then
        package=(--package-path . --build-path "$build/main")
        # TreeBenchHarness links CAllocationCounter, whose C is built without the sanitizer (-Xswiftc is
        # Swift's alone), so it would replace malloc under AddressSanitizer's own: it is told the
        # build is sanitized and replaces nothing.
        extra=(-Xswiftc -DTREEBENCH_LIBFUZZER -Xcc -DTB_ALLOCATOR_SANITIZED)
    else
        package=(--package-path Fuzz --build-path "$build")
        extra=()
    fi
    if ! "$SWIFT" build -c release "${package[@]}" --product "$target" \
        --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
        -Xswiftc -DTREEBENCH_INTERNAL_CHECKS "${extra[@]}" >"$build_log" 2>&1; then
        grep -v "Cannot export local symbol" "$build_log" >&2
        exit 1
    fi
done

# Swift's own crash backtracer would fight AddressSanitizer over a crashing process: off.
export SWIFT_BACKTRACE=enable=no
# AddressSanitizer records a stack trace of every allocation and free (30 frames by default), to
# show where a block came from when it is misused: for Swift, which allocates for every string
# and array, that took a third to half of every execution (GEDCOMFuzz: 792 executions per CPU
# second with 30 frames, 1,220 with 5, 1,453 with 1). The run only has to find the input: one
# frame here, and the reproduction (Fuzz/README.md), run without this, shows the whole stacks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=1}"
failed=()
mkdir -p "$build/logs"
for target in "${targets[@]}"; do
    name="${target%Fuzz}"
    corpus="$build/corpus/$target"
    crashes="Fuzz/Crashes/$target"
    log="$build/logs/$target.log"
    mkdir -p "$corpus" "$crashes"
    options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$crashes/")
    if [[ -n "$runs_wanted" ]]; then options+=(-runs="$runs_wanted"); fi
    dictionary="Fuzz/Dictionaries/$name.dict"
    if [[ -f "$dictionary" ]]; then options+=(-dict="$dictionary"); fi
    if [[ -f "Fuzz/Options/$name.options" ]]; then
        while read -r option; do options+=("$option"); done <"Fuzz/Options/$name.options"
    fi
    status=0
    started=$SECONDS
    "$(binary_folder "$target")/$target" "${options[@]}" "$corpus" "Fuzz/Corpus/$name" >"$log" 2>&1 || status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    echo "fuzz: $target: ${runs:-?} executions in $((SECONDS - started)) s (${rate:-?}/s), exit $status"
    if [[ $status -ne 0 ]] || [[ -n "$(ls -A "$crashes")" ]]; then
        failed+=("$target")
        grep -v "Cannot export local symbol" "$log" | tail -40 >&2
        echo "fuzz: $target found a problem; inputs in $crashes/ (reproduce: $(binary_folder "$target")/$target FILE)" >&2
    fi
done

if [[ ${#failed[@]} -ne 0 ]]; then
    echo "fuzz: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz: no crash in ${targets[*]}"
