#!/usr/bin/env python3
# `lemonlog-bench keystrokes` of several builds in alternation (5 rounds of 200 keys), medians:
#   Tests/Benchmarks/compare-keystrokes.py BEFORE/lemonlog-bench AFTER/lemonlog-bench
import json,sys,subprocess,statistics as s
bins=sys.argv[1:]
res={b:{"char":[],"left":[]} for b in bins}
for r in range(5):
    for b in bins:
        d=json.loads(subprocess.check_output([b,"keystrokes","--runs","200"]))
        res[b]["char"].append(s.median(d["char"]["seconds"])*1e6)
        res[b]["left"].append(s.median(d["left"]["seconds"])*1e6)
for b in bins:
    print(b, "char %.0f us  left %.0f us" % (s.median(res[b]["char"]), s.median(res[b]["left"])))
