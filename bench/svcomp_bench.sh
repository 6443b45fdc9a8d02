#!/usr/bin/env bash
# SV-COMP concurrency tasks through `mokert run TASK` with no script, as a user would run them:
# right / wrong / unknown per task against the task's .yml (property unreach-call). The
# sv-benchmarks checkout is only read; each task runs in a temporary folder.
# Usage: bench/svcomp_bench.sh SV_BENCHMARKS_DIR [MOKERT_BINARY] [TIMEOUT_S] [LIST_FILE|FOLDER...]
#   LIST_FILE: one task .yml a line, relative to the checkout (# comments allowed); the list
#   measured in docs/extractor.md is bench/svcomp_tasks.txt (the default). A FOLDER (relative to
#   the checkout) runs every .yml in it. A task whose input file (.i) is absent runs on the .c
#   of the same name when there is one (a partial checkout).
# Answers: true (no error in a complete search: exit 0), false (reach_error reached and the
# counterexample CONFIRMED on the real program: exit 1), unknown (anything else: extraction
# failed, SPIN rejected the model, incomplete search, timeout, a counterexample the replay did
# not reproduce; the last column says which). The model column is SPIN's answer on the model
# alone (true: no errors, false: assertion violated), before the replay judges it.
set -uo pipefail
sv=${1:?usage: svcomp_bench.sh SV_BENCHMARKS_DIR [MOKERT_BINARY] [TIMEOUT_S] [LIST_FILE|FOLDER...]}
root=$(cd "$(dirname "$0")/.." && pwd)
mokert=${2:-$root/build/cli/mokert}
limit=${3:-120}
shift $(( $# < 3 ? $# : 3 ))
sources=("$@")
[ ${#sources[@]} -eq 0 ] && sources=("$root/bench/svcomp_tasks.txt")
ymls=()
for s in "${sources[@]}"; do
  if [ -f "$s" ]; then
    while read -r line; do
      line=${line%%#*}
      line=$(echo "$line" | tr -d '[:space:]')
      [ -n "$line" ] && ymls+=("$sv/$line")
    done <"$s"
  else
    for y in "$sv/$s"/*.yml; do [ -f "$y" ] && ymls+=("$y"); done
  fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tm=/usr/bin/time

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| task | expected | model (SPIN) | mokert | right | time s | peak MB | why (when unknown) |"
echo "| --- | --- | --- | --- | --- | ---: | ---: | --- |"
right=0 wrong=0 unknown=0
for yml in "${ymls[@]}"; do
  if [ ! -f "$yml" ]; then
    echo "| ${yml#"$sv"/} | | | | | | | no such task |"
    continue
  fi
  expected=$(awk '/unreach-call.prp/ { found = 1 } found && /expected_verdict/ { print $2; exit }' "$yml")
  [ -n "$expected" ] || continue
  input=$(sed -n "s/^input_files: *'\{0,1\}\([^']*\)'\{0,1\}.*/\1/p" "$yml" | head -n 1)
  task="$(dirname "$yml")/$input"
  [ -f "$task" ] || task="${task%.i}.c"
  [ -f "$task" ] || { echo "| ${yml#"$sv"/} | $expected | | | | | | input file absent |"; continue; }
  rel=${yml#"$sv"/}
  name="${rel#c/}"
  name="${name%.yml}"
  dir="$work/$(echo "$name" | tr '/' '_')"
  "$tm" -f "%e %M" -o "$work/time" timeout "$limit" "$mokert" run "$task" -o "$dir" >"$work/out" 2>&1
  rc=$?
  read -r secs kb < <(tail -n 1 "$work/time") || true
  mb=$(awk -v k="${kb:-0}" 'BEGIN { printf "%.1f", k / 1024 }')
  why=""
  case $rc in
    0) got=true ;;
    1) if grep -q "assertion violated\|assertion-violated" "$work/out"; then got=false
       else got=unknown why="confirmed error other than reach_error: $(grep -m1 '^verify:' "$work/out")"; fi ;;
    4) got=unknown why="counterexample not reproduced: $(grep -m1 '^cex 1:' "$work/out" | cut -c1-90)" ;;
    124) got=unknown why="timeout ${limit} s" ;;
    *) got=unknown
       why=$(grep -m1 -E ': error: |, Error: |signal [0-9]+|undefined reference|INCOMPLETE|incomplete' "$work/out")
       [ -n "$why" ] || why=$(grep -m1 -E '^mokert [a-z]+: (error|tool failure)' "$work/out")
       why=$(echo "$why" | sed "s|$dir/||g; s|$sv/||g" | cut -c1-110 | tr '|' '/') ;;
  esac
  # What SPIN said about the model, before the replay judged its counterexample.
  model=$(sed -n 's/^verify: \([a-z-]*\),.*/\1/p' "$work/out" | head -n 1)
  case $model in
    no-errors) model=true ;;
    assertion-violated) model=false ;;
    "") model="-" ;;
  esac
  grep -q "incomplete" "$work/out" && model="$model (incomplete)"
  if [ "$got" = unknown ]; then
    ok="-"; unknown=$((unknown + 1))
  elif [ "$got" = "$expected" ]; then
    ok=yes; right=$((right + 1))
  else
    ok=NO; wrong=$((wrong + 1))
  fi
  echo "| $name | $expected | $model | $got | $ok | $secs | $mb | $why |"
done
echo
echo "right $right, wrong $wrong, unknown $unknown"
