#!/bin/bash
# Wall time and peak memory of `mokert extract` on the pthread examples and, when the kernel
# file has been unpacked (scripts/kernel-flags), on examples/procfs. Best of N runs.
#   bench/extract_bench.sh path/to/mokert [N]
set -euo pipefail
mokert=${1:?usage: extract_bench.sh path/to/mokert [runs]}
runs=${2:-5}
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%d)"
scripts=(examples/lost-update/lost-update.prx examples/locked-counter/locked-counter.prx
         examples/producer-consumer/producer-consumer.prx)
[ -f "$root/work/kernel/compile_commands.json" ] && scripts+=(examples/procfs/procfs.prx)
for s in "${scripts[@]}"; do
  best=""; mem=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$tmp/err" "$mokert" extract "$root/$s" -o "$tmp/out" >/dev/null 2>&1
    read -r t m <<<"$(tail -1 "$tmp/err")"
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; mem=$m; fi
  done
  printf '%-50s best of %d: %5.2f s wall, %6d KB peak\n' "$s" "$runs" "$best" "$mem"
done
