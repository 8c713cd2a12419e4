#!/usr/bin/env python3
"""The measuring half of Tests/Benchmarks/run (issue 12): LemonLog next to the floor and next to jrnl.

    run.py --bin LEMONLOG --bench LEMONLOG_BENCH [--floor FLOOR] [--jrnl JRNL | --jrnl-skip WHY]
           [--mode full|quick|smoke] [--runs N] [--output FILE] [--build release|debug]

Prints one Markdown table (and writes it, with the machine, the date and the commit, to
--output). Every figure is the median of --runs runs after one warm-up, with min and max;
the commands compared with each other run in alternation (one run of each in turn), so that
load from other work on a shared machine falls on all of them alike. It reports; it never
fails because a target is missed (exit status 1 only if the benchmark itself breaks).
Standard library only; diaries come from diary_builder.py through `lemonlog import`.
"""
import argparse, datetime, fcntl, json, os, platform, pty, select, shutil, statistics, struct
import subprocess, sys, tempfile, termios, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diary_builder  # noqa: E402

END_OF_FRAME = b"\x1b[?2026l"
PROBE = b"\x1b[6n"
SETTINGS = {  # sizes per mode: (main diary, growth sizes, drafts)
    "full": (10_000, [1_000, 10_000, 100_000], 1_000),
    "quick": (10_000, [1_000, 10_000], 1_000),
    "smoke": (20, [20], 20),
}


# MARK: - Running things

class Bench:
    def __init__(self, options, scratch):
        self.o = options
        self.scratch = scratch
        self.rows = []          # (part, what, samples or None, text, ratio, target, verdict)

    def env(self, home, **extra):
        return dict(os.environ, LEMONLOG_HOME=home, TERM="xterm-256color", LANG="en_US.UTF-8", TZ="UTC", **extra)

    def run(self, argv, env, check=True):
        """Seconds from fork/exec to exit, output thrown away."""
        start = time.perf_counter()
        done = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=600)
        elapsed = time.perf_counter() - start
        if check and done.returncode != 0:
            raise SystemExit("benchmark broke: %s exited %d: %s"
                             % (" ".join(argv), done.returncode, done.stderr.decode(errors="replace")[-500:]))
        return elapsed

    def spawn_pty(self, argv, env):
        controller, terminal = pty.openpty()
        fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdin=terminal, stdout=terminal, stderr=terminal, env=env,
                                 start_new_session=True)
        os.close(terminal)
        return controller, child, start

    def read_until(self, controller, marker, output=b"", limit=20):
        """Reads until `marker` is in the output (answering the ambiguous-width probe as a
        terminal does); returns (output, the moment it came)."""
        deadline = time.time() + limit
        while marker not in output:
            if not select.select([controller], [], [], max(0.0, deadline - time.time()))[0]:
                raise SystemExit("benchmark broke: no %r after %d s; output so far: %r" % (marker, limit, output[-300:]))
            chunk = os.read(controller, 65536)
            if PROBE in chunk:
                os.write(controller, b"\x1b[1;2R")
            output += chunk
        return output, time.perf_counter()

    def settle(self, controller, quiet=0.3, limit=10.0):
        out, end = b"", time.time() + limit
        while time.time() < end:
            if not select.select([controller], [], [], quiet)[0]:
                break
            try:
                out += os.read(controller, 65536)
            except OSError:
                break
        return out

    def finish(self, controller, child, keys=b"\x03"):
        try:
            os.write(controller, keys)
        except OSError:
            pass
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

    def first_frame(self, home):
        controller, child, start = self.spawn_pty([self.o.bin, "write"], self.env(home))
        _, at = self.read_until(controller, END_OF_FRAME)
        self.finish(controller, child, b"q")
        return at - start

    def first_line_on_pty(self, argv):
        controller, child, start = self.spawn_pty(argv, self.env(self.scratch))
        _, at = self.read_until(controller, b"\n")
        self.finish(controller, child, b"")
        return at - start

    def alternate(self, named, runs=None):
        """{name: () -> seconds}: one warm-up each, then `runs` rounds of one run each in turn."""
        runs = runs or self.o.runs
        for measure in named.values():
            measure()
        samples = {name: [] for name in named}
        for _ in range(runs):
            for name, measure in named.items():
                samples[name].append(measure())
        return samples

    def row(self, part, what, samples=None, text=None, ratio=None, target=None, met=None):
        verdict = "" if met is None else ("met" if met else "**missed**")
        self.rows.append((part, what, samples, text, ratio, target, verdict))
        print("  %s  %s  %s" % (part, what, text or fmt_stats(samples)), file=sys.stderr, flush=True)

    def fresh_home(self, name):
        path = os.path.join(self.scratch, name)
        shutil.rmtree(path, ignore_errors=True)
        return path

    def imported_diary(self, size, name):
        """A diary of `size` entries made by `lemonlog import`; returns (home, seconds)."""
        export = os.path.join(self.scratch, "export-%d.json" % size)
        if not os.path.exists(export):
            diary_builder.write_export(export, size, seed=1)
        home = self.fresh_home(name)
        seconds = self.run([self.o.bin, "import", export], self.env(home))
        return home, seconds

    def settled(self, home):
        """The steady state of a diary, as it was measured before issue 19 (item 7): 2 s after
        the last write, and one read. Since then the first read after a write of LemonLog's
        own reads nothing and writes no index (`index_writes` measures that), so this wait is
        kept only so that the older rows stay comparable."""
        time.sleep(2.2)
        self.run([self.o.bin, "list", "-n", "1"], self.env(home))
        return home


# MARK: - Formatting

def fmt_time(seconds):
    if seconds < 1e-3:
        return "%.0f µs" % (seconds * 1e6)
    if seconds < 1:
        return "%.1f ms" % (seconds * 1e3) if seconds < 0.1 else "%.0f ms" % (seconds * 1e3)
    return "%.2f s" % seconds


def fmt_stats(samples):
    return fmt_time(statistics.median(samples)) if samples else ""


def med(samples):
    return statistics.median(samples)


def ratio_text(value, reference, unit="×"):
    return "%.2f%s" % (value / reference, unit) if reference > 0 else "—"


# MARK: - The parts

def startup(b, main_size):
    home_empty = b.fresh_home("startup-empty")
    b.first_frame(home_empty)                       # creates the data directory
    home_full = b.settled(b.imported_diary(main_size, "startup-full")[0])
    named = {"version": lambda: b.run([b.o.bin, "--version"], b.env(home_empty)),
             "empty": lambda: b.first_frame(home_empty),
             "full": lambda: b.first_frame(home_full)}
    if b.o.floor:
        named["floor"] = lambda: b.run([b.o.floor], b.env(home_empty))
        named["floor-pty"] = lambda: b.first_line_on_pty([b.o.floor])
    s = b.alternate(named)
    part = "1 start-up"
    if b.o.floor:
        b.row(part, "floor: Foundation program printing one line, exec → exit", s["floor"])
        b.row(part, "floor on a pty: exec → its line read", s["floor-pty"])
    else:
        b.row(part, "floor: skipped (%s)" % b.o.floor_skip, text="—")
    has_floor = bool(b.o.floor)
    b.row(part, "`lemonlog --version`, exec → exit", s["version"],
          ratio=ratio_text(med(s["version"]), med(s["floor"])) + " floor" if has_floor else None,
          target="≤ 1.3× floor", met=med(s["version"]) <= 1.3 * med(s["floor"]) if has_floor else None)
    b.row(part, "`lemonlog write` → first frame, empty diary (pty)", s["empty"],
          ratio=ratio_text(med(s["empty"]), med(s["floor-pty"])) + " floor" if has_floor else None)
    b.row(part, "`lemonlog write` → first frame, %s entries (pty)" % f"{main_size:,}", s["full"],
          ratio=ratio_text(med(s["full"]), med(s["floor-pty"])) + " floor" if has_floor else None,
          target="≤ 1.5× floor", met=med(s["full"]) <= 1.5 * med(s["floor-pty"]) if has_floor else None)
    return home_full


def keystrokes(b):
    part = "2 keystroke"
    runs = max(200, b.o.runs) if b.o.mode != "smoke" else 20
    out = subprocess.run([b.o.bench, "keystrokes", "--runs", str(runs)], capture_output=True, timeout=600)
    if out.returncode != 0:
        raise SystemExit("benchmark broke: lemonlog-bench keystrokes exited %d: %s"
                         % (out.returncode, out.stderr.decode(errors="replace")[-500:]))
    figures = json.loads(out.stdout)
    # The real program on a pty: bytes per key at the end of a 1,999-character field, the
    # 1 MB paste into an empty field (write → its frame), and VmHWM after it.
    text = diary_text(1999)
    paste = b"\x1b[200~" + paste_text(1_000_000) + b"\x1b[201~"
    home = b.fresh_home("keys")
    controller, child, _ = b.spawn_pty([b.o.bin, "write"], b.env(home))
    b.read_until(controller, END_OF_FRAME)
    start_editing(b, controller)
    os.write(controller, b"\x1b[200~" + text.encode() + b"\x1b[201~")
    b.settle(controller, 0.3)
    os.write(controller, b"a")
    bytes_char = len(b.settle(controller, 0.3))
    os.write(controller, b"\x1b[D")
    bytes_left = len(b.settle(controller, 0.3))
    b.finish(controller, child)
    paste_times, peaks = [], []
    for attempt in range(b.o.runs + 1):            # the first is the warm-up
        home = b.fresh_home("keys")
        controller, child, _ = b.spawn_pty([b.o.bin, "write"], b.env(home))
        b.read_until(controller, END_OF_FRAME)
        start_editing(b, controller)
        start = time.perf_counter()
        _, at = write_all(b, controller, paste)
        peaks.append(vm_hwm(child.pid))
        if attempt:
            paste_times.append(at - start)
        b.finish(controller, child)
    char, left, pasted = figures["char"], figures["left"], figures["paste"]
    b.row(part, "type one character at the end of a 1,999-char field: CPU (in-process, handle+render+diff)",
          char["seconds"], target="< 0.5 ms", met=med(char["seconds"]) < 0.5e-3)
    b.row(part, "… bytes written to the terminal (real program on a pty)", text="%d B" % bytes_char,
          target="< 100 B", met=bytes_char < 100)
    b.row(part, "cursor move ← there: CPU (in-process)", left["seconds"], target="< 0.5 ms",
          met=med(left["seconds"]) < 0.5e-3)
    b.row(part, "… bytes written to the terminal (real program on a pty)", text="%d B" % bytes_left,
          target="< 100 B", met=bytes_left < 100)
    b.row(part, "1 MB bracketed paste applied (in-process: decode+handle+render+diff, %d chars kept)" % pasted["kept"],
          pasted["seconds"], target="< 200 ms", met=med(pasted["seconds"]) < 0.2)
    b.row(part, "1 MB bracketed paste, real program: first byte written → its frame", paste_times,
          target="< 200 ms", met=med(paste_times) < 0.2)
    peak = max(peaks)
    b.row(part, "peak memory after the paste: VmHWM of the real program (in-process ru_maxrss %.1f MB)"
          % (pasted["maxrssKB"] / 1024), text="%.1f MB" % (peak / 1024), target="< 50 MB", met=peak < 50 * 1024)


def start_editing(b, controller):
    for key in (b" ", b"n", b"\r"):                 # choose an emotion, Situation, start editing
        os.write(controller, key)
        b.settle(controller, 0.15)


def write_all(b, controller, data):
    """Writes `data` to the terminal while reading what comes back; returns once the frame
    drawn after the last byte has ended: (output, the moment)."""
    output, sent, after = b"", 0, None
    flags = fcntl.fcntl(controller, fcntl.F_GETFL)
    fcntl.fcntl(controller, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    try:
        deadline = time.time() + 30
        while True:
            if time.time() > deadline:
                raise SystemExit("benchmark broke: the paste got no frame within 30 s")
            want_write = [controller] if sent < len(data) else []
            readable, writable, _ = select.select([controller], want_write, [], 1)
            if readable:
                try:
                    output += os.read(controller, 65536)
                except BlockingIOError:
                    pass
                if after is not None and END_OF_FRAME in output[after:]:
                    return output, time.perf_counter()
            if writable:
                try:
                    sent += os.write(controller, data[sent:sent + 65536])
                except BlockingIOError:
                    pass
                if sent == len(data):
                    after = len(output)
    finally:
        fcntl.fcntl(controller, fcntl.F_SETFL, flags)


def vm_hwm(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def diary_text(n):
    words = ["lemon", "tea", "rain", "walk", "tired", "happy", "bus", "late", "work", "calm",
             "오늘", "기분", "행복", "슬픔", "레몬", "일기", "마음", "생각", "하루", "친구"]
    text, i = "", 0
    while len(text) < n:
        text += ("\n" if i % 37 == 36 else " ") if text else ""
        text += words[(i * 7 + i // 3) % len(words)]
        i += 1
    return text[:n]


def paste_text(size):
    """Diary text with a tab and an escape sequence every 700 characters (as lemonlog-bench)."""
    chunk = (diary_text(700) + "\t\x1b[31mred\x1b[0m\n").encode()
    data = chunk * (size // len(chunk) + 1)
    return data[:size].decode(errors="ignore").encode()


def diary_commands(b, home, size, drafts):
    part = "3 diary"
    # import itself, into an empty diary, each run a new one
    imports = []
    for attempt in range(b.o.runs + 1):
        _, seconds = b.imported_diary(size, "import-run")
        if attempt:
            imports.append(seconds)
    drafts_home = b.fresh_home("drafts")
    diary_builder.build(drafts_home, 0, drafts=drafts, seed=3)
    middle = diary_builder.documents(size, seed=1)[size // 2]["content"]["date"][:10]
    word = diary_builder.RARE_WORD
    cmd = lambda *args, at=home: (lambda: b.run([b.o.bin] + list(args), b.env(at)))
    named = {"version": cmd("--version"),
             "list": cmd("list", "-n", "10"),
             "emotion10": cmd("list", "-n", "10", "--emotion", "sadness"),
             "until10": cmd("list", "-n", "10", "--until", middle),
             "contains": cmd("list", "--contains", word),
             "emotion": cmd("list", "--emotion", "sadness"),
             "stats": cmd("stats"),
             "drafts": cmd("drafts", at=drafts_home)}
    s = b.alternate(named)
    v = med(s["version"])
    n = f"{size:,}"

    def against(name, what, target=None):
        r = med(s[name]) / v
        b.row(part, what, s[name], ratio="%.1f× --version" % r,
              target=("≤ %g× --version" % target) if target else None, met=(r <= target) if target else None)

    b.row(part, "`lemonlog --version` (the unit of this part)", s["version"])
    against("list", "`list -n 10`, %s entries" % n, 3)
    against("emotion10", "`list -n 10 --emotion sadness`", 2)
    against("until10", "`list -n 10 --until %s` (half the diary is newer)" % middle, 2)
    against("contains", "`list --contains %s` (%d matches)" % (word, size // 100), 25)
    against("emotion", "`list --emotion sadness` (every match printed)")
    against("stats", "`stats`", 15)
    against("drafts", "`drafts`, %s drafts" % f"{drafts:,}")
    b.row(part, "`import` of %s entries into an empty diary" % n, imports, target="< 5 s",
          met=med(imports) < 5 if size >= 10_000 else None)
    return s


def index_writes(b, home, size):
    """Issue 19, item 7: the index pays for its own writes once. A save is `actions done` (an
    entry saved through the store, as the wizard's `s` does), each run on the next entry."""
    part = "3 diary"
    runs = b.o.runs
    saves_home, _ = b.imported_diary(size, "saves")
    # The first `list` right after an import (one run: each needs a new import).
    after_import = b.run([b.o.bin, "list", "-n", "10"], b.env(saves_home))
    small = runs + 2
    small_export = os.path.join(b.scratch, "export-small.json")
    diary_builder.write_export(small_export, small, seed=1)
    small_home = b.fresh_home("saves-small")
    b.run([b.o.bin, "import", small_export], b.env(small_home))
    big_ids = iter([doc["id"] for doc in diary_builder.documents(size, seed=1)][:runs + 1])
    small_ids = iter([doc["id"] for doc in diary_builder.documents(small, seed=1)][:runs + 1])
    done = lambda at, ids: (lambda: b.run([b.o.bin, "actions", "done", next(ids)], b.env(at)))
    # In this order in each round: the list right after the save follows it at once.
    s = b.alternate({"version": lambda: b.run([b.o.bin, "--version"], b.env(home)),
                     "steady": lambda: b.run([b.o.bin, "list", "-n", "10"], b.env(home)),
                     "save": done(saves_home, big_ids),
                     "after": lambda: b.run([b.o.bin, "list", "-n", "10"], b.env(saves_home)),
                     "save-small": done(small_home, small_ids)})
    n = f"{size:,}"
    steady, after, save, save_small = med(s["steady"]), med(s["after"]), med(s["save"]), med(s["save-small"])
    b.row(part, "`list -n 10`, %s entries, steady (alternating with the rows below)" % n, s["steady"],
          ratio="%.1f× --version" % (steady / med(s["version"])), target="≤ 3× --version",
          met=steady <= 3 * med(s["version"]))
    b.row(part, "`list -n 10` right after a save (`actions done`), %s entries" % n, s["after"],
          ratio="%.2f× steady" % (after / steady), target="≤ 1.2× steady", met=after <= 1.2 * steady)
    b.row(part, "first `list -n 10` right after the import of %s entries (one run)" % n, [after_import],
          ratio="%.2f× steady" % (after_import / steady))
    b.row(part, "a save (`actions done`), %s entries" % n, s["save"])
    b.row(part, "a save (`actions done`), a diary of %d entries" % small, s["save-small"])
    b.row(part, "… a save at %s next to one in the small diary" % n, text="%.2f×" % (save / save_small),
          ratio="%.2f× small" % (save / save_small), target="≤ 1.3× small", met=save <= 1.3 * save_small)


def versus_jrnl(b, home, size):
    part = "4 jrnl"
    if not b.o.jrnl:
        b.row(part, "jrnl: skipped (%s)" % b.o.jrnl_skip, text="—")
        return
    root = b.fresh_home("jrnl")
    os.makedirs(os.path.join(root, "config", "jrnl"))
    journal = diary_builder.write_jrnl(os.path.join(root, "journal.txt"), size, seed=1)
    with open(os.path.join(root, "config", "jrnl", "jrnl.yaml"), "w") as f:
        f.write(JRNL_CONFIG % journal)
    env = dict(os.environ, HOME=root, XDG_CONFIG_HOME=os.path.join(root, "config"),
               XDG_DATA_HOME=os.path.join(root, "data"), TZ="UTC", LANG="en_US.UTF-8", TERM="dumb")
    word = diary_builder.RARE_WORD
    jrnl = lambda *args: (lambda: b.run([b.o.jrnl] + list(args), env))
    lemon = lambda *args: (lambda: b.run([b.o.bin] + list(args), b.env(home)))
    s = b.alternate({"jrnl-n": jrnl("-n", "10"), "lemon-n": lemon("list", "-n", "10"),
                     "jrnl-c": jrnl("-contains", word), "lemon-c": lemon("list", "--contains", word)})
    n = f"{size:,}"
    b.row(part, "`jrnl -n 10` (jrnl 4.6, %s entries, plain-text journal)" % n, s["jrnl-n"])
    r = med(s["jrnl-n"]) / med(s["lemon-n"])
    b.row(part, "`lemonlog list -n 10`, alternating with it", s["lemon-n"], ratio="%.1f× faster" % r,
          target="≥ 35× faster", met=r >= 35)
    b.row(part, "`jrnl -contains %s`" % word, s["jrnl-c"])
    r = med(s["jrnl-c"]) / med(s["lemon-c"])
    b.row(part, "`lemonlog list --contains %s`, alternating with it" % word, s["lemon-c"],
          ratio="%.1f× faster" % r, target="≥ 10× faster", met=r >= 10)


JRNL_CONFIG = """colors:
  body: none
  date: none
  tags: none
  title: none
default_hour: 9
default_minute: 0
editor: ''
encrypt: false
highlight: false
indent_character: '|'
journals:
  default:
    journal: %s
linewrap: 79
tagsymbols: '#@'
template: false
timeformat: '%%Y-%%m-%%d %%H:%%M'
version: '4.6'
"""


def growth(b, sizes, main_size, main_home, main_samples):
    part = "5 growth"
    word = diary_builder.RARE_WORD
    for size in sizes:
        if size == main_size:
            s = {"list": main_samples["list"], "contains": main_samples["contains"], "version": main_samples["version"]}
            imported = None
        else:
            home, imported = b.imported_diary(size, "growth")
            b.settled(home)
            s = b.alternate({"version": lambda: b.run([b.o.bin, "--version"], b.env(home)),
                             "list": lambda: b.run([b.o.bin, "list", "-n", "10"], b.env(home)),
                             "contains": lambda: b.run([b.o.bin, "list", "--contains", word], b.env(home))})
        n = f"{size:,}"
        v = med(s["version"])
        note = "" if imported is None else " (imported in %s)" % fmt_time(imported)
        b.row(part, "`list -n 10`, %s entries%s" % (n, note), s["list"], ratio="%.1f× --version" % (med(s["list"]) / v))
        b.row(part, "`list --contains %s`, %s entries (%d matches)" % (word, n, size // 100), s["contains"],
              ratio="%.1f× --version" % (med(s["contains"]) / v))


# MARK: - The table

def table(rows):
    lines = ["| part | what | median | min | max | ratio | target | |", "|---|---|---:|---:|---:|---:|---|---|"]
    for part, what, samples, text, ratio, target, verdict in rows:
        if samples:
            cells = [fmt_time(med(samples)), fmt_time(min(samples)), fmt_time(max(samples))]
        else:
            cells = [text or "", "", ""]
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |"
                     % (part, what, cells[0], cells[1], cells[2], ratio or "", target or "", verdict))
    return "\n".join(lines)


def machine():
    model = "?"
    try:
        with open("/proc/cpuinfo") as f:
            model = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return "%s %s, %s, %d cores" % (platform.system(), platform.release(), model, os.cpu_count())


def git(*args):
    try:
        return subprocess.run(["git"] + list(args), capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bin", required=True)
    p.add_argument("--bench", required=True)
    p.add_argument("--floor", default="")
    p.add_argument("--floor-skip", default="not built")
    p.add_argument("--jrnl", default="")
    p.add_argument("--jrnl-skip", default="not asked")
    p.add_argument("--mode", choices=SETTINGS, default="full")
    p.add_argument("--runs", type=int, default=0)
    p.add_argument("--output", default="")
    p.add_argument("--build", default="release")
    p.add_argument("--swift", default="")
    p.add_argument("--only-index", action="store_true", help="only the index rows (issue 19, item 7)")
    o = p.parse_args()
    o.runs = o.runs or {"full": 7, "quick": 5, "smoke": 2}[o.mode]
    main_size, sizes, drafts = SETTINGS[o.mode]
    started = datetime.datetime.now(datetime.timezone.utc)
    load_before = os.getloadavg()
    scratch = tempfile.mkdtemp(prefix="lemonlog-bench-run-")
    b = Bench(o, scratch)
    try:
        if o.only_index:
            index_writes(b, b.settled(b.imported_diary(main_size, "index-steady")[0]), main_size)
            print(table(b.rows))
            return
        home = startup(b, main_size)
        keystrokes(b)
        samples = diary_commands(b, home, main_size, drafts)
        index_writes(b, home, main_size)
        versus_jrnl(b, home, main_size)
        growth(b, sizes, main_size, home, samples)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    seconds = (datetime.datetime.now(datetime.timezone.utc) - started).total_seconds()
    missed = [row for row in b.rows if row[6] == "**missed**"]
    commit = git("rev-parse", "--short=10", "HEAD") + (" (with uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else "")
    header = [
        "# LemonLog benchmarks",
        "",
        "Written by `Tests/Benchmarks/run%s` (see Tests/Benchmarks/README.md). Medians of %d runs after a warm-up, "
        "with min and max; commands compared with each other ran in alternation. Ratios matter more "
        "than milliseconds: the machine is shared." % ("" if o.mode == "full" else " --" + o.mode, o.runs),
        "",
        "- date: %s" % started.strftime("%Y-%m-%d %H:%M UTC"),
        "- commit: %s (branch %s)" % (commit, git("rev-parse", "--abbrev-ref", "HEAD")),
        "- machine: %s; load average %.2f at the start, %.2f at the end" % (machine(), load_before[0], os.getloadavg()[0]),
        "- build: %s; %s" % (o.build, o.swift or "swift"),
        "- run: %s mode, %.0f s in all; terminal 80x24; %d of %d targets missed"
        % (o.mode, seconds, len(missed), sum(1 for row in b.rows if row[6])),
        "",
    ]
    text = "\n".join(header) + "\n" + table(b.rows) + "\n"
    print(text)
    if o.output:
        # The "Encryption" section (Tests/Benchmarks/encryption.sh's table, put in by hand) is kept.
        kept = ""
        if os.path.exists(o.output):
            with open(o.output) as f:
                old = f.read()
            if "\n## Encryption" in old:
                kept = "\n" + old[old.index("\n## Encryption") + 1:]
        with open(o.output, "w") as f:
            f.write(text + kept)
        print("written to %s" % o.output, file=sys.stderr)


if __name__ == "__main__":
    main()
