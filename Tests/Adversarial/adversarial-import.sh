#!/bin/bash
# Adversarial re-run for issue 18 (import): kill -9 at random points, imports at once,
# actions done racing import --replace. Usage: Tests/Adversarial/adversarial-import.sh [BINARY]
# (works in /tmp/adv/w, which it empties first).
B=${1:-.build/debug/lemonlog}; W=/tmp/adv/w; rm -rf $W; mkdir -p $W
python3 - <<'PY'
import json
def doc(prefix, n, text):
    return {"format":"lemonlog-export","version":2,"entries":[{"id":"%s%08d"%(prefix,i),"date":"2026-01-%02dT10:00:00Z"%(i%28+1),
      "situation":text,"thought":"t","reeval":"r","action":"act","emotions":[{"key":"joy.happy"}]} for i in range(n)]}
json.dump(doc("k9",2000,"killed"),open("/tmp/adv/w/k9.json","w"))
json.dump(doc("ra",1500,"old"),open("/tmp/adv/w/old.json","w"))
json.dump(doc("ra",1500,"imported"),open("/tmp/adv/w/new.json","w"))
for p in range(4): json.dump(doc("c%d"%p,60,"c"),open("/tmp/adv/w/c%d.json"%p,"w"))
PY
# 1. kill -9 at random points (seeded), then the next command: all or none
RANDOM=18; all=0; none=0; partial=0
for r in $(seq 1 40); do
  H=$W/k$r; LEMONLOG_HOME=$H $B import $W/k9.json >/dev/null 2>&1 & pid=$!
  sleep 0.$(printf %03d $((RANDOM % 900))); kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  n=$(LEMONLOG_HOME=$H $B list 2>/dev/null | grep -c '  ')
  left=$(ls -a $H | grep -c '^\.import-')
  if [ "$n" = 2000 ] && [ $left = 0 ]; then all=$((all+1)); elif [ "$n" = 0 ] && [ $left = 0 ]; then none=$((none+1)); else partial=$((partial+1)); echo "  round $r: $n entries, $left staging"; fi
done
echo "kill -9 during import of 2,000: $all all, $none none, $partial partial (of 40)"
# 2. four imports at once, 20 rounds
fail=0; bad=0
for r in $(seq 1 20); do
  H=$W/c$r; LEMONLOG_HOME=$H $B drafts >/dev/null
  for p in 0 1 2 3; do LEMONLOG_HOME=$H $B import $W/c$p.json >/dev/null 2>$W/err$p & done
  for p in 0 1 2 3; do wait -n || fail=$((fail+1)); done
  n=$(LEMONLOG_HOME=$H $B list | wc -l); [ $n = 240 ] || bad=$((bad+1))
done
echo "4 imports at once x 20 rounds: $fail of 80 imports failed, $bad rounds without all 240 entries"
# 3. actions done during import --replace of 1,500, 20 rounds
H=$W/race; LEMONLOG_HOME=$H $B import $W/old.json >/dev/null; lost=0; named=0; after=0
for r in $(seq 1 20); do
  id=ra$(printf %08d $((RANDOM % 1500)))
  LEMONLOG_HOME=$H $B import $W/old.json --replace >/dev/null 2>&1
  LEMONLOG_HOME=$H $B import $W/new.json --replace >$W/out 2>$W/err & pid=$!
  until ls -a $H | grep -q '^\.import-' || ! kill -0 $pid 2>/dev/null; do sleep 0.001; done
  LEMONLOG_HOME=$H $B actions done $id >/dev/null 2>&1; done_rc=$?
  wait $pid
  sit=$(python3 -c "import json;d=json.load(open('$H/entries/$id.json'));c=d['content'];print(c['situation'], 'done' if c.get('actionDone') or (c.get('actionOutcome') or {}).get('status')=='done' else 'open')")
  if grep -q "$id" $W/err; then named=$((named+1)); [ "$sit" = "old $([ $done_rc = 0 ] && echo done || echo open)" ] || lost=$((lost+1))
  else after=$((after+1)); case "$sit" in imported*) ;; *) lost=$((lost+1)); echo "  round $r: replaced said, found: $sit";; esac; fi
done
echo "actions done vs import --replace x 20: $lost updates lost; $named rounds the import named the entry as open, $after rounds done after/before"
