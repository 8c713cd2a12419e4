#!/bin/sh
# StoreJSONEncoder (StoreJSON.encode) against JSONEncoder (StoreJSON.encoder()), µs per
# entry-shaped document, release (-O, whole module). Prints the figures with the dates
# formatted by StoreTimestamp.format (what the store does), and with a fixed date string
# (the encoders alone). Builds in ${LEMONLOG_BENCH_CACHE:-/tmp/lemonlog-bench-cache}.
#
#   Tests/Benchmarks/encode-json.sh
set -eu
cd "$(dirname "$0")/../.."
out="${LEMONLOG_BENCH_CACHE:-/tmp/lemonlog-bench-cache}/encode-json"
mkdir -p "$out"
swiftc -O -wmo -o "$out/encode-json" Tests/Benchmarks/encode-json/main.swift \
    Sources/LemonLogKit/Store/JSON/*.swift Sources/LemonLogKit/Diary/StoreTimestamp.swift
"$out/encode-json"
