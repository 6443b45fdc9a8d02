#!/usr/bin/env bash
# SV-COMP concurrency tasks through `mokert extract TASK -run` with no script: right / wrong /
# unknown per task against the task's .yml (property unreach-call). The sv-benchmarks checkout
# is only read; each task runs in a temporary folder.
# Usage: bench/svcomp_bench.sh SV_BENCHMARKS_DIR [MOKERT_BINARY] [TIMEOUT_S] [FOLDER...]
#   FOLDERs are relative to the checkout (default: c/pthread c/pthread-ext c/pthread-atomic
#   c/goblint-regression c/ldv-races). A task whose input file (.i) is absent runs on the .c of
#   the same name when there is one (a partial checkout).
# Answers: true (no error in a complete search), false (reach_error reached), unknown (anything
# else: extraction failed, SPIN rejected the model, incomplete search, timeout).
set -uo pipefail
sv=${1:?usage: svcomp_bench.sh SV_BENCHMARKS_DIR [MOKERT_BINARY] [TIMEOUT_S] [FOLDER...]}
root=$(cd "$(dirname "$0")/.." && pwd)
mokert=${2:-$root/build/cli/mokert}
limit=${3:-120}
shift $(( $# < 3 ? $# : 3 ))
folders=("$@")
[ ${#folders[@]} -eq 0 ] && folders=(c/pthread c/pthread-ext c/pthread-atomic c/goblint-regression c/ldv-races)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tm=/usr/bin/time

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| task | expected | mokert | right | time s | peak MB | why (when unknown) |"
echo "| --- | --- | --- | --- | ---: | ---: | --- |"
right=0 wrong=0 unknown=0
for folder in "${folders[@]}"; do
  for yml in "$sv/$folder"/*.yml; do
    [ -f "$yml" ] || continue
    expected=$(awk '/unreach-call.prp/ { found = 1 } found && /expected_verdict/ { print $2; exit }' "$yml")
    [ -n "$expected" ] || continue
    input=$(sed -n "s/^input_files: *'\{0,1\}\([^']*\)'\{0,1\}.*/\1/p" "$yml" | head -n 1)
    task="$(dirname "$yml")/$input"
    [ -f "$task" ] || task="${task%.i}.c"
    [ -f "$task" ] || continue
    name="$folder/$(basename "$yml" .yml)"
    dir="$work/$(echo "$name" | tr '/' '_')"
    "$tm" -f "%e %M" -o "$work/time" timeout "$limit" "$mokert" extract "$task" -o "$dir" -run >"$work/out" 2>&1
    rc=$?
    read -r secs kb < <(tail -n 1 "$work/time") || true
    mb=$(awk -v k="${kb:-0}" 'BEGIN { printf "%.1f", k / 1024 }')
    why=""
    case $rc in
      0) got=true ;;
      1) if grep -q "assertion violated" "$work/out"; then got=false; else got=unknown why="error other than reach_error: $(grep -m1 '^verify:' "$work/out")"; fi ;;
      124) got=unknown why="timeout ${limit} s" ;;
      *) got=unknown
         why=$(grep -m1 -E ': error: |, Error: |signal [0-9]+|undefined reference|INCOMPLETE|incomplete' "$work/out")
         [ -n "$why" ] || why=$(grep -m1 -E '^mokert extract: (error|tool failure)' "$work/out")
         why=$(echo "$why" | sed "s|$dir/||g; s|$sv/||g" | cut -c1-110 | tr '|' '/') ;;
    esac
    if [ "$got" = unknown ]; then
      ok="-"; unknown=$((unknown + 1))
    elif [ "$got" = "$expected" ]; then
      ok=yes; right=$((right + 1))
    else
      ok=NO; wrong=$((wrong + 1))
    fi
    echo "| $name | $expected | $got | $ok | $secs | $mb | $why |"
  done
done
echo
echo "right $right, wrong $wrong, unknown $unknown"
