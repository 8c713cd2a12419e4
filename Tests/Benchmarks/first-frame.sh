#!/usr/bin/env bash
# Time from process start to the first frame drawn by `lemonlog write`, on an 80x24
# pseudo-terminal, median of RUNS runs (default 20). Uses a release build.
#
#   Tests/Benchmarks/first-frame.sh            # builds with `swift build -c release` first
#   SKIP_BUILD=1 RUNS=50 Tests/Benchmarks/first-frame.sh
#
# "Start" is just before fork/exec (python3 subprocess.Popen); "first frame" is the moment the
# bytes read from the terminal contain the end of the first frame (ESC [ ? 2026 l, the end of
# synchronized output that closes every frame). Each run uses a fresh, empty LEMONLOG_HOME
# ("cold": the data directory is created) and then a second run on the same one ("warm").
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-20}
. Tests/Benchmarks/lemonlog-binary.sh     # sets BIN
python3 - "$BIN" "$RUNS" <<'PY'
import fcntl, os, pty, select, shutil, statistics, struct, subprocess, sys, tempfile, termios, time

binary, runs = sys.argv[1], int(sys.argv[2])
END_OF_FRAME = b"\x1b[?2026l"

def first_frame(home):
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, LEMONLOG_HOME=home, TERM="xterm-256color", LANG="en_US.UTF-8")
    start = time.perf_counter()
    child = subprocess.Popen([binary, "write"], stdin=terminal, stdout=terminal, stderr=terminal,
                             env=env, start_new_session=True)
    os.close(terminal)
    output, first_byte, frame = b"", None, None
    while frame is None:
        ready, _, _ = select.select([controller], [], [], 10)
        if not ready:
            raise SystemExit("no frame after 10 s; output so far: %r" % output[-200:])
        chunk = os.read(controller, 65536)
        if first_byte is None:
            first_byte = time.perf_counter() - start
        output += chunk
        # Answer the ambiguous-width probe (cursor position request) as a terminal does.
        if b"\x1b[6n" in chunk:
            os.write(controller, b"\x1b[1;2R")
        if END_OF_FRAME in output:
            frame = time.perf_counter() - start
    os.write(controller, b"q")  # leave (nothing was written, so no draft)
    deadline = time.time() + 5
    while child.poll() is None and time.time() < deadline:
        if select.select([controller], [], [], 0.05)[0]:
            try: os.read(controller, 65536)
            except OSError: break
    if child.poll() is None:
        child.kill()
    child.wait()
    os.close(controller)
    return first_byte, frame

cold, warm, bytes_first = [], [], []
for _ in range(runs):
    home = tempfile.mkdtemp(prefix="first-frame-")
    try:
        b, f = first_frame(home + "/data")
        cold.append(f); bytes_first.append(b)
        warm.append(first_frame(home + "/data")[1])
    finally:
        shutil.rmtree(home, ignore_errors=True)

ms = lambda xs: "median %.1f ms  (min %.1f, max %.1f)" % (statistics.median(xs) * 1000, min(xs) * 1000, max(xs) * 1000)
print("first frame, new data directory:      " + ms(cold))
print("first frame, existing data directory: " + ms(warm))
print("first byte on the terminal:           " + ms(bytes_first))
print("(%d runs each, %s, %d cores)" % (runs, binary, os.cpu_count()))
PY
