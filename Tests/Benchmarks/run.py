#!/usr/bin/env python3
"""The measuring half of Tests/Benchmarks/run (issue 12): LemonLog next to the floor and next to jrnl.

    run.py --bin LEMONLOG --bench LEMONLOG_BENCH [--floor FLOOR] [--jrnl JRNL | --jrnl-skip WHY]
           [--mode full|quick|smoke] [--runs N] [--output FILE] [--build release|debug]

Prints one Markdown table (and writes it, with the machine, the date and the commit, to
--output). Every figure is the median of --runs runs after one warm-up, with min and max.
A ratio is measured pair by pair (issue 36): each run of a command is followed at once by a run
of what it is compared to (A B A B …), the ratio is taken in each pair, and the table gives the
median of those ratios with their min and max, so that load from other work on a shared machine
falls on both sides of every ratio alike. It reports; it never fails because a target is missed
(exit status 1 only if the benchmark itself breaks). Standard library only; diaries come from
diary_builder.py through `lemonlog import`.
"""
import argparse, datetime, fcntl, json, os, platform, pty, select, shutil, statistics, struct
import subprocess, sys, tempfile, termios, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diary_builder  # noqa: E402

END_OF_FRAME = b"\x1b[?2026l"
PROBE = b"\x1b[6n"
SETTINGS = {  # sizes per mode: (main diary, growth sizes, drafts, encrypted diary)
    "full": (10_000, [1_000, 10_000, 100_000], 1_000, 10_000),
    "quick": (10_000, [1_000, 10_000], 1_000, 1_000),
    "smoke": (20, [20], 20, 20),
}
RUNS = {"full": 15, "quick": 9, "smoke": 2}   # pairs (or runs) per figure unless RUNS= says


# MARK: - Running things

class Bench:
    def __init__(self, options, scratch):
        self.o = options
        self.scratch = scratch
        self.rows = []          # (part, what, samples or None, text, ratio, target, verdict)
        self.rss_source = "GNU time"   # where `run_usage`'s peak memory comes from

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

    def run_usage(self, argv, env):
        """(seconds from fork/exec to exit, the child's peak resident memory in KB). The peak is
        GNU time's %M, its child started from time's own small process: `wait4` on a child of
        this process reports at least this Python process's size, because Linux carries the
        memory's high-water mark across exec (after writing the 100,000-entry export, ~260 MB).
        Without GNU time, wait4's figure is given, marked."""
        timer = shutil.which("time")
        with tempfile.NamedTemporaryFile(prefix="lemonlog-bench-rss-") as report:
            command = [timer, "-f", "%M", "-o", report.name] + argv if timer else argv
            start = time.perf_counter()
            child = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            elapsed = time.perf_counter() - start
            # The CPU the command used (with GNU time's, which is next to nothing), for a row
            # whose time the file system's own work can move: user (ours) and system (the kernel's).
            self.last_cpu = (usage.ru_utime, usage.ru_stime)
            child.returncode = os.waitstatus_to_exitcode(status)
            if child.returncode != 0:
                raise SystemExit("benchmark broke: %s exited %d" % (" ".join(argv), child.returncode))
            if not timer:
                self.rss_source = "wait4, at least this script's own size"
                return elapsed, usage.ru_maxrss
            return elapsed, int(open(report.name).read().split()[-1])

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

    def read_until_after_write(self, controller, data, marker):
        os.write(controller, data)
        return self.read_until(controller, marker)

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

    def pairs(self, reference, named, runs=None):
        """Pair by pair: {name: () -> seconds} each compared with `reference` (() -> seconds).
        One warm-up each, then `runs` rounds; in each round every command runs right after a
        run of the reference (R A R B …). Returns {name: Pair}."""
        runs = runs or self.o.runs
        reference()
        for measure in named.values():
            measure()
        result = {name: Pair() for name in named}
        for _ in range(runs):
            for name, measure in named.items():
                result[name].add(measure(), reference())
        return result

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

    def ratio_row(self, part, what, pair, unit, target=None, samples=None):
        """A row whose ratio is the median of `pair`'s per-pair ratios (min–max beside it);
        met when that median is at most `target`."""
        self.row(part, what, pair.values if samples is None else samples, ratio=pair.text(unit),
                 target=("≤ %g× %s" % (target, unit)) if target is not None else None,
                 met=(pair.median() <= target) if target is not None else None)

    def row(self, part, what, samples=None, text=None, ratio=None, target=None, met=None):
        verdict = "" if met is None else ("met" if met else "**missed**")
        self.rows.append((part, what, samples, text, ratio, target, verdict))
        print("  %s  %s  %s" % (part, what, text or fmt_stats(samples)), file=sys.stderr, flush=True)

    def fresh_home(self, name):
        path = os.path.join(self.scratch, name)
        shutil.rmtree(path, ignore_errors=True)
        return path

    def imported_diary(self, size, name):
        """A diary of `size` entries made by `lemonlog import`; returns (home, seconds, peak
        resident memory of the import in KB)."""
        export = os.path.join(self.scratch, "export-%d.json" % size)
        if not os.path.exists(export):
            diary_builder.write_export(export, size, seed=1)
        home = self.fresh_home(name)
        # Timed on a settled file system: the writes of the rows before (an import of 100,000
        # files, the removal of a diary) are flushed first, not left to run beside this one.
        os.sync()
        seconds, peak = self.run_usage([self.o.bin, "import", export], self.env(home))
        return home, seconds, peak

    def settled(self, home):
        """The steady state of a diary, as it was measured before issue 19 (item 7): 2 s after
        the last write, and one read. Since then the first read after a write of LemonLog's
        own reads nothing and writes no index (`index_writes` measures that), so this wait is
        kept only so that the older rows stay comparable. The file system's own work is waited
        for first (`sync`): the growth rows come right after two imports of 100,000 files and the
        removal of one, whose write-back otherwise runs on the same two cores while pairs are timed."""
        os.sync()
        time.sleep(2.2)
        self.run([self.o.bin, "list", "-n", "1"], self.env(home))
        return home


class Pair:
    """The two sides of a ratio measured pair by pair, and the ratio of each pair."""
    def __init__(self):
        self.values, self.references, self.ratios = [], [], []

    def add(self, value, reference, ratio=None):
        self.values.append(value)
        self.references.append(reference)
        self.ratios.append(value / reference if ratio is None else ratio)
        return self

    def median(self):
        return statistics.median(self.ratios)

    def text(self, unit):
        return "%s× %s (%s–%s)" % (fmt_ratio(self.median()), unit, fmt_ratio(min(self.ratios)),
                                   fmt_ratio(max(self.ratios)))


# MARK: - Formatting

def fmt_ratio(value):
    return "%.2f" % value if abs(value) < 10 else "%.1f" % value


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
    """Start-up, each row paired with the floor (exec → exit, or exec → its line on a pty)."""
    part = "1 start-up"
    home_empty = b.fresh_home("startup-empty")
    b.first_frame(home_empty)                       # creates the data directory
    home_full, seconds, peak = b.imported_diary(main_size, "startup-full")
    b.settled(home_full)
    version = lambda: b.run([b.o.bin, "--version"], b.env(home_empty))
    empty = lambda: b.first_frame(home_empty)
    full = lambda: b.first_frame(home_full)
    n = f"{main_size:,}"
    if not b.o.floor:
        b.row(part, "floor: skipped (%s)" % b.o.floor_skip, text="—")
        s = b.alternate({"version": version, "empty": empty, "full": full})
        b.row(part, "`lemonlog --version`, exec → exit", s["version"])
        b.row(part, "`lemonlog write` → first frame, empty diary (pty)", s["empty"])
        b.row(part, "`lemonlog write` → first frame, %s entries (pty)" % n, s["full"])
        return home_full
    floor = lambda: b.run([b.o.floor], b.env(home_empty))
    floor_pty = lambda: b.first_line_on_pty([b.o.floor])
    by_exit = b.pairs(floor, {"version": version})
    by_pty = b.pairs(floor_pty, {"empty": empty, "full": full})
    b.row(part, "floor: Foundation program printing one line, exec → exit", by_exit["version"].references)
    b.row(part, "floor on a pty: exec → its line read", by_pty["empty"].references + by_pty["full"].references)
    b.ratio_row(part, "`lemonlog --version`, exec → exit", by_exit["version"], "floor", 1.3)
    b.ratio_row(part, "`lemonlog write` → first frame, empty diary (pty)", by_pty["empty"], "floor")
    b.ratio_row(part, "`lemonlog write` → first frame, %s entries (pty)" % n, by_pty["full"], "floor", 1.5)
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
    # Issue 36's target for a key press in a 2,000-character field: ≤ 100 µs CPU, ≤ 80 bytes.
    b.row(part, "type one character at the end of a 1,999-char field: CPU (in-process, handle+render+diff)",
          char["seconds"], target="≤ 100 µs", met=med(char["seconds"]) <= 100e-6)
    b.row(part, "… bytes written to the terminal (real program on a pty)", text="%d B" % bytes_char,
          target="≤ 80 B", met=bytes_char <= 80)
    b.row(part, "cursor move ← there: CPU (in-process)", left["seconds"], target="≤ 100 µs",
          met=med(left["seconds"]) <= 100e-6)
    b.row(part, "… bytes written to the terminal (real program on a pty)", text="%d B" % bytes_left,
          target="≤ 80 B", met=bytes_left <= 80)
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
    """The diary's commands, each paired with `lemonlog --version` (issue 36's targets)."""
    part = "3 diary"
    imports, peaks = [], []
    for run in range(min(b.o.runs, 3)):             # import itself, each run into a new diary (the
        # start-up's import was the warm-up); none is removed before the last is timed: on this
        # ext4 an import right after the removal of thousands of files pays for that removal.
        _, seconds, peak = b.imported_diary(size, "import-run-%d" % run)
        imports.append(seconds)
        peaks.append(peak)
    drafts_home = b.fresh_home("drafts")
    diary_builder.build(drafts_home, 0, drafts=drafts, seed=3)
    middle = diary_builder.documents(size, seed=1)[size // 2]["content"]["date"][:10]
    word = diary_builder.RARE_WORD
    cmd = lambda *args, at=home: (lambda: b.run([b.o.bin] + list(args), b.env(at)))
    version = cmd("--version")
    p = b.pairs(version, {
        "list": cmd("list", "-n", "10"),
        "emotion10": cmd("list", "-n", "10", "--emotion", "sadness"),
        "until10": cmd("list", "-n", "10", "--until", middle),
        "starred10": cmd("list", "-n", "10", "--starred"),
        "contains": cmd("list", "--contains", word),
        "emotion": cmd("list", "--emotion", "sadness"),
        "stats": cmd("stats"),
        "drafts": cmd("drafts", at=drafts_home)})
    n = f"{size:,}"
    b.row(part, "`lemonlog --version` (the unit of this part; every row below is paired with its own run of it)",
          p["list"].references)
    b.ratio_row(part, "`list -n 10`, %s entries" % n, p["list"], "--version", 1.5)
    b.ratio_row(part, "`list -n 10 --emotion sadness`", p["emotion10"], "--version", 2)
    b.ratio_row(part, "`list -n 10 --until %s` (half the diary is newer)" % middle, p["until10"], "--version", 2)
    b.ratio_row(part, "`list -n 10 --starred` (every %dth entry is starred)" % diary_builder.STAR_EVERY,
                p["starred10"], "--version", 2)
    b.ratio_row(part, "`list --contains %s` (%d matches)" % (word, size // 100), p["contains"], "--version", 4)
    b.ratio_row(part, "`list --emotion sadness` (every match printed)", p["emotion"], "--version")
    b.ratio_row(part, "`stats`", p["stats"], "--version", 15)
    b.ratio_row(part, "`drafts`, %s drafts" % f"{drafts:,}", p["drafts"], "--version", 3)
    b.row(part, "`import` of %s entries into an empty diary" % n, imports, target="< 5 s",
          met=med(imports) < 5 if size >= 10_000 else None)
    b.row(part, "… its peak memory (max RSS, %s)" % b.rss_source, text="%.1f MB" % (max(peaks) / 1024))
    return {"list": p["list"], "contains": p["contains"]}


def review(b, home, size):
    """Issue 35: `review`'s first frame and a key press in it, on an 80x24 pty, each paired with
    `lemonlog --version`."""
    part = "3 diary"
    n = f"{size:,}"
    version = lambda: b.run([b.o.bin, "--version"], b.env(home))

    def first_frame():
        controller, child, start = b.spawn_pty([b.o.bin, "review"], b.env(home))
        _, at = b.read_until(controller, END_OF_FRAME)
        b.finish(controller, child, b"q")
        return at - start
    frames = b.pairs(version, {"frame": first_frame})["frame"]
    b.ratio_row(part, "`review` → first frame, %s entries (pty)" % n, frames, "--version")
    controller, child, _ = b.spawn_pty([b.o.bin, "review"], b.env(home))
    b.read_until(controller, END_OF_FRAME)
    b.settle(controller, 0.2)
    sizes = {}

    def press(name, key):
        def measure():
            start = time.perf_counter()
            output, at = b.read_until_after_write(controller, key, END_OF_FRAME)
            output += b.settle(controller, 0.02)     # anything after the frame counts too
            sizes.setdefault(name, []).append(len(output))
            return at - start
        return measure
    keys = b.pairs(version, {"j": press("j", b"j"), "down": press("down", b"\x1b[B")})
    b.finish(controller, child, b"q")
    for name, label in (("j", "`j`"), ("down", "↓")):
        b.ratio_row(part, "`review`, %s entries: key %s → its frame (pty; %d B written)"
                    % (n, label, statistics.median(sizes[name])), keys[name], "--version")


def sync_nothing(b, home, size):
    """`sync` with nothing to do against a local bare remote, paired with `--version` and with one
    `git ls-remote` of the same remote (the round trip): per round, sync − ls-remote over --version."""
    part = "3 diary"
    if not shutil.which("git"):
        b.row(part, "`sync`: skipped (git is not installed)", text="—")
        return
    work = b.fresh_home("sync")
    os.makedirs(work)
    remote = os.path.join(work, "remote.git")
    subprocess.run(["git", "init", "-q", "--bare", remote], check=True)
    diary = os.path.join(work, "diary")
    shutil.copytree(home, diary, symlinks=True)
    env = b.env(diary, GIT_CONFIG_NOSYSTEM="1", HOME=work)
    b.run([b.o.bin, "sync", "--remote", remote], env)
    b.run([b.o.bin, "sync"], env)
    version = lambda: b.run([b.o.bin, "--version"], env)
    ls_remote = lambda: b.run(["git", "ls-remote", remote], env)
    sync = lambda: b.run([b.o.bin, "sync"], env)
    runs = b.o.runs
    pair, trips = Pair(), []
    version(), ls_remote(), sync()
    for _ in range(runs):
        v, trip, took = version(), ls_remote(), sync()
        trips.append(trip)
        pair.add(took, v, ratio=(took - trip) / v)
    b.row(part, "`git ls-remote` of the remote (a bare repository on this disk: the round trip)", trips)
    b.ratio_row(part, "`sync` with nothing to do, %s entries (ratio: its time less the round trip of its "
                "round, over --version)" % f"{size:,}", pair, "--version", 5)


def encrypted(b, size):
    """Issue 36: an encrypted `list -n 10` against the plain one plus one decrypt of a small file by
    the same tool, measured in rounds of three (plain, decrypt, encrypted; the ratio per round)."""
    part = "3 diary"
    tools = []
    if shutil.which("gpg"):
        tools.append("gpg")
    if shutil.which("age") and shutil.which("age-keygen"):
        tools.append("age")
    for missing in sorted({"gpg", "age"} - set(tools)):
        b.row(part, "encrypted `list -n 10`, %s: skipped (%s is not installed)" % (missing, missing), text="—")
    if not tools:
        return
    work = b.fresh_home("crypt")
    gnupg = os.path.join(work, "gnupg")
    os.makedirs(gnupg, mode=0o700)
    extra = {"GNUPGHOME": gnupg, "LEMONLOG_AGE_IDENTITY": os.path.join(work, "age-key.txt")}
    env = dict(os.environ, **extra)
    small = os.path.join(work, "small.txt")
    with open(small, "w") as f:
        f.write("a small file: one line of a diary\n")
    plain, _, _ = b.imported_diary(size, "crypt-plain")
    b.settled(plain)
    decrypts, homes, made, encrypting = {}, {}, {}, {}
    try:
        for tool in tools:
            if tool == "gpg":
                subprocess.run(["gpg", "--batch", "--passphrase", "", "--quick-gen-key",
                                "Bench <bench@lemonlog.invalid>", "default", "default", "never"],
                               env=env, check=True, capture_output=True)
                recipient = "bench@lemonlog.invalid"
                subprocess.run(["gpg", "--batch", "--yes", "-e", "-r", recipient, "-o", small + ".gpg", small],
                               env=env, check=True, capture_output=True)
                decrypts[tool] = ["gpg", "--quiet", "--decrypt", "-o", "/dev/null", small + ".gpg"]
            else:
                subprocess.run(["age-keygen", "-o", extra["LEMONLOG_AGE_IDENTITY"]], env=env, check=True,
                               capture_output=True)
                recipient = subprocess.run(["age-keygen", "-y", extra["LEMONLOG_AGE_IDENTITY"]], env=env,
                                           check=True, capture_output=True, text=True).stdout.strip()
                subprocess.run(["age", "-r", recipient, "-o", small + ".age", small], env=env, check=True)
                decrypts[tool] = ["age", "--decrypt", "-i", extra["LEMONLOG_AGE_IDENTITY"], "-o", "/dev/null",
                                  small + ".age"]
            homes[tool] = os.path.join(work, tool)
            shutil.copytree(plain, homes[tool], symlinks=True)
            # Both diaries are encrypted side by side (minutes each at 10,000 entries).
            encrypting[tool] = (time.perf_counter(), subprocess.Popen(
                [b.o.bin, "encrypt", "--to", recipient], env=b.env(homes[tool], **extra),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))
        for tool, (start, child) in encrypting.items():
            _, errors = child.communicate(timeout=1800)
            made[tool] = time.perf_counter() - start
            if child.returncode != 0:
                raise SystemExit("benchmark broke: lemonlog encrypt (%s) exited %d: %s"
                                 % (tool, child.returncode, errors.decode(errors="replace")[-500:]))
            b.run([b.o.bin, "list", "-n", "10"], b.env(homes[tool], **extra))
        listing = lambda at: (lambda: b.run([b.o.bin, "list", "-n", "10"], b.env(at, **extra)))
        rounds = {tool: Pair() for tool in tools}
        plains, opens = [], {tool: [] for tool in tools}
        for attempt in range(b.o.runs + 1):           # the first round is the warm-up
            for tool in tools:
                base = listing(plain)()
                one = b.run(decrypts[tool], env)
                took = listing(homes[tool])()
                if attempt:
                    plains.append(base)
                    opens[tool].append(one)
                    rounds[tool].add(took, base + one)
        n = f"{size:,}"
        b.row(part, "plain `list -n 10`, %s entries (paired with each encrypted row below)" % n, plains)
        for tool in tools:
            b.row(part, "one decrypt of a small file by `%s` alone" % tool, opens[tool])
            b.ratio_row(part, "encrypted `list -n 10`, %s, %s entries (`lemonlog encrypt` took %s, both side by side)"
                        % (tool, n, fmt_time(made[tool])), rounds[tool], "(plain + one decrypt)", 1)
    finally:
        subprocess.run(["gpgconf", "--kill", "gpg-agent"], env=env, capture_output=True)


def index_writes(b, home, size):
    """Issue 19, item 7: the index pays for its own writes once. A save is `actions done` (an
    entry saved through the store, as the wizard's `s` does), each run on the next entry; each
    ratio pair by pair (the list right after a save runs at once after it, then a steady list)."""
    part = "3 diary"
    runs = b.o.runs
    saves_home, _, _ = b.imported_diary(size, "saves")
    # The first `list` right after an import (one run: each needs a new import).
    after_import = b.run([b.o.bin, "list", "-n", "10"], b.env(saves_home))
    small = runs + 2
    small_export = os.path.join(b.scratch, "export-small.json")
    diary_builder.write_export(small_export, small, seed=1)
    small_home = b.fresh_home("saves-small")
    b.run([b.o.bin, "import", small_export], b.env(small_home))
    big_ids = iter([doc["id"] for doc in diary_builder.documents(size, seed=1)][:runs + 1])
    small_ids = iter([doc["id"] for doc in diary_builder.documents(small, seed=1)][:runs + 1])
    version = lambda: b.run([b.o.bin, "--version"], b.env(home))
    steady = lambda: b.run([b.o.bin, "list", "-n", "10"], b.env(home))
    after, saves, steadies = Pair(), Pair(), Pair()
    for attempt in range(runs + 1):                 # the first round is the warm-up
        save = b.run([b.o.bin, "actions", "done", next(big_ids)], b.env(saves_home))
        listed = b.run([b.o.bin, "list", "-n", "10"], b.env(saves_home))
        still = steady()
        save_small = b.run([b.o.bin, "actions", "done", next(small_ids)], b.env(small_home))
        v = version()
        if attempt:
            after.add(listed, still)
            saves.add(save, save_small)
            steadies.add(still, v)
    n = f"{size:,}"
    b.ratio_row(part, "`list -n 10`, %s entries, steady (in the rounds of the rows below)" % n, steadies,
                "--version", 3)
    b.ratio_row(part, "`list -n 10` right after a save (`actions done`), %s entries" % n, after, "steady", 1.2)
    b.row(part, "first `list -n 10` right after the import of %s entries (one run)" % n, [after_import],
          ratio="%.2f× steady" % (after_import / med(steadies.values)))
    b.row(part, "a save (`actions done`), a diary of %d entries" % small, saves.references)
    b.ratio_row(part, "a save (`actions done`), %s entries" % n, saves, "small", 1.3)


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
    runs = min(b.o.runs, 9)                          # jrnl takes about half a second a run
    p = b.pairs(lemon("list", "-n", "10"), {"n": jrnl("-n", "10")}, runs)["n"]
    c = b.pairs(lemon("list", "--contains", word), {"c": jrnl("-contains", word)}, runs)["c"]
    n = f"{size:,}"
    b.row(part, "`jrnl -n 10` (jrnl 4.6, %s entries, plain-text journal)" % n, p.values)
    b.row(part, "`lemonlog list -n 10`, paired with it", p.references, ratio=p.text("(jrnl / LemonLog)"),
          target="≥ 35× faster", met=p.median() >= 35)
    b.row(part, "`jrnl -contains %s`" % word, c.values)
    b.row(part, "`lemonlog list --contains %s`, paired with it" % word, c.references,
          ratio=c.text("(jrnl / LemonLog)"), target="≥ 10× faster", met=c.median() >= 10)


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


def growth(b, sizes, main_size, main_samples):
    """`list -n 10` and `list --contains` at each size, paired with `--version`; at 100,000 the
    import itself too (time and peak memory: issue 36's ≤ 10 s, ≤ 150 MB)."""
    part = "5 growth"
    word = diary_builder.RARE_WORD
    for size in sizes:
        n = f"{size:,}"
        if size == main_size:
            p = main_samples
            note = ""
        else:
            home, imported, peak = b.imported_diary(size, "growth-%d" % size)  # no diary removed just before
            note = " (imported in %s)" % fmt_time(imported)
            if size >= 100_000:
                imports, peaks, cpus = [imported], [peak], [b.last_cpu]
                for _ in range(1 if b.o.mode == "full" else 0):
                    _, seconds, peak = b.imported_diary(size, "growth-import")
                    imports.append(seconds)
                    peaks.append(peak)
                    cpus.append(b.last_cpu)
                # Kept until the scratch folder goes at the end: removing 100,000 files here
                # made the kernel's work run beside the pairs timed next (1.47–1.53× there,
                # 1.35× for the same build on a quiet machine).
                b.row(part, "`import` of %s entries into an empty diary (%d runs)" % (n, len(imports)), imports,
                      target="≤ 10 s", met=med(imports) <= 10)
                b.row(part, "… its CPU, run by run (user: LemonLog's; system: the kernel's file creation)",
                      text=", ".join("user %.2f s + system %.2f s" % cpu for cpu in cpus))
                b.row(part, "… its peak memory (max RSS of the largest run, %s)" % b.rss_source, text="%.1f MB" % (max(peaks) / 1024),
                      target="≤ 150 MB", met=max(peaks) <= 150 * 1024)
                note = ""
            b.settled(home)
            cmd = lambda *args: (lambda: b.run([b.o.bin] + list(args), b.env(home)))
            p = b.pairs(cmd("--version"), {"list": cmd("list", "-n", "10"), "contains": cmd("list", "--contains", word)})
        target = 1.5 if size >= 10_000 else None
        b.ratio_row(part, "`list -n 10`, %s entries%s" % (n, note), p["list"], "--version", target)
        b.ratio_row(part, "`list --contains %s`, %s entries (%d matches)" % (word, n, size // 100), p["contains"],
                    "--version", 4 if size == 10_000 else None)


# MARK: - The table

def table(rows):
    lines = ["| part | what | median | min | max | ratio: median of the pairs (min–max) | target | |", "|---|---|---:|---:|---:|---:|---|---|"]
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
    o.runs = o.runs or RUNS[o.mode]
    main_size, sizes, drafts, crypt_size = SETTINGS[o.mode]
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
        review(b, home, main_size)
        sync_nothing(b, home, main_size)
        encrypted(b, crypt_size)
        index_writes(b, home, main_size)
        versus_jrnl(b, home, main_size)
        growth(b, sizes, main_size, samples)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    seconds = (datetime.datetime.now(datetime.timezone.utc) - started).total_seconds()
    missed = [row for row in b.rows if row[6] == "**missed**"]
    commit = git("rev-parse", "--short=10", "HEAD") + (" (with uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else "")
    header = [
        "# LemonLog benchmarks",
        "",
        "Written by `Tests/Benchmarks/run%s` (see Tests/Benchmarks/README.md). Medians of %d runs after a warm-up, "
        "with min and max. Every ratio is measured pair by pair: each run of a command is followed at once "
        "by a run of what it is compared to, the ratio is taken in each pair, and the table gives the median "
        "of the %d ratios with their min and max. Ratios matter more than milliseconds: the machine is shared."
        % ("" if o.mode == "full" else " --" + o.mode, o.runs, o.runs),
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
