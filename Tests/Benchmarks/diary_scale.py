#!/usr/bin/env python3
"""The measuring half of Tests/Benchmarks/diary-scale.sh: diary_scale.py BIN RUNS DIARIES SIZE..."""
import fcntl, os, pty, select, statistics, struct, subprocess, sys, termios, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diary_builder

END_OF_FRAME = b"\x1b[?2026l"


def environment(home):
    return dict(os.environ, LEMONLOG_HOME=home, TERM="xterm-256color", LANG="en_US.UTF-8")


def run(binary, home, args):
    start = time.perf_counter()
    done = subprocess.run([binary] + args, env=environment(home), stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit("%s %s exited %d" % (binary, " ".join(args), done.returncode))
    return elapsed


def first_screen(binary, home):
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    child = subprocess.Popen([binary, "write"], stdin=terminal, stdout=terminal, stderr=terminal,
                             env=environment(home), start_new_session=True)
    os.close(terminal)
    output, elapsed = b"", None
    while elapsed is None:
        if not select.select([controller], [], [], 20)[0]:
            raise SystemExit("no frame after 20 s: %r" % output[-200:])
        output += os.read(controller, 65536)
        if END_OF_FRAME in output:
            elapsed = time.perf_counter() - start
    os.write(controller, b"q")
    deadline = time.time() + 5
    while child.poll() is None and time.time() < deadline:
        if select.select([controller], [], [], 0.05)[0]:
            try:
                os.read(controller, 65536)
            except OSError:
                break
    if child.poll() is None:
        child.kill()
    child.wait()
    os.close(controller)
    return elapsed


def median_ms(samples):
    return statistics.median(samples) * 1000


def diary(root, size):
    path = os.path.join(root, "diary-%d" % size)
    marker = path + ".built"  # beside the diary: LemonLog refuses a data directory holding files not its own
    if not os.path.exists(marker):
        started = time.time()
        diary_builder.build(path, size, drafts=0, seed=size)
        open(marker, "w").close()
        print("built %d entries in %.1f s" % (size, time.time() - started), file=sys.stderr)
    return path


def main():
    binary, runs, root, sizes = sys.argv[1], int(sys.argv[2]), sys.argv[3], [int(s) for s in sys.argv[4:]]
    os.makedirs(root, exist_ok=True)
    rows = []
    for size in sizes:
        home = diary(root, size)
        index = os.path.join(home, "entries.idx")
        rebuild = []
        for _ in range(3 if size else 0):
            if os.path.exists(index):
                os.unlink(index)
            rebuild.append(run(binary, home, ["list", "-n", "10"]))
        run(binary, home, ["list", "-n", "10"])          # index in place
        time.sleep(2.1)                                   # past the racy window of the last change
        run(binary, home, ["list", "-n", "10"])
        some_id = diary_builder.entry_id(max(1, size // 2))[:8] if size else None
        row = {"size": size,
               "version": median_ms([run(binary, home, ["--version"]) for _ in range(runs)]),
               "write": median_ms([first_screen(binary, home) for _ in range(runs)]),
               "list": median_ms([run(binary, home, ["list", "-n", "10"]) for _ in range(runs)]),
               "drafts": median_ms([run(binary, home, ["drafts"]) for _ in range(runs)]),
               "show": median_ms([run(binary, home, ["show", some_id]) for _ in range(runs)]) if some_id else None,
               "rebuild": median_ms(rebuild) if rebuild else None}
        rows.append(row)
    fmt = lambda v: "—" if v is None else "%.1f" % v
    print("| entries | --version (floor) | write, first screen | list -n 10 | drafts | show <id> | index from nothing |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print("| %d | %s | %s | %s | %s | %s | %s |" % (r["size"], fmt(r["version"]), fmt(r["write"]), fmt(r["list"]),
                                                       fmt(r["drafts"]), fmt(r["show"]), fmt(r["rebuild"])))
    print("(ms, median of %d runs; index from nothing: median of 3; %s; %d cores)" % (runs, binary, os.cpu_count()))


if __name__ == "__main__":
    main()
