#!/bin/bash
# Verdict corpus benchmark (docs/replay.md): runs every tests/verdicts/cases/*.c as its header's
# RUN line says, N times, and prints per program what mokert gave against the header's
# expectation (exit code, SPIN outcome, verdict, words of the reason) and its time, then the
# accuracy per class. A run is right only when all four match.
# -r: SPIN's search is deterministic and the replay is what can flake, so run mokert once per
# program, then `mokert replay --repeat RUNS-1` its counterexample (instrumented and built once,
# run RUNS-1 times, a verdict each). A program without a counterexample then counts one run. -K DIR keeps the work
# folders of wrong runs there.
# usage: bench/verdicts.sh [-n RUNS] [-r] [-k CASE_SUBSTRING] [-K DIR] MOKERT [CASES_DIR]
set -u
RUNS=1
ONLY=
REPLAY=0
KEEP=
USAGE="usage: bench/verdicts.sh [-n RUNS] [-r] [-k CASE_SUBSTRING] [-K DIR] MOKERT [CASES_DIR]"
while getopts "n:k:rK:" opt; do
  case $opt in
    n) RUNS=$OPTARG ;;
    k) ONLY=$OPTARG ;;
    r) REPLAY=1 ;;
    K) KEEP=$OPTARG; mkdir -p "$KEEP" ;;
    *) echo "$USAGE" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
MOKERT=${1:?$USAGE}
MOKERT=$(cd "$(dirname "$MOKERT")" && pwd)/$(basename "$MOKERT")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CASES=${2:-$ROOT/tests/verdicts/cases}
WORK=$(mktemp -d /tmp/mokert-verdicts-bench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT

echo "machine: $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); mokert: $MOKERT; runs per program: $RUNS$([ "$REPLAY" = 1 ] && echo " (one mokert run, then mokert replay)"); load: $(cut -d' ' -f1-3 /proc/loadavg)"

# header FILE KEY: the values of ` * KEY: value` lines in the file's first comment.
header() {
  awk -v key="$2" 'NR == 1 && !/^\/\*/ { exit } { line = $0; sub(/^[ \t]*(\/\*|\*)?[ \t]*/, "", line);
    if (index(line, key ": ") == 1) print substr(line, length(key) + 3) } /\*\// { exit }' "$1"
}

squeeze() { tr -d ' \t\n' | tr '[:upper:]' '[:lower:]'; }

declare -A class_right class_total
printf '%-34s %-20s %-36s %-44s %6s %7s\n' program class expected "got (most frequent)" right "s/run"
for src in "$CASES"/*.c; do
  name=$(basename "$src" .c)
  [ -n "$ONLY" ] && [[ "$name" != *"$ONLY"* ]] && continue
  klass=$(header "$src" CLASS)
  run=$(header "$src" RUN | sed "s|%s|$src|g; s|%S|$CASES|g")
  spin=$(header "$src" EXPECT-SPIN)
  verdict=$(header "$src" EXPECT-VERDICT)
  exit_expected=$(header "$src" EXPECT-EXIT)
  mapfile -t reasons < <(header "$src" EXPECT-REASON)
  right=0
  total_s=0
  done_runs=0
  : > "$WORK/got"
  first="$WORK/$name-1"
  for ((i = 1; i <= RUNS; i++)); do
    dir="$WORK/$name-$i"
    mkdir -p "$dir"
    # shellcheck disable=SC2086 # RUN is a command line: split into words as the header wrote it
    set -- ${run#mokert }
    if [ "$REPLAY" = 1 ] && [ "$i" -gt 1 ]; then
      # Nothing to replay: SPIN gave no counterexample (its search does not change).
      ls "$first/out"/cex-*.xml >/dev/null 2>&1 || break
      batch="$WORK/$name-replays"
      if [ "$i" = 2 ]; then
        # One build, RUNS-1 runs of it: `cex N: ...` once per run. The RUN line is `run TARGET
        # [OPTIONS]`: the replay takes the options, and the script when TARGET is one.
        shift
        target=$1
        shift
        script=()
        [[ "$target" == *.prx ]] && script=(--script "$target")
        mkdir -p "$batch"
        (cd "$batch" && /usr/bin/time -f %e -o "$batch/time" "$MOKERT" replay "$first/out" --repeat $((RUNS - 1)) \
          "${script[@]}" "$@" >"$batch/stdout" 2>"$batch/stderr")
        batch_secs=$(tail -1 "$batch/time" 2>/dev/null || echo 0)
      fi
      # This run's line; its exit code is the one `mokert replay` gives that verdict alone.
      grep '^cex [0-9]*: ' "$batch/stdout" | sed -n "$((i - 1))p" > "$dir/stdout"
      case $(sed -n 's/^cex [0-9]*: \([A-Z_]*\) .*/\1/p' "$dir/stdout") in
        CONFIRMED) code=1 ;;
        NOT_REPRODUCED | STALLED) code=4 ;;
        ERROR) code=3 ;;
        *) code=$(tail -c 200 "$batch/stderr" | tr '\n' ' '); code="no-line(${code:0:60})" ;;
      esac
      echo "$(echo "${batch_secs:-0} / ($RUNS - 1)" | bc -l)" > "$dir/time"
      cp "$batch/stderr" "$dir/stderr" 2>/dev/null
      outdir="$first/out"
    else
      (cd "$dir" && /usr/bin/time -f %e -o "$dir/time" "$MOKERT" "$@" -o "$dir/out" >"$dir/stdout" 2>"$dir/stderr")
      code=$?
      outdir="$dir/out"
    fi
    done_runs=$((done_runs + 1))
    secs=$(tail -1 "$dir/time" 2>/dev/null || echo 0)
    total_s=$(echo "$total_s + ${secs:-0}" | bc -l)
    got_spin=$(sed -n 's/.*<verification [^>]*outcome="\([^"]*\)".*/\1/p' "$outdir/verification.xml" 2>/dev/null | head -1)
    complete=$(sed -n 's/.*<verification [^>]*complete="\([^"]*\)".*/\1/p' "$outdir/verification.xml" 2>/dev/null | head -1)
    kinds=$(sed -n 's/^cex [0-9]*: \([A-Z_]*\) .*/\1/p' "$dir/stdout" | sort -u | paste -sd, -)
    ok=1
    [ "$code" = "$exit_expected" ] || ok=0
    [ "$got_spin" = "$spin" ] || ok=0
    [ "$spin" = no-errors ] && [ "$complete" != true ] && ok=0
    if [ "$verdict" = none ]; then
      [ -z "$kinds" ] || ok=0
    else
      [ -n "$kinds" ] || ok=0
      while read -r line; do
        kind=$(echo "$line" | sed -n 's/^cex [0-9]*: \([A-Z_]*\) .*/\1/p')
        [[ "|$verdict|" == *"|$kind|"* ]] || ok=0
        for w in "${reasons[@]}"; do
          [[ "$(echo "$line" | squeeze)" == *"$(echo "$w" | squeeze)"* ]] || ok=0
        done
      done < <(grep '^cex [0-9]*: ' "$dir/stdout")
    fi
    right=$((right + ok))
    echo "${got_spin:-no-spin} ${kinds:-none} exit=$code" >> "$WORK/got"
    if [ "$ok" = 0 ] && [ -n "$KEEP" ]; then
      cp -r "$dir" "$KEEP/" 2>/dev/null
      [ "$dir" != "$first" ] && cp "$first/out"/verdict-*.xml "$KEEP/$name-$i/" 2>/dev/null
    fi
    # The first run's folder holds what the replays replay: kept until the program is done.
    [ "$ok" = 1 ] && { [ "$REPLAY" = 0 ] || [ "$dir" != "$first" ]; } && rm -rf "$dir"
  done
  rm -rf "$first" "$WORK/$name-replays"
  got=$(sort "$WORK/got" | uniq -c | sort -rn | head -1 | sed 's/^ *[0-9]* //')
  distinct=$(sort -u "$WORK/got" | wc -l)
  [ "$distinct" -gt 1 ] && got="$got (+$((distinct - 1)) other)"
  printf '%-34s %-20s %-36s %-44s %3d/%-3d %6.1f\n' "$name" "$klass" "$spin $verdict exit=$exit_expected" "$got" \
    "$right" "$done_runs" "$(echo "$total_s / $done_runs" | bc -l)"
  class_right[$klass]=$(( ${class_right[$klass]:-0} + right ))
  class_total[$klass]=$(( ${class_total[$klass]:-0} + done_runs ))
done

echo
printf '%-22s %s\n' class "right/total runs"
all_right=0 all_total=0
for k in $(printf '%s\n' "${!class_total[@]}" | sort); do
  printf '%-22s %d/%d\n' "$k" "${class_right[$k]}" "${class_total[$k]}"
  all_right=$((all_right + class_right[$k])); all_total=$((all_total + class_total[$k]))
done
printf '%-22s %d/%d\n' all "$all_right" "$all_total"
