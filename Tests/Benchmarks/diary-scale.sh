#!/usr/bin/env bash
# How start-up cost grows with the diary (issue 10): for diaries of SIZES entries (default
# 0 1000 10000 100000), the median time of `write` to its first screen (80x24 pty),
# `list -n 10`, `drafts`, `show <id>`, and `lemonlog --version` as the floor; and the time
# to build the index from nothing (`list -n 10` with entries.idx removed). Release build.
#
#   Tests/Benchmarks/diary-scale.sh
#   SKIP_BUILD=1 RUNS=5 SIZES="1000 10000" Tests/Benchmarks/diary-scale.sh
#
# Diaries are built once by Tests/Benchmarks/diary_builder.py under $DIARIES (default
# /tmp/lemonlog-bench-diaries) and reused. Benchmarks report; they never fail a test.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-11}
SIZES=${SIZES:-"0 1000 10000 100000"}
DIARIES=${DIARIES:-/tmp/lemonlog-bench-diaries}
. Tests/Benchmarks/lemonlog-binary.sh     # sets BIN
python3 Tests/Benchmarks/diary_scale.py "$BIN" "$RUNS" "$DIARIES" $SIZES
