#!/usr/bin/env bash
# Modex compatibility: every documented run of Modex 2.11's Examples/ and Manual/ (the run each
# example's comment or the manual gives), done the way a Modex user would with mokert, beside
# Modex's own verdict. The Modex worktree is only read: each run works on a copy in a temporary
# folder. Nothing of Modex is kept.
# Usage: bench/modex_compat.sh MODEX_WORKTREE [MOKERT_BINARY] [SECONDS_PER_RUN (300)]
# Modex's verdicts: measured with Modex 2.11 (Src/ built with gcc, Scripts/verify) on this
# machine; abp and abp2: the verdict the scripts mean (no errors), since Modex itself fails on
# them (it drops the first -L table; abp2's c_expr has side effects).
set -uo pipefail
modex=${1:?usage: modex_compat.sh MODEX_WORKTREE [MOKERT_BINARY]}
root=$(cd "$(dirname "$0")/.." && pwd)
mokert=${2:-$root/build/cli/mokert}
limit=${3:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tm=/usr/bin/time

# name | folder | mokert command (run in a copy of the folder) | Modex's run | Modex's verdict
# X.c beside X.prx reads X.prx, as Modex's verify does. "then trace" runs `mokert trace out`
# after the command (Modex's `verify replay`: the error trail as C).
runs=(
  "1_bounds|Examples|extract 1_bounds.c -run|verify 1_bounds.c|precondition-false"
  "2_pointers|Examples|extract 2_pointers.c -run|verify 2_pointers.c|precondition-false"
  "3_threads|Examples|extract 3_threads.c -run|verify 3_threads.c|assertion-violated"
  "4_mutex|Examples|extract 4_mutex.c -run|verify 4_mutex.c|assertion-violated"
  "4_mutex -xe2 -run|Examples|extract -xe2 -run 4_mutex.c|modex -xe2 -run 4_mutex.c|assertion-violated"
  "4_mutex replay|Examples|extract -xe2 -run 4_mutex.c then trace|verify replay|trail-to-assertion"
  "5_incdec|Examples|extract 5_incdec.c -run|verify 5_incdec.c|invalid-end-state"
  "6_suspend|Examples|extract 6_suspend.c -run|verify 6_suspend.c|invalid-end-state"
  "7_q_update -p -E|Examples|extract -p -E 7_q_update.c -run|verify -p -E 7_q_update.c|assertion-violated"
  "7_q_update -run|Examples|extract -run 7_q_update.c|modex -run 7_q_update.c|assertion-violated"
  "7_q_update replay|Examples|extract -run 7_q_update.c then trace|verify replay|trail-to-assertion"
  "threads|Manual|extract threads.c -run|verify threads.c|assertion-violated"
  "mutex|Manual|extract mutex.c -run|verify mutex.c|assertion-violated"
  "hello|Manual|extract hello.c -run|verify hello.c|no-errors"
  "abp|Manual|extract abp.c -run|verify abp.c|no-errors"
  "abp2|Manual|extract abp2.c -run|verify abp2.c|no-errors"
)

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "mokert: $mokert"
echo
echo "| run | Modex's verdict | mokert's verdict | agree | states | time s | peak MB | mokert command |"
echo "| --- | --- | --- | --- | ---: | ---: | ---: | --- |"
agree=0 total=0 verdicts=0
for r in "${runs[@]}"; do
  IFS='|' read -r name folder cmd modex_run want <<<"$r"
  dir="$work/$(echo "$name" | tr ' ' '_')"
  mkdir -p "$dir"
  cp -r "$modex/$folder/." "$dir/"
  trace=no
  case "$cmd" in *" then trace") trace=yes; cmd=${cmd% then trace};; esac
  # shellcheck disable=SC2086
  (cd "$dir" && "$tm" -f "%e %M" -o "$dir/.time" timeout "$limit" "$mokert" $cmd -o "$dir/out" >"$dir/.out" 2>&1)
  read -r secs kb < <(tail -n 1 "$dir/.time") || true
  mb=$(awk -v k="${kb:-0}" 'BEGIN { printf "%.1f", k / 1024 }')
  line=$(grep -m1 '^verify: ' "$dir/.out")
  if [ -n "$line" ]; then
    verdicts=$((verdicts + 1))
    got=$(echo "$line" | sed 's/^verify: \([^,]*\),.*/\1/')
    states=$(echo "$line" | sed -n 's/.* \([0-9]*\) states.*/\1/p')
    # An error found is a verdict even when the search was cut (a script's maxdepth); "no
    # errors" from an incomplete search is not.
    case "$line" in *" 0 error(s)"*incomplete*) got="$got (incomplete)";; esac
  else
    # The first real error: clang's or spin's or cc's, else mokert's own message.
    why=$(grep -m1 -E ': error: |, Error: |signal [0-9]+|undefined reference' "$dir/.out" | sed "s|$dir/||g")
    [ -n "$why" ] || why=$(grep -m1 -E '^mokert extract: (error|tool failure)' "$dir/.out" | sed "s|$dir/||g")
    got="failed: $(echo "$why" | cut -c1-100 | tr '|' '/')"
    [ -z "$why" ] && grep -q 'state space' "$dir/.out" && got="no verdict within ${limit} s"
    states=""
  fi
  if [ "$trace" = yes ]; then
    # The trail as C steps, ending where the assertion fails.
    if "$mokert" trace "$dir/out" >"$dir/.trace" 2>&1 && grep -qi 'assert' "$dir/.trace"; then
      got=trail-to-assertion
    else
      got="no trail: $(head -c 100 "$dir/.trace" | tr '\n|' '  ')"
    fi
    cmd="$cmd; mokert trace out"
  fi
  ok=no
  [ "$got" = "$want" ] && ok=yes && agree=$((agree + 1))
  total=$((total + 1))
  echo "| $name | $want | $got | $ok | $states | $secs | $mb | \`mokert $cmd\` |"
done
echo
echo "$agree of $total runs give Modex's verdict; SPIN reached a verdict on $verdicts."
