#!/usr/bin/env bash
# Plain dot against dot -Kfamily on family graphs users bring: for each .gv file, both engines
# draw the file exactly as written (-Tjson), and `treebench check FILE.gv DRAWING.json` scores
# both drawings on the genealogy the file records: partners together (a person with all their
# partners, nobody else between), couples side by side (the strict share: immediate neighbours),
# families centred over their children (docs/GRAPHVIZ-PLUGIN.md). Prints a Markdown table, the
# totals over every file, and -Kfamily's families off centre by the reason the checker gives.
#
#   scripts/graph-shares.sh [TREEBENCH] [FILE.gv…]
#
# TREEBENCH defaults to .build/release/treebench (build it, and the plugin library beside it, with
# `swift build -c release --product treebench && swift build -c release --product gvplugin_family`);
# the files default to Data/corpus/graphviz/*.gv and Data/graphviz/idioms/*.gv.
set -euo pipefail
cd "$(dirname "$0")/.."

treebench=${1:-.build/release/treebench}
[ $# -gt 0 ] && shift
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(Data/corpus/graphviz/*.gv Data/graphviz/idioms/*.gv); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$treebench" plugin install --dir "$work/plugins" > /dev/null

# The figures of one drawing: "couples-side-by-side couples families-centred families placed
# people overlaps couples-together".
figures() {
    python3 - "$1" <<'EOF'
import json, sys
score = json.load(open(sys.argv[1]))
print(score["couplesSideBySide"], score["couples"], score["familiesCentred"], score["families"],
      score["placedPeople"], score["people"], score["overlappingBoxes"], score["couplesTogether"])
EOF
}

# One line per reason the checker gives for the drawing's families off centre: "count reason".
reasons() {
    python3 - "$1" <<'EOF'
import json, sys
for reason, unions in json.load(open(sys.argv[1])).get("offCentreByReason", {}).items():
    print(len(unions), reason)
EOF
}

share() { # part whole -> "part/whole (NN%)"
    if [ "$2" -eq 0 ]; then echo "–"; else echo "$1/$2 ($((100 * $1 / $2))%)"; fi
}

echo "| file | people | partners together: dot | -Kfamily | side by side: dot | -Kfamily | families centred: dot | -Kfamily |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
totals=(0 0 0 0 0 0 0 0 0)
for file in "${files[@]}"; do
    name=$(basename "$file" .gv)
    dot -Tjson "$file" > "$work/dot.json"
    GVBINDIR="$work/plugins" dot -Kfamily -Tjson "$file" > "$work/family.json"
    "$treebench" check "$file" "$work/dot.json" --json > "$work/dot.score" || true
    "$treebench" check "$file" "$work/family.json" --json > "$work/family.score" || true
    read -r dc dn df dm _ _ _ dt < <(figures "$work/dot.score")
    read -r fc fn ff fm placed people overlaps ft < <(figures "$work/family.score")
    reasons "$work/family.score" >> "$work/reasons"
    note=""
    if [ "$placed" -ne "$people" ] || [ "$overlaps" -ne 0 ]; then note=" ($placed placed, $overlaps overlaps)"; fi
    echo "| $name | $people$note | $(share "$dt" "$dn") | $(share "$ft" "$fn") | $(share "$dc" "$dn") | $(share "$fc" "$fn") | $(share "$df" "$dm") | $(share "$ff" "$fm") |"
    totals=($((totals[0] + dt)) $((totals[1] + ft)) $((totals[2] + dc)) $((totals[3] + fc)) $((totals[4] + dn))
        $((totals[5] + df)) $((totals[6] + ff)) $((totals[7] + dm)) $((totals[8] + people)))
done
echo "| all | ${totals[8]} | $(share "${totals[0]}" "${totals[4]}") | $(share "${totals[1]}" "${totals[4]}") | $(share "${totals[2]}" "${totals[4]}") | $(share "${totals[3]}" "${totals[4]}") | $(share "${totals[5]}" "${totals[7]}") | $(share "${totals[6]}" "${totals[7]}") |"
if [ -s "$work/reasons" ]; then
    # Summed over the files, the commonest reason first.
    summary=$(awk '{ count = $1; $1 = ""; sum[substr($0, 2)] += count }
        END { for (reason in sum) print sum[reason] "\t" reason }' "$work/reasons" | sort -t "$(printf '\t')" -k1,1nr -k2 |
        awk -F '\t' '{ printf "%s%s %d", (NR > 1 ? ", " : ""), $2, $1 }')
    echo
    echo "-Kfamily's families off centre, by reason: $summary"
fi
