#!/usr/bin/env bash
# kmod target benchmark (docs/kernel.md): wall time of counterexample -> verdict for the
# kmod-list example, boot included, and N consecutive replays that must all be CONFIRMED.
# usage: bench/kmod_bench.sh [MOKERT_BINARY] [N]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mokert="${1:-$root/build/cli/mokert}"
n="${2:-20}"
prx="$root/examples/kmod-list/buggy/kmod_list.prx"
work="$(mktemp -d /tmp/mokert-kmod-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"

t0=$(now)
set +e
"$mokert" run "$prx" -o "$work" > "$work/run.out" 2>/dev/null
set -e
t1=$(now)
grep '^cex\|^verify' "$work/run.out" || true
printf 'mokert run (extract + SPIN + kbuild + boot + replay): %.1f s\n' "$(echo "$t1 - $t0" | bc)"
test -f "$work/cex-1.xml" || { echo "no counterexample: SPIN found no error" >&2; exit 3; }

confirmed=0
for i in $(seq 1 "$n"); do
  s=$(now)
  set +e
  out=$("$mokert" replay "$work" 1 --script "$prx" --target kmod 2>/dev/null)
  set -e
  e=$(now)
  verdict=$(echo "$out" | grep -o 'CONFIRMED\|NOT_REPRODUCED\|STALLED\|ERROR' | head -1)
  [ "$verdict" = CONFIRMED ] && confirmed=$((confirmed + 1))
  printf 'replay %2d: %-14s %.1f s (kbuild + boot + replay)\n' "$i" "$verdict" "$(echo "$e - $s" | bc)"
done
echo "confirmed: $confirmed of $n"
[ "$confirmed" = "$n" ]
