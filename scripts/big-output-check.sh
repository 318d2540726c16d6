#!/usr/bin/env bash
# An output larger than 2 GiB (Linux writes at most 0x7ffff000 bytes per write call) is written
# exactly: the same family written to a file and to a pipe must have the same SHA-256.
# Needs about 6 GB of free disk beside the output and 12 GB of free memory; skips (exit 0)
# with a message when the machine has less. Usage: scripts/big-output-check.sh [TREEBENCH]
set -euo pipefail
cd "$(dirname "$0")/.."
treebench=${1:-.build/debug/treebench}
# 18,000,000 people: about 2.3 GB of Family JSON, beyond the 2,147,479,552 bytes of one write.
arguments=(generate -n 18 -m 18000000 --seed 2)
folder=$(mktemp -d "${TMPDIR:-/tmp}/treebench-big-output.XXXXXX")
trap 'rm -rf "$folder"' EXIT

free_disk_kib=$(df -Pk "$folder" | awk 'NR == 2 { print $4 }')
free_memory_kib=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
if [ "$free_disk_kib" -lt $((6 * 1024 * 1024)) ] || [ "$free_memory_kib" -lt $((12 * 1024 * 1024)) ]; then
    echo "big-output-check: skipped (needs 6 GB free disk in $folder and 12 GB free memory)"
    exit 0
fi

"$treebench" "${arguments[@]}" -o "$folder/big.json"
size=$(stat -c %s "$folder/big.json")
if [ "$size" -le 2147479552 ]; then
    echo "big-output-check: the output is only $size bytes, not beyond one write call" >&2
    exit 1
fi
file_hash=$(sha256sum < "$folder/big.json" | cut -d' ' -f1)
rm "$folder/big.json"
pipe_hash=$("$treebench" "${arguments[@]}" -o - | sha256sum | cut -d' ' -f1)
if [ "$file_hash" != "$pipe_hash" ]; then
    echo "big-output-check: the file ($file_hash) differs from the pipe ($pipe_hash), $size bytes" >&2
    exit 1
fi
echo "big-output-check: $size bytes written exactly (sha256 $file_hash)"
