#!/usr/bin/env bash
# Long fuzzing runs: each libFuzzer harness (tests/fuzz, built into build/fuzz by the main build)
# for a number of executions from the project's seeds, one after the other, with the time each
# took. A finding stops that harness and keeps its input (the folder is printed).
#
#   bench/fuzz.sh [--runs N | --seconds S] [--timeout S] [--build DIR] [HARNESS...]
#                                        (default: 10000000 runs each, build/, every harness)
# --timeout: seconds one input may take before it counts as a hang (default 10). libFuzzer
# measures wall-clock time, so a niced run on a loaded machine wants more.
#
# Prints one line per harness: name, executions, seconds, executions per second, result.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=10000000
seconds=
build=build
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    --timeout) export MOKERT_FUZZ_TIMEOUT="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
list="$build/fuzz/harnesses.tsv"
[ -f "$list" ] || { echo "fuzz.sh: $list missing; build first (scripts/build; needs clang, see scripts/bootstrap)" >&2; exit 2; }
budget="-runs=$runs"
[ -n "$seconds" ] && budget="$seconds"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -m), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); budget $([ -n "$seconds" ] && echo "$seconds s" || echo "$runs runs") each, timeout ${MOKERT_FUZZ_TIMEOUT:-10} s"
printf '%-20s %12s %10s %10s  %s\n' harness executions seconds exec/s result
status=0
while IFS=$'\t' read -r name program max_len seeds_line; do
  [ -n "$name" ] || continue
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  IFS=$'\t' read -r -a seeds <<<"$seeds_line"
  log="$(mktemp "${TMPDIR:-/tmp}/mokert-fuzz-bench-XXXXXX")"
  /usr/bin/time -f '%e' -o "$log.time" tests/fuzz/run_fuzz.sh "$program" "$budget" "$max_len" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  secs="$(tail -n1 "$log.time")"
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)"
  rate="$(awk -v e="${execs:-0}" -v s="$secs" 'BEGIN { if (s > 0) printf "%d", e / s; else print 0 }')"
  if [ $rc -eq 0 ]; then result="no finding"; else result="FINDING: $(tail -n1 "$log")"; status=1; fi
  printf '%-20s %12s %10s %10s  %s\n' "$name" "${execs:-?}" "$secs" "$rate" "$result"
  rm -f "$log" "$log.time"
done <"$list"
exit $status
