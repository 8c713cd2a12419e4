#!/usr/bin/env python3
# Start-up of two lemonlog builds next to the floor, alternating runs, medians and ratios:
#   Tests/Benchmarks/compare-startup.py FLOOR BEFORE/lemonlog AFTER/lemonlog [RUNS=21]
# FLOOR is the Foundation "hello" program Tests/Benchmarks/run builds (under $LEMONLOG_BENCH_CACHE).
# Times exec → exit for the floor and `--version`, and exec → first line (floor) or the end of
# the first frame of `write` (80x24 pty, the width probe answered, one empty diary) on a pty.
import fcntl, os, pty, select, shutil, statistics, struct, subprocess, sys, tempfile, termios, time
floor, base, new = sys.argv[1], sys.argv[2], sys.argv[3]
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 21
END = b"\x1b[?2026l"
def exit_time(cmd):
    s = time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); return time.perf_counter() - s
def pty_time(cmd, home, marker):
    c, t = pty.openpty()
    fcntl.ioctl(t, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, LEMONLOG_HOME=home, TERM="xterm-256color", LANG="en_US.UTF-8")
    s = time.perf_counter()
    p = subprocess.Popen(cmd, stdin=t, stdout=t, stderr=t, env=env, start_new_session=True)
    os.close(t); out = b""; done = None
    while done is None:
        r, _, _ = select.select([c], [], [], 10)
        if not r: raise SystemExit("timeout %r" % out[-200:])
        try: chunk = os.read(c, 65536)
        except OSError: chunk = b""
        out += chunk
        if b"\x1b[6n" in chunk: os.write(c, b"\x1b[1;2R")
        if marker in out: done = time.perf_counter() - s
        if not chunk: break
    if p.poll() is None:
        os.write(c, b"q")
    deadline = time.time() + 5
    while p.poll() is None and time.time() < deadline:
        if select.select([c], [], [], 0.05)[0]:
            try: os.read(c, 65536)
            except OSError: break
    if p.poll() is None: p.kill()
    p.wait(); os.close(c); return done
home = tempfile.mkdtemp(prefix="perfstart-ss-")
R = {k: [] for k in ["floor", "floor-pty", "base-version", "new-version", "base-write", "new-write"]}
for i in range(runs + 1):
    vals = {"floor": exit_time([floor]), "base-version": exit_time([base, "--version"]), "new-version": exit_time([new, "--version"]),
            "floor-pty": pty_time([floor], home + "/d", b"\n"),
            "base-write": pty_time([base, "write"], home + "/d", END), "new-write": pty_time([new, "write"], home + "/d", END)}
    if i > 0:
        for k, v in vals.items(): R[k].append(v)
shutil.rmtree(home, ignore_errors=True)
m = {k: statistics.median(v) * 1000 for k, v in R.items()}
for k in R: print("%-13s median %.2f ms (min %.2f max %.2f)" % (k, m[k], min(R[k]) * 1000, max(R[k]) * 1000))
print("--version / floor: before %.2fx  after %.2fx" % (m["base-version"] / m["floor"], m["new-version"] / m["floor"]))
print("write first frame / floor on pty: before %.2fx  after %.2fx" % (m["base-write"] / m["floor-pty"], m["new-write"] / m["floor-pty"]))
