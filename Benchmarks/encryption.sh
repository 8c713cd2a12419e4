#!/usr/bin/env bash
# Issue 24, item 6: an encrypted diary's `list -n 10` at 10,000 entries, next to the plain
# diary's and to one `gpg --decrypt` of the index (the target: encrypted <= plain + decrypt).
# A throwaway key without a passphrase in a temporary GNUPGHOME; the diary from
# diary_builder.py through `lemonlog import`, then `lemonlog encrypt` (timed too).
#
#   Benchmarks/encryption.sh [BINARY] [ENTRIES]   # default: release build if there, else debug; 10000
#   RUNS=9 Benchmarks/encryption.sh               # runs per figure (median; default 7)
# Prints a Markdown table (append it to BENCHMARKS.md by hand, with the machine and commit).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-}
[ -z "$BIN" ] && { [ -x .build/release/lemonlog ] && BIN=.build/release/lemonlog || BIN=.build/debug/lemonlog; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
ENTRIES=${2:-10000}
RUNS=${RUNS:-7}
command -v gpg >/dev/null || { echo "encryption.sh: gpg is not installed" >&2; exit 1; }
WORK=$(mktemp -d /tmp/lemonlog-crypt-bench.XXXXXX)
export GNUPGHOME=$WORK/g
trap 'gpgconf --kill gpg-agent >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
mkdir -m 700 "$GNUPGHOME"
gpg --batch --passphrase '' --quick-gen-key 'Bench <bench@lemonlog.invalid>' default default never >/dev/null 2>&1
python3 - "$WORK/export.json" "$ENTRIES" <<'PY'
import sys; sys.path.insert(0, "Benchmarks"); import diary_builder
diary_builder.write_export(sys.argv[1], entries=int(sys.argv[2]), seed=1)
PY
LEMONLOG_HOME=$WORK/plain "$BIN" import "$WORK/export.json" >/dev/null
cp -a "$WORK/plain" "$WORK/sealed"
start=$(date +%s.%N)
LEMONLOG_HOME=$WORK/sealed "$BIN" encrypt --to bench@lemonlog.invalid >/dev/null
encrypt_seconds=$(echo "$(date +%s.%N) - $start" | bc)
# The median wall time, in ms, of RUNS runs of a command.
median() {
    local times=()
    for _ in $(seq "$RUNS"); do
        local t0=$(date +%s%N); "$@" >/dev/null 2>&1; local t1=$(date +%s%N)
        times+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}
plain=$(LEMONLOG_HOME=$WORK/plain median "$BIN" list -n 10)
sealed=$(LEMONLOG_HOME=$WORK/sealed median "$BIN" list -n 10)
tail -c +21 "$WORK/sealed/entries.idx" > "$WORK/index.gpg"
decrypt=$(median sh -c "gpg --quiet --decrypt '$WORK/index.gpg' > /dev/null")
draft=$(python3 -c "import json; print(json.dumps({'situation': 'x' * 2000}))")
seal=$(median sh -c "printf '%s' '$draft' | gpg --batch --quiet --trust-model always -e -r bench@lemonlog.invalid > /dev/null")
contains_plain=$(LEMONLOG_HOME=$WORK/plain median "$BIN" list -n 10 --contains lemonade)
contains_sealed=$(LEMONLOG_HOME=$WORK/sealed median "$BIN" list -n 10 --contains lemonade)
ratio=$(echo "scale=2; $sealed / ($plain + $decrypt)" | bc)
echo "| figure ($ENTRIES entries, median of $RUNS, $(basename "$(dirname "$BIN")") build) | plain | encrypted | ratio |"
echo "|---|---|---|---|"
echo "| list -n 10 | $plain ms | $sealed ms | $(echo "scale=2; $sealed / $plain" | bc)x plain; ${ratio}x (plain + one gpg --decrypt of the index, $decrypt ms): target <= 1 |"
echo "| list -n 10 --contains | $contains_plain ms | $contains_sealed ms | $(echo "scale=2; $contains_sealed / $contains_plain" | bc)x |"
echo "| one autosave's sealing (gpg -e of a 2 KB draft) | - | +$seal ms | |"
echo "| lemonlog encrypt (whole diary, one gpg per file) | - | ${encrypt_seconds%.*} s | |"
