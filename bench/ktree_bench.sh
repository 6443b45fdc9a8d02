#!/usr/bin/env bash
# ktree target benchmark (examples/procfs/README.md): the procfs bug (procfs-nopin.prx) from
# script to verdict, then N consecutive replays of its counterexample that must all be
# CONFIRMED. Each replay rebuilds the cached kernel (nothing or little changed), boots it and
# replays; the kernel's own time (make) and the VM's are taken from mokert's progress lines.
# usage: bench/ktree_bench.sh [MOKERT_BINARY] [N]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mokert="${1:-$root/build/cli/mokert}"
n="${2:-20}"
prx="$root/examples/procfs/procfs-nopin.prx"
work="$(mktemp -d /tmp/mokert-ktree-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"

set +e
/usr/bin/time -f '%e' -o "$work/time" "$mokert" run "$prx" -o "$work" > "$work/run.out" 2> "$work/run.err"
set -e
grep '^cex\|^verify' "$work/run.out" || true
grep 'kernel built in' "$work/run.err" || true
# /usr/bin/time writes "Command exited with non-zero status N" before the time when N != 0.
echo "mokert run (extract + SPIN + kernel build + boot + replay): $(tail -1 "$work/time") s"
test -f "$work/cex-1.xml" || { echo "no counterexample: SPIN found no error" >&2; exit 3; }

confirmed=0
for i in $(seq 1 "$n"); do
  set +e
  /usr/bin/time -f '%e' -o "$work/time" "$mokert" replay "$work" 1 --script "$prx" > "$work/replay.out" 2> "$work/replay.err"
  set -e
  verdict=$(grep -o 'CONFIRMED\|NOT_REPRODUCED\|STALLED\|ERROR' "$work/replay.out" | head -1)
  [ "$verdict" = CONFIRMED ] && confirmed=$((confirmed + 1))
  make_s=$(grep -o 'kernel built in [0-9]* s ([0-9]* file' "$work/replay.err" | sed 's/kernel built in \([0-9]*\) s (\([0-9]*\) file/\1 s, \2 files/' || true)
  # mokert's progress line: "... QEMU exited: finished (7.3 s)": boot + replay + power-off.
  vm_s=$(grep -o 'QEMU exited: [a-z-]* ([0-9.]* s)' "$work/replay.err" | tail -1 | grep -o '[0-9.]* s' || true)
  printf 'replay %2d: %-14s %6.1f s (make %s; QEMU boot + replay %s)\n' "$i" "${verdict:-none}" \
    "$(tail -1 "$work/time")" "${make_s:-not run}" "${vm_s:-?}"
  [ "$verdict" = CONFIRMED ] || { echo "--- replay $i output:"; tail -5 "$work/replay.out"; }
done
echo "confirmed: $confirmed of $n"
[ "$confirmed" = "$n" ]
