#!/usr/bin/env bash
# Runs one libFuzzer harness for a while from seed files or folders, in a temporary folder of
# its own (the corpus it grows is thrown away). On a finding the folder is kept and named.
#   run_fuzz.sh HARNESS SECONDS|-runs=N MAX_LEN SEED...
# MAX_LEN bounds the inputs libFuzzer makes: a reader's time grows with its input, and libFuzzer
# would otherwise grow inputs up to the largest seed. A larger seed is cut into pieces of whole
# lines (a lookup table's rules stand alone), so none of it is lost.
set -euo pipefail
harness="$1"; budget="$2"; max_len="$3"; shift 3
work="$(mktemp -d "${TMPDIR:-/tmp}/mokert-fuzz-$(basename "$harness")-XXXXXX")"
mkdir -p "$work/corpus" "$work/seeds"
n=0
add_seed() {
  local target="$work/seeds/$((n += 1))-$(basename "$1")"
  if [ "$(stat -c %s "$1")" -le "$max_len" ]; then
    cp "$1" "$target"
  else
    split -C "$max_len" -d -a 3 "$1" "$target."
  fi
}
for s in "$@"; do
  if [ -d "$s" ]; then
    for f in "$s"/*; do [ -f "$f" ] && add_seed "$f"; done
  elif [ -f "$s" ]; then
    add_seed "$s"
  fi
done
case "$budget" in
  -runs=*) limit=("$budget") ;;
  *) limit=(-max_total_time="$budget") ;;
esac
# -timeout: an input taking longer is a hang (a reader must answer in bounded time);
# MOKERT_FUZZ_TIMEOUT raises it for long runs on a loaded machine (libFuzzer counts wall-clock).
if "$harness" "${limit[@]}" -max_len="$max_len" -timeout="${MOKERT_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
     -artifact_prefix="$work/" "$work/corpus" "$work/seeds" >"$work/log" 2>&1; then
  grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|Done)' "$work/log" || true
  echo "$(basename "$harness"): ${n} seeds, no finding"
  rm -rf "$work"
else
  tail -n 60 "$work/log"
  echo "$(basename "$harness"): FINDING; the input and the log are kept in $work" >&2
  exit 1
fi
