#!/bin/sh
# Regenerates every golden model (expected.pml) with the mokert binary given as $1
# (e.g. build/cli/mokert). Read the diff before committing: the goldens are reviewed by hand.
set -eu
mokert=${1:?usage: regen.sh path/to/mokert}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for dir in "$here"/*/; do
  name=$(basename "$dir")
  "$mokert" extract "$dir/$name.prx" -o "$tmp/$name" >/dev/null
  cp "$tmp/$name/model.pml" "$dir/expected.pml"
done
