#!/usr/bin/env bash
# Builds the chart page's layout engine: TreeLayout's LayoutSession and the native engine's
# files, exactly as the library compiles them, with ChartEngine/Session.swift, as Embedded Swift
# for WebAssembly; then writes Sources/TreeRender/ChartPage/chart-engine.wasm (compiled into
# TreeRender, embedded in every chart page) and ChartEngine/sources.sha256, the hashes of what it
# was built from, which a test compares with the files of the checkout.
#
#   ChartEngine/build.sh        (make chart-engine)
#
# Needs a Swift toolchain with the Embedded Swift standard library for wasm32 (6.1 and later
# ship it), whose clang and wasm-ld it uses. Nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
swiftc="$(command -v swiftc)"
tools="$(dirname "$(readlink -f "$swiftc")")"

# What LayoutSession needs, and nothing more: the family model, the options and the engine.
sources=(
    Sources/FamilyTree/Family/Family.swift Sources/FamilyTree/Family/FamilyUnit.swift
    Sources/FamilyTree/Model/Person.swift Sources/FamilyTree/Model/FamilyDocument.swift
    Sources/FamilyTree/Charts/ChartKind.swift Sources/FamilyTree/Charts/ChartSide.swift
    Sources/FamilyTree/Family/FamilyPeople.swift
    Sources/FamilyTree/Storage/TextColumn.swift Sources/FamilyTree/Storage/OptionalTextColumn.swift
    Sources/FamilyTree/Model/PersonFacts.swift Sources/TreeLayout/Options/LayoutOptions.swift
    Sources/TreeLayout/Options/LayoutGeometry.swift Sources/TreeLayout/Options/LayoutGeometry+Anchor.swift
    Sources/TreeLayout/Options/LayoutDirection.swift Sources/TreeLayout/Options/SectionFrame.swift
    Sources/TreeLayout/Options/AxisDirection.swift
    Sources/TreeLayout/Options/SiblingDistribution.swift Sources/TreeLayout/Layout/PersonBox.swift
    Sources/TreeLayout/Visibility/Visibility.swift Sources/TreeLayout/Visibility/VisibilityError.swift
    Sources/TreeLayout/Visibility/UnitVisibility.swift
    Sources/TreeLayout/Native/ApportionMode.swift Sources/TreeLayout/Native/ContourPacking.swift
    Sources/TreeLayout/Native/Double+Branchless.swift Sources/TreeLayout/Native/EvenPacking.swift
    Sources/TreeLayout/Native/ExtentsTable.swift Sources/TreeLayout/Native/FamilyUnit+Boxes.swift
    Sources/TreeLayout/Native/FirstWalk.swift Sources/TreeLayout/Native/LargeBuffer.swift
    Sources/TreeLayout/Native/LayoutSession.swift Sources/TreeLayout/Native/PersonWidths.swift
    Sources/TreeLayout/Native/ShadowBuffer.swift Sources/TreeLayout/Native/ShadowUnit.swift Sources/TreeLayout/Native/SlotPacking.swift
    Sources/TreeLayout/Native/ThreadJournal.swift Sources/TreeLayout/Native/WalkStorage.swift
    Sources/TreeLayout/Native/WorkCount.swift
)
own=(ChartEngine/Session.swift ChartEngine/runtime.c)
# The C functions the engine calls (a branch-free selection), read as a bridging header.
headers=(Sources/CEngineIntrinsics/include/CEngineIntrinsics.h)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# One module: the files' imports of each other's modules go; nothing else changes.
for file in "${sources[@]}"; do
    sed -E '/^(public |package |internal )?import (FamilyTree|TreeLayout|CEngineIntrinsics)$/d' "$file" \
        >"$work/$(basename "$file")"
done
cp ChartEngine/Session.swift "$work/"
"$swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -parse-as-library \
    -import-objc-header "${headers[0]}" \
    -module-name ChartEngine -package-name ChartEngine -c "$work"/*.swift -o "$work/engine.o"
"$tools/clang" --target=wasm32-unknown-none -O2 -ffreestanding -fno-builtin -nostdlib \
    -c ChartEngine/runtime.c -o "$work/runtime.o"
# String hashing (the ids in Visibility's sets) needs the standard library's Unicode tables.
unicode="$tools/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
"$tools/wasm-ld" "$work/engine.o" "$work/runtime.o" "$unicode" -o "$work/chart-engine.wasm" --no-entry --strip-all \
    --export=tb_allocate --export=tb_open --export=tb_set_collapsed --export=tb_hidden_count --export=tb_boxes \
    --export=tb_anchors
cp "$work/chart-engine.wasm" Sources/TreeRender/ChartPage/chart-engine.wasm
sha256sum "${sources[@]}" "${headers[@]}" "${own[@]}" >ChartEngine/sources.sha256
echo "chart-engine: $(wc -c <Sources/TreeRender/ChartPage/chart-engine.wasm) bytes from ${#sources[@]} engine files"
