#!/usr/bin/env bash
# dot -Kfamily against plain dot on the genealogy export of a generated family with remarriages
# and marriages between relatives (docs/GRAPHVIZ-PLUGIN.md, "Speed"): for each size, the file is
# parsed alone (Graphviz's gc, which reads the graph and counts it), laid out by -Kfamily and by
# dot (-Tplain, the cheapest output), each timed with /usr/bin/time (seconds, peak memory).
#
#   scripts/plugin-speed.sh [TREEBENCH] [PEOPLE…]
#
# TREEBENCH defaults to .build/release/treebench (build it and the plugin beside it with
# `swift build -c release --product treebench && swift build -c release --product gvplugin_family`);
# PEOPLE defaults to 10000 100000. DOT_TIMEOUT (default 300 s) stops plain dot.
set -euo pipefail
cd "$(dirname "$0")/.."

treebench=${1:-.build/release/treebench}
[ $# -gt 0 ] && shift
sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then sizes=(10000 100000); fi
timeout=${DOT_TIMEOUT:-300}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$treebench" plugin install --dir "$work/plugins" > /dev/null

timed() { # label command… -> "label: S s, M MB" (or "stopped after S s")
    local label=$1
    shift
    if /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/errors"; then
        read -r seconds kilobytes < <(tail -1 "$work/time")
        echo "  $label: $seconds s, $((kilobytes / 1024)) MB"
    else
        echo "  $label: stopped or failed after $(tail -1 "$work/time" | cut -d' ' -f1) s"
    fi
}

for people in "${sizes[@]}"; do
    "$treebench" generate -n 12 -m "$people" --seed 7 --format genealogy-json \
        --remarriage-rate 0.1 --relative-marriage-rate 0.05 -o "$work/family.json"
    "$treebench" export "$work/family.json" --genealogy -o "$work/family.gv"
    echo "$people people: $(gc "$work/family.gv" | awk '{print $1 " nodes, " $2 " edges"}')"
    timed "parse only (gc)" gc "$work/family.gv"
    timed "dot -Kfamily -Tplain" env GVBINDIR="$work/plugins" dot -Kfamily -Tplain "$work/family.gv"
    timed "dot -Kfamily -Tsvg" env GVBINDIR="$work/plugins" dot -Kfamily -Tsvg "$work/family.gv"
    timed "dot -Tplain" timeout "$timeout" dot -Tplain "$work/family.gv"
done
