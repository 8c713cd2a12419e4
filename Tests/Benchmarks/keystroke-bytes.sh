#!/usr/bin/env bash
# Bytes the real `lemonlog write` sends to the terminal for one typed character in the
# situation field, once the frame settles, and how long the screen takes to answer.
# 80x24 pseudo-terminal, release build. Cases: an empty field (0 → 1 character) and a full
# one (1,999 → 2,000, the field's limit; filled with one bracketed paste of diary-like text),
# for an ASCII letter and a Korean syllable, plus one keystroke refused at the limit.
#
#   Tests/Benchmarks/keystroke-bytes.sh          # builds with `swift build -c release` first
#   SKIP_BUILD=1 Tests/Benchmarks/keystroke-bytes.sh
#
# "Settled" = no output for 300 ms. Latency = from writing the key to the end of the frame
# it causes (ESC [ ? 2026 l); median of KEYS keystrokes (default 20) typed 100 ms apart.
set -euo pipefail
cd "$(dirname "$0")/../.."
. Tests/Benchmarks/lemonlog-binary.sh     # sets BIN
python3 - "$BIN" "${KEYS:-20}" <<'PY'
import fcntl, os, pty, select, shutil, statistics, struct, subprocess, sys, tempfile, termios, time

binary, keys = sys.argv[1], int(sys.argv[2])
END_OF_FRAME = b"\x1b[?2026l"
home = tempfile.mkdtemp(prefix="keystroke-bytes-")
controller, terminal = pty.openpty()
fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
env = dict(os.environ, LEMONLOG_HOME=home + "/data", TERM="xterm-256color", LANG="en_US.UTF-8")
child = subprocess.Popen([binary, "write"], stdin=terminal, stdout=terminal, stderr=terminal,
                         env=env, start_new_session=True)
os.close(terminal)

def settle(quiet=0.3, limit=10.0):
    """Reads until nothing came for `quiet` seconds; returns the bytes."""
    out, end = b"", time.time() + limit
    while time.time() < end:
        if not select.select([controller], [], [], quiet)[0]:
            break
        try:
            out += os.read(controller, 65536)
        except OSError:              # the program has ended
            break
    return out

def key(data):
    os.write(controller, data)
    return len(settle())

def latency(data):
    start = time.perf_counter()
    os.write(controller, data)
    out = b""
    while END_OF_FRAME not in out:
        if not select.select([controller], [], [], 5)[0]:
            return None
        out += os.read(controller, 65536)
    return time.perf_counter() - start

def diary(n):
    words = ["lemon", "tea", "rain", "walk", "tired", "happy", "bus", "late", "work", "calm",
             "오늘", "기분", "행복", "슬픔", "레몬", "일기", "마음", "생각", "하루", "친구"]
    text, i = "", 0
    while len(text) < n:
        text += ("\n" if i % 37 == 36 else " ") if text else ""
        text += words[(i * 7 + i // 3) % len(words)]
        i += 1
    return text[:n]

try:
    settle()
    for k in (b" ", b"n", b"\r"):   # choose an emotion, go to Situation, start editing
        key(k)
    results = []
    results.append(("empty field, 0 → 1, 'a'", key(b"a")))
    key(b"\x7f")                     # back to empty
    results.append(("empty field, 0 → 1, '한'", key("한".encode())))
    key(b"\x7f")
    os.write(controller, b"\x1b[200~" + diary(1999).encode() + b"\x1b[201~")
    settle()
    results.append(("full field, 1,999 → 2,000, 'a'", key(b"a")))
    key(b"\x7f")
    results.append(("full field, 1,999 → 2,000, '한'", key("한".encode())))
    results.append(("full field, 2,000, refused 'b'", key(b"b")))
    key(b"\x7f")
    times = []
    for i in range(keys):            # latency at 1,999 → 2,000: type, erase, ...
        t = latency(b"a" if i % 2 == 0 else b"\x7f")
        if t is not None: times.append(t)
        time.sleep(0.1)
    settle()
    os.write(controller, b"\x03")   # Ctrl-C: leave (the draft is kept)
    settle(0.2)
    for what, n in results:
        print("%-34s %5d bytes" % (what, n))
    print("key → end of frame, full field:    median %.2f ms (min %.2f, max %.2f, %d keys)"
          % (statistics.median(times) * 1000, min(times) * 1000, max(times) * 1000, len(times)))
finally:
    if child.poll() is None:
        child.kill()
    child.wait()
    os.close(controller)
    shutil.rmtree(home, ignore_errors=True)
PY
