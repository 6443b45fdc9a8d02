#!/usr/bin/env bash
# Runs one libFuzzer harness for a while from seed files or folders, in a temporary folder of
# its own (the corpus it grows is thrown away). On a finding the folder is kept and named.
#   run_fuzz.sh HARNESS SECONDS|-runs=N SEED...
set -euo pipefail
harness="$1"; budget="$2"; shift 2
work="$(mktemp -d "${TMPDIR:-/tmp}/mokert-fuzz-$(basename "$harness")-XXXXXX")"
mkdir -p "$work/corpus" "$work/seeds"
n=0
for s in "$@"; do
  if [ -d "$s" ]; then
    for f in "$s"/*; do [ -f "$f" ] && cp "$f" "$work/seeds/$((n += 1))-$(basename "$f")"; done
  elif [ -f "$s" ]; then
    cp "$s" "$work/seeds/$((n += 1))-$(basename "$s")"
  fi
done
case "$budget" in
  -runs=*) limit=("$budget") ;;
  *) limit=(-max_total_time="$budget") ;;
esac
# -timeout: an input taking longer is a hang (a reader must answer in bounded time).
if "$harness" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
     -artifact_prefix="$work/" "$work/corpus" "$work/seeds" >"$work/log" 2>&1; then
  grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|Done)' "$work/log" || true
  echo "$(basename "$harness"): ${n} seeds, no finding"
  rm -rf "$work"
else
  tail -n 60 "$work/log"
  echo "$(basename "$harness"): FINDING; the input and the log are kept in $work" >&2
  exit 1
fi
