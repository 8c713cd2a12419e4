#!/usr/bin/env python3
"""Builds LemonLog data directories of any size, for benchmarks (stdlib only).

Reusable: `import diary_builder; diary_builder.build(path, entries=10_000, drafts=2, seed=1)`,
or from the shell: `Tests/Benchmarks/diary_builder.py DIR ENTRIES [--drafts N] [--seed S]`.
Files are written as LemonLog writes them (format version 1, folders 0700, files 0600);
the same seed gives the same diary; `entry_id(n)` is the id of the n-th entry.

The same entries can also be written as LemonLog's JSON export (`write_export`, for
`lemonlog import`) and as a jrnl plain-text journal (`write_jrnl`), same dates, same text.
Every 100th entry's thought holds the rare word `RARE_WORD` (for `--contains` benchmarks).
"""
import datetime, hashlib, json, os, random, sys

EMOTIONS = ["joy.happy", "joy.grateful", "sadness.lonely", "sadness.hurt", "anger.frustrated",
            "fear.anxious", "fear.worried", "shame.guilty", "surprise.confused", "disgust.averse"]
WORDS = ["회의", "버스", "친구", "시험", "가족", "산책", "meeting", "deadline", "rain", "coffee",
         "잠", "운동", "email", "phone", "lunch", "월요일", "weekend", "project", "노래", "책"]


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (moment.microsecond // 1000)


RARE_WORD = "lemonade"
STAR_EVERY = 50   # every 50th entry of an export is starred (for `list --starred` benchmarks)


def sentence(rng, words=12):
    return " ".join(rng.choice(WORDS) for _ in range(words))


def entry_id(number):
    """The id of entry `number`: 12 hex digits, spread like LemonLog's random ids."""
    return hashlib.blake2b(b"entry %d" % number, digest_size=6).hexdigest()


def document(rng, number, start):
    date = start + datetime.timedelta(hours=number * 7, minutes=rng.randrange(60))
    saved = date + datetime.timedelta(minutes=rng.randrange(1, 90))
    return {
        "version": 1, "id": entry_id(number), "createdAt": stamp(saved), "updatedAt": stamp(saved),
        "content": {
            "emotions": rng.sample(EMOTIONS, rng.randrange(1, 4)),
            "situation": sentence(rng) + "\n" + sentence(rng, 6),
            "thought": sentence(rng, 8) + (" " + RARE_WORD if number % 100 == 0 else ""), "reeval": sentence(rng, 10), "action": sentence(rng, 6),
            "date": stamp(date), "images": [],
        },
    }


def write_private(path, text):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def build(path, entries, drafts=0, seed=1):
    """Creates a data directory at `path` holding `entries` entries and `drafts` drafts."""
    rng = random.Random(seed)
    for folder in ["", "drafts", "entries", "images", "locks"]:
        os.makedirs(os.path.join(path, folder), mode=0o700, exist_ok=True)
        os.chmod(os.path.join(path, folder), 0o700)
    start = datetime.datetime(2018, 1, 1, 8, 0)
    for number in range(1, entries + 1):
        doc = document(rng, number, start)
        write_private(os.path.join(path, "entries", doc["id"] + ".json"),
                      json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    for number in range(1, drafts + 1):
        doc = document(rng, entries + number, start)
        doc["id"] = hashlib.blake2b(b"draft %d" % number, digest_size=6).hexdigest()
        doc["position"] = {"step": "thought", "editing": False, "cursor": 0, "emotionCursor": 0}
        write_private(os.path.join(path, "drafts", doc["id"] + ".json"),
                      json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    return path


def documents(entries, seed=1):
    """The `entries` entry documents `build` writes, in order (oldest first)."""
    rng = random.Random(seed)
    start = datetime.datetime(2018, 1, 1, 8, 0)
    return [document(rng, number, start) for number in range(1, entries + 1)]


def write_export(path, entries, seed=1):
    """The same entries as `build(path, entries, seed=seed)`, as LemonLog's JSON export
    (`{"format": "lemonlog-export", "version": 1, "entries": [...]}`), for `lemonlog import`."""
    rows = []
    for number, doc in enumerate(documents(entries, seed), start=1):
        content = doc["content"]
        starred = {"starred": True} if number % STAR_EVERY == 0 else {}
        rows.append({**starred,
            "id": doc["id"], "date": content["date"], "createdAt": doc["createdAt"], "updatedAt": doc["updatedAt"],
            "emotions": [{"key": key, "intensity": 50} for key in content["emotions"]],
            "situation": content["situation"], "thought": content["thought"], "reeval": content["reeval"],
            "action": content["action"], "images": [],
        })
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"format": "lemonlog-export", "version": 1, "entries": rows}, f, ensure_ascii=False)
    return path


def write_jrnl(path, entries, seed=1):
    """The same entries as a jrnl plain-text journal: `[YYYY-MM-DD HH:MM] title` (the
    situation's first line, ending in a full stop) then the other texts as the body, entries
    separated by a blank line. Times are the entries' dates (UTC)."""
    with open(path, "w", encoding="utf-8") as f:
        for doc in documents(entries, seed):
            content = doc["content"]
            first, _, rest = content["situation"].partition("\n")
            when = content["date"][:10] + " " + content["date"][11:16]
            body = "\n".join([rest, content["thought"], content["reeval"], content["action"]])
            f.write("[%s] %s.\n%s\n\n" % (when, first, body))
    return path


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) < 2:
        raise SystemExit(__doc__)
    options = dict(zip(args[2::2], args[3::2]))
    build(args[0], int(args[1]), drafts=int(options.get("--drafts", 0)), seed=int(options.get("--seed", 1)))
