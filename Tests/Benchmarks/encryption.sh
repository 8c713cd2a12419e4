#!/usr/bin/env bash
# Issue 24, item 6: the three figures of an encrypted diary next to the plain one, for gpg and
# for age, as multiples of `lemonlog --version` measured in the same run:
#   - `list -n 10` at 10,000 entries (target: no more than the plain `list -n 10` plus one
#     decrypt of the index by the engine alone, `gpg --decrypt` / `age --decrypt`);
#   - the first frame of `write` on that diary (pty, 80x24);
#   - one autosave of a full draft (4 x 2,000 characters: `lemonlog-bench autosave`).
# Throwaway keys without a passphrase (gpg in a temporary GNUPGHOME, age from age-keygen); the
# diary from diary_builder.py through `lemonlog import`, then copied and `lemonlog encrypt`ed.
# The variants are measured in turn, round after round, so that a busy machine weighs on all.
#
#   Tests/Benchmarks/encryption.sh [BINARY] [ENTRIES]   # default: release build if there, else debug; 10000
#   RUNS=9 Tests/Benchmarks/encryption.sh               # rounds per figure (median; default 7)
# Prints a Markdown table (put it in Tests/Benchmarks/BENCHMARKS.md's "Encryption" section, with the machine and
# commit). Without age, its column says so; without gpg, the benchmark stops.
# Since issue 36, Tests/Benchmarks/run measures the encrypted `list -n 10` itself, in rounds with the plain
# one and one decrypt of a small file by the same tool (the target's reference), in its table;
# this script keeps the first frame, the autosave and `lemonlog encrypt`.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-}
[ -z "$BIN" ] && { [ -x .build/release/lemonlog ] && BIN=.build/release/lemonlog || BIN=.build/debug/lemonlog; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
BENCH=$(dirname "$BIN")/lemonlog-bench
[ -x "$BENCH" ] || { echo "encryption.sh: $BENCH is missing (swift build -c release)" >&2; exit 1; }
ENTRIES=${2:-10000}
RUNS=${RUNS:-7}
command -v gpg >/dev/null || { echo "encryption.sh: gpg is not installed" >&2; exit 1; }
WORK=$(mktemp -d /tmp/lemonlog-crypt-bench.XXXXXX)
export GNUPGHOME=$WORK/g
trap 'gpgconf --kill gpg-agent >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
mkdir -m 700 "$GNUPGHOME"
gpg --batch --passphrase '' --quick-gen-key 'Bench <bench@lemonlog.invalid>' default default never >/dev/null 2>&1
python3 - "$WORK/export.json" "$ENTRIES" <<'PY'
import sys; sys.path.insert(0, "Tests/Benchmarks"); import diary_builder
diary_builder.write_export(sys.argv[1], entries=int(sys.argv[2]), seed=1)
PY
LEMONLOG_HOME=$WORK/plain "$BIN" import "$WORK/export.json" >/dev/null
cp -a "$WORK/plain" "$WORK/gpg"
start=$(date +%s.%N)
LEMONLOG_HOME=$WORK/gpg "$BIN" encrypt --to bench@lemonlog.invalid >/dev/null
gpg_encrypt=$(echo "$(date +%s.%N) - $start" | bc)
tail -c +21 "$WORK/gpg/entries.idx" > "$WORK/index.gpg"
AGE=no age_encrypt=
if command -v age >/dev/null && command -v age-keygen >/dev/null; then
    AGE=yes
    export LEMONLOG_AGE_IDENTITY=$WORK/age-key.txt
    age-keygen -o "$LEMONLOG_AGE_IDENTITY" 2>/dev/null
    cp -a "$WORK/plain" "$WORK/age"
    start=$(date +%s.%N)
    LEMONLOG_HOME=$WORK/age "$BIN" encrypt --to "$(age-keygen -y "$LEMONLOG_AGE_IDENTITY")" >/dev/null
    age_encrypt=$(echo "$(date +%s.%N) - $start" | bc)
    tail -c +21 "$WORK/age/entries.idx" > "$WORK/index.age"
fi
python3 - "$BIN" "$BENCH" "$WORK" "$ENTRIES" "$RUNS" "$AGE" "$gpg_encrypt" "$age_encrypt" <<'PY'
import fcntl, os, pty, select, shutil, statistics, struct, subprocess, sys, termios, time

binary, bench, work, entries, runs, age = sys.argv[1:7]
encrypt_seconds = {"gpg": sys.argv[7], "age": sys.argv[8]}
entries, runs = int(entries), int(runs)
kinds = ["plain", "gpg"] + (["age"] if age == "yes" else [])
END_OF_FRAME = b"\x1b[?2026l"

def env(kind):
    return dict(os.environ, LEMONLOG_HOME=os.path.join(work, kind), TERM="xterm-256color", LANG="en_US.UTF-8")

def timed(argv, environment=None):
    start = time.perf_counter()
    done = subprocess.run(argv, env=environment or os.environ, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit("benchmark broke: %s exited %d: %s" % (" ".join(argv), done.returncode, done.stderr[-300:]))
    return seconds

def first_frame(kind):
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    child = subprocess.Popen([binary, "write"], stdin=terminal, stdout=terminal, stderr=terminal,
                             env=env(kind), start_new_session=True)
    os.close(terminal)
    output, at = b"", None
    while at is None:
        if not select.select([controller], [], [], 20)[0]:
            raise SystemExit("benchmark broke: no first frame of write (%s): %r" % (kind, output[-300:]))
        chunk = os.read(controller, 65536)
        output += chunk
        if b"\x1b[6n" in chunk:
            os.write(controller, b"\x1b[1;2R")   # the ambiguous-width probe, answered as a terminal does
        if END_OF_FRAME in output:
            at = time.perf_counter() - start
    os.write(controller, b"q")                   # leave: nothing was typed, nothing is written
    deadline = time.time() + 10
    while child.poll() is None and time.time() < deadline:
        if select.select([controller], [], [], 0.05)[0]:
            try: os.read(controller, 65536)
            except OSError: break
    if child.poll() is None:
        child.kill()
    child.wait()
    os.close(controller)
    return at

def autosave(kind):
    # A copy of the diary: the benchmark's draft stays in it.
    copy = os.path.join(work, "autosave-" + kind)
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(os.path.join(work, kind), copy, symlinks=True)
    done = subprocess.run([bench, "autosave", copy, "--runs", str(max(runs, 9))], env=env(kind),
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("benchmark broke: lemonlog-bench autosave (%s): %s" % (kind, done.stderr[-300:]))
    import json
    return json.loads(done.stdout.strip().splitlines()[-1])["autosave_seconds"]

decrypts = {"gpg": ["gpg", "--quiet", "--decrypt", "-o", "/dev/null", os.path.join(work, "index.gpg")],
            "age": ["age", "--decrypt", "-i", os.environ.get("LEMONLOG_AGE_IDENTITY", ""), "-o", "/dev/null",
                    os.path.join(work, "index.age")]}
named = {"version": lambda: timed([binary, "--version"])}
for kind in kinds:
    named["list " + kind] = (lambda k: lambda: timed([binary, "list", "-n", "10"], env(k)))(kind)
    named["frame " + kind] = (lambda k: lambda: first_frame(k))(kind)
    if kind != "plain":
        named["decrypt " + kind] = (lambda k: lambda: timed(decrypts[k]))(kind)
for measure in named.values():   # one warm-up each
    measure()
samples = {name: [] for name in named}
for _ in range(runs):
    for name, measure in named.items():
        samples[name].append(measure())
median = {name: statistics.median(values) for name, values in samples.items()}
saves = {kind: autosave(kind) for kind in kinds}
unit = median["version"]

def cell(seconds):
    return "%.1f ms (%.1f×)" % (seconds * 1000, seconds / unit)

build = os.path.basename(os.path.dirname(binary))
print("| figure (%s entries, median of %d, %s build) | plain | gpg | %s |" % (f"{entries:,}", runs, build,
      "age" if age == "yes" else "age (not installed)"))
print("|---|---|---|---|")
print("| `lemonlog --version` (the unit: 1×) | %.1f ms | | |" % (unit * 1000))
def row(what, values):
    print("| %s | %s |" % (what, " | ".join(values + [""] * (3 - len(values)))))
row("`list -n 10`", [cell(median["list " + k]) for k in kinds])
row("one decrypt of the index alone (`gpg --decrypt` / `age --decrypt`)",
    ["–"] + [cell(median["decrypt " + k]) for k in kinds[1:]])
verdicts = ["–"]
for k in kinds[1:]:
    target = median["list plain"] + median["decrypt " + k]
    over = median["list " + k] - target
    verdicts.append("%s: %+.1f ms (%+.1f×) against plain + decrypt" % ("met" if over <= 0 else "**missed**", over * 1000, over / unit))
row("target: encrypted `list -n 10` ≤ plain `list -n 10` + one decrypt", verdicts)
row("`write` → first frame (pty, 80×24)", [cell(median["frame " + k]) for k in kinds])
row("one autosave, full draft (4 × 2,000 chars; `lemonlog-bench autosave`)", [cell(saves[k]) for k in kinds])
row("`lemonlog encrypt`, the whole diary (once)", ["–"] + ["%.0f s" % float(encrypt_seconds[k]) for k in kinds[1:]])
PY
