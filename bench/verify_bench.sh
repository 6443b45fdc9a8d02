#!/usr/bin/env bash
# Checker benchmark: wall time and peak memory (largest resident set of mokert and the
# spin, cc and pan it runs, from GNU time's %M) of `mokert extract` + `mokert verify` on
# the project's examples, and of `mokert verify` alone on the checker's hand-written models.
# Usage: bench/verify_bench.sh MOKERT_BINARY
# Target (issue 3): <= 0.5 s and <= 128 MB for models of <= 1e4 states.
set -uo pipefail
mokert=${1:?usage: verify_bench.sh MOKERT_BINARY}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tm=/usr/bin/time  # package `time` (scripts/bootstrap)

# measure OUT_VAR CMD...: runs CMD under GNU time; sets SECONDS_ MB_ RC_
measure() {
  "$tm" -f "%e %M %U %S" -o "$work/time" "$@" >"$work/out" 2>&1
  RC_=$?
  read -r SECONDS_ KB U S < <(tail -n 1 "$work/time") || true
  CPU_=$(awk -v u="${U:-0}" -v s="${S:-0}" 'BEGIN { printf "%.2f", u + s }')
  MB_=$(awk -v k="${KB:-0}" 'BEGIN { printf "%.1f", k / 1024 }')
}

attr() { sed -n "s/.*$1=\"\([^\"]*\)\".*/\1/p" "$2" | head -n 1; }

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC')"
printf '%-22s %8s %9s %9s %9s %7s %9s %8s  %s\n' example states extract_s verify_s total_s cpu_s peak_MB pan_MB result
for prx in "$root"/examples/*/*.prx; do
  name=$(basename "$prx" .prx)
  dir="$work/$name"
  measure "$mokert" extract "$prx" -o "$dir"
  if [ "$RC_" -ne 0 ]; then
    printf '%-22s extract failed (exit %s): %s\n' "$name" "$RC_" "$(tail -n 1 "$work/out")"
    continue
  fi
  ext_s=$SECONDS_ ext_mb=$MB_ ext_cpu=$CPU_
  measure "$mokert" verify "$dir" --script "$prx"
  ver_rc=$RC_ ver_s=$SECONDS_ ver_mb=$MB_ ver_cpu=$CPU_
  vx="$dir/verification.xml"
  if [ -f "$vx" ]; then
    states=$(attr states-stored "$vx") outcome=$(attr outcome "$vx")
    pan_mb=$(awk -v m="$(attr memory-mb "$vx")" 'BEGIN { printf "%.2f", m }')
  else
    states=- pan_mb=- outcome="verify exit $ver_rc: $(grep -v "^$" "$work/out" | tail -n 1 | cut -c1-90)"
  fi
  peak=$(awk -v a="$ext_mb" -v b="$ver_mb" 'BEGIN { print (a > b ? a : b) }')
  total=$(awk -v a="$ext_s" -v b="$ver_s" 'BEGIN { printf "%.2f", a + b }')
  cpu=$(awk -v a="$ext_cpu" -v b="$ver_cpu" 'BEGIN { printf "%.2f", a + b }')
  printf '%-22s %8s %9s %9s %9s %7s %9s %8s  %s\n' "$name" "$states" "$ext_s" "$ver_s" "$total" "$cpu" "$peak" "$pan_mb" "$outcome"
done

echo
printf '%-22s %8s %9s %7s %9s %8s  %s\n' model states verify_s cpu_s peak_MB pan_MB result
for pml in "$root"/tests/checker/models/*.pml; do
  name=$(basename "$pml" .pml)
  case $name in syntax_error | wide) continue ;; esac  # wide: a depth/memory stress model
  dir="$work/m-$name"
  mkdir -p "$dir" && cp "$pml" "$dir/model.pml"
  flags=()
  case $name in ltl_cycle) flags=(--ltl eventually_set) ;; nonprogress) flags=(--non-progress) ;; esac
  measure "$mokert" verify "$dir" "${flags[@]}"
  vx="$dir/verification.xml"
  printf '%-22s %8s %9s %7s %9s %8s  %s\n' "$name" "$(attr states-stored "$vx")" "$SECONDS_" "$CPU_" "$MB_" \
    "$(awk -v m="$(attr memory-mb "$vx")" 'BEGIN { printf "%.2f", m }')" "$(attr outcome "$vx") (exit $RC_)"
done
