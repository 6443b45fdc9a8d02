#!/bin/sh
# Replay benchmark (docs/replay.md): determinism of the user-space replay on example 1, the same
# program without the controller, and the cost of an inactive probe.
# usage: bench/replay_bench.sh MOKERT [RUNS]
set -eu
MOKERT=${1:?usage: replay_bench.sh MOKERT [RUNS]}
RUNS=${2:-100}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/mokert-replay-bench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
echo "machine: $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"

# 1. Extract and verify example 1 once, then replay its counterexample RUNS times.
"$MOKERT" run "$ROOT/examples/lost-update/lost-update.prx" -o "$WORK/ex1" >/dev/null || true
confirmed=0
start=$(date +%s.%N)
i=0
while [ $i -lt "$RUNS" ]; do
  if "$MOKERT" replay "$WORK/ex1" 1 --timeout 10 --script "$ROOT/examples/lost-update/lost-update.prx" \
      | grep -q '^cex 1: CONFIRMED'; then confirmed=$((confirmed + 1)); fi
  i=$((i + 1))
done
end=$(date +%s.%N)
echo "replay with controller: $confirmed/$RUNS CONFIRMED ($(echo "($end - $start) / $RUNS" | bc -l | cut -c1-5) s per replay incl. instrument and cc)"

# 2. The same program without the controller: how often the lost update shows by chance.
cc -O0 -pthread -o "$WORK/plain" "$ROOT/examples/lost-update/lost-update.c"
failed=0
i=0
while [ $i -lt "$RUNS" ]; do
  if ! "$WORK/plain" >/dev/null 2>&1; then failed=$((failed + 1)); fi
  i=$((i + 1))
done
echo "without controller: assertion failed $failed/$RUNS runs"

# 3. Inactive probe vs no probe.
cc -O2 -pthread -I"$ROOT/replay/runtime/include" -I"$ROOT/replay/runtime/user" -o "$WORK/probe" \
  "$ROOT/bench/replay_probe_bench.c" "$WORK/ex1/replay-1/schedule_table.c" "$ROOT"/replay/runtime/user/*.c
MOKERT_REPLAY_DISABLE=1 "$WORK/probe" 10000000
