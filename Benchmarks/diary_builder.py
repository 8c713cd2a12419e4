#!/usr/bin/env python3
"""Builds LemonLog data directories of any size, for benchmarks (stdlib only).

Reusable: `import diary_builder; diary_builder.build(path, entries=10_000, drafts=2, seed=1)`,
or from the shell: `Benchmarks/diary_builder.py DIR ENTRIES [--drafts N] [--seed S]`.
Files are written as LemonLog writes them (format version 1, folders 0700, files 0600);
the same seed gives the same diary; `entry_id(n)` is the id of the n-th entry.
"""
import datetime, hashlib, json, os, random, sys

EMOTIONS = ["joy.happy", "joy.grateful", "sadness.lonely", "sadness.hurt", "anger.frustrated",
            "fear.anxious", "fear.worried", "shame.guilty", "surprise.confused", "disgust.averse"]
WORDS = ["회의", "버스", "친구", "시험", "가족", "산책", "meeting", "deadline", "rain", "coffee",
         "잠", "운동", "email", "phone", "lunch", "월요일", "weekend", "project", "노래", "책"]


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (moment.microsecond // 1000)


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
            "thought": sentence(rng, 8), "reeval": sentence(rng, 10), "action": sentence(rng, 6),
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


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) < 2:
        raise SystemExit(__doc__)
    options = dict(zip(args[2::2], args[3::2]))
    build(args[0], int(args[1]), drafts=int(options.get("--drafts", 0)), seed=int(options.get("--seed", 1)))
