#!/usr/bin/env bash
# Installs what TreeBench needs on Debian or Ubuntu, and only what is missing:
#   graphviz         the dot and neato programs (the tests run them on exported files)
#   libgraphviz-dev  the cgraph/gvc headers and libraries the dot engine links against
#   chromium, fonts-wqy-microhei
#                    (only with --browser) the headless browser for the picture checks, and a font
#                    with Chinese glyphs so the example family's names are drawn
#   the peer engines' runtimes: Node.js with d3-hierarchy, and the project's Python environment
#                    .venv with igraph and Graphviz 16.1 for WebAssembly (scripts/setup-peers.sh)
# Uses sudo when not run as root. Prints what it does; changes nothing when all is there.
set -euo pipefail

packages=(graphviz libgraphviz-dev)
if [[ "${1:-}" == "--browser" ]]; then
    packages+=(chromium fonts-wqy-microhei)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

peers="$(dirname "$0")/setup-peers.sh"
if [[ ${#missing[@]} -eq 0 ]]; then
    echo "setup: ${packages[*]} already installed"
    exec "$peers"
fi

if ! command -v apt-get >/dev/null; then
    echo "setup: please install ${missing[*]} with your package manager (apt-get not found)" >&2
    exit 1
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    sudo=(sudo)
fi
echo "setup: installing ${missing[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
"$peers"
