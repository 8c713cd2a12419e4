#!/usr/bin/env python3
"""Makes the Day One fixture of this folder: `export/`, an unzipped Day One JSON export.

Day One's "JSON" export (File > Export > JSON, or the web app) is a zip holding `Journal.json`
(one file per journal, named after it) and a `photos/` folder whose files are named
`<md5 of the bytes>.<type>`. `Journal.json` is `{"metadata": {"version": "1.0"}, "entries": [...]}`;
each entry has `uuid` (32 upper-case hex digits), `creationDate` and `modifiedDate` (ISO 8601
in UTC, `Z`), `timeZone` (an IANA name), `text` (Markdown, with Day One's backslash escapes
such as `\\.`, and each photo's place as `![](dayone-moment://<identifier>)`), `richText`,
`starred`, `tags` (absent when none) and `photos` (`identifier`, `md5`, `type`, `filename`,
`orderInEntry`, `width`, `height`, ...), besides location, weather and device fields, and
`videos`, `audios` and `pdfAttachments` (each file in `videos/`, `audios/`, `pdfs/`), which
LemonLog does not import (only counted). A second journal is a second file (`Work.json`). This
follows Day One's export guide (dayoneapp.com/guides, "Exporting entries") and real exports
published on GitHub (e.g. gokuvinoth/Cairns app.js, an iOS Day One 728 export). Photos here
are tiny PNGs made below, so the fixture is small; the export's own photos are JPEG or HEIC.

`export.zip` is the folder zipped by the real `zip` (Info-ZIP), as Day One hands it over: the
journal files and `photos/` at the top. The media files are left out (the import never reads
them), so the fixture stays small.

Run: Tests/Fixtures/dayone/make.py   (deterministic: the same bytes every time)
"""
import hashlib, json, os, struct, subprocess, zlib

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "export")
photos = os.path.join(out, "photos")
os.makedirs(photos, exist_ok=True)
for name in os.listdir(photos):
    os.remove(os.path.join(photos, name))
for name in os.listdir(out):
    if name.endswith(".json"):
        os.remove(os.path.join(out, name))

def png(r, g, b):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"\x00" + bytes([r, g, b])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def photo(identifier, color, filename, order, write=True):
    data = png(*color)
    md5 = hashlib.md5(data).hexdigest()
    if write:
        with open(os.path.join(photos, md5 + ".png"), "wb") as f:
            f.write(data)
    return {"identifier": identifier, "md5": md5, "type": "png", "filename": filename, "orderInEntry": order,
            "width": 1, "height": 1, "isSketch": False, "duration": 0, "creationDevice": "Mina's iPhone"}

def entry(uuid, created, zone, text, starred=False, tags=None, entry_photos=None, **extra):
    e = {"uuid": uuid, "creationDate": created, "modifiedDate": created, "timeZone": zone, "text": text,
         "starred": starred, "duration": 0, "creationDevice": "Mina's iPhone", "creationDeviceType": "iPhone",
         "creationOSName": "iOS", "creationOSVersion": "17.4",
         "richText": json.dumps({"meta": {"version": 1, "created": {"platform": "com.bloombuilt.dayone-ios", "version": 1520}},
                                 "contents": [{"text": text}]}, ensure_ascii=False)}
    if tags:
        e["tags"] = tags
    if entry_photos:
        e["photos"] = entry_photos
    e.update(extra)
    return e

def location(place, locality, country, latitude, longitude):
    return {"region": {"center": {"latitude": latitude, "longitude": longitude}, "radius": 75},
            "placeName": place, "localityName": locality, "country": country,
            "latitude": latitude, "longitude": longitude}

def weather(celsius, conditions, code):
    return {"temperatureCelsius": celsius, "conditionsDescription": conditions, "weatherCode": code,
            "weatherServiceName": "Apple Weather", "relativeHumidity": 60, "pressureMB": 1012}

def media(identifier, kind, **fields):
    e = {"identifier": identifier, "md5": hashlib.md5(identifier.encode()).hexdigest(), "type": kind,
         "creationDevice": "Mina's iPhone", "orderInEntry": 0}
    e.update(fields)
    return e

def write_journal(name, entries):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        json.dump({"metadata": {"version": "1.0"}, "entries": entries}, f, ensure_ascii=False, indent=2)
        f.write("\n")

beach = photo("76F9B0AC37954B51BF8B9146498B29C2", (250, 220, 80), "IMG_8615.PNG", 0)
many = [photo("A%031d" % n, (10 * n, 100, 200), "IMG_90%02d.PNG" % n, n) for n in range(6)]
missing = photo("B%031d" % 9, (1, 2, 3), "IMG_9099.PNG", 6, write=False)
entries = [
    entry("2F8DDCA258634D9994DF3A4FEE328035", "2024-03-03T11:48:50Z", "Australia/Sydney",
          "# All packed up \\.\\. still checking the weather\\.\\.\\.\n\n![](dayone-moment://76F9B0AC37954B51BF8B9146498B29C2)\n\n"
          "Nervous about the flight \\(again\\)\\! Mum said it'll be fine\\.",
          starred=True, tags=["travel", "family"], entry_photos=[beach],
          location=location("Sydney Airport", "Sydney", "Australia", -33.9399, 151.1753),
          weather=weather(24.5, "Partly Cloudy", "partly-cloudy")),
    entry("ABF26CD8D3EA42E298F1C3D5EFB0CF83", "2024-03-04T13:05:00Z", "Asia/Seoul",
          "팀장님이 회의에서 내 의견을 무시했다\\.\n\n사진을 많이 찍었다\\.",
          tags=["회사"], entry_photos=many + [missing]),
    entry("C1A1F6787CEC46F1AD61A4DD557F9EEC", "2024-03-05T01:30:00Z", "America/New_York",
          "Couldn't sleep\\. Wrote this at 8:30 pm\\.\n   Indented line stays\\.",
          location=location("Home", "Brooklyn", "United States", 40.6782, -73.9442),
          videos=[media("V0000000000000000000000000000001", "mov", duration=12.5, width=1920, height=1080)]),
]
write_journal("Journal.json", entries)

# A second journal, "Work": Day One exports it as a file of its own beside Journal.json.
write_journal("Work.json", [
    entry("D2B3A4C5D6E7F8091A2B3C4D5E6F7081", "2024-03-06T00:15:00Z", "Europe/London",
          "Standup ran long\\. Felt behind before the day began\\.", tags=["work"],
          location=location("Office", "London", "United Kingdom", 51.5072, -0.1276),
          weather=weather(9.0, "Rain", "rain")),
    entry("E4C5B6A7988F7E6D5C4B3A2918070605", "2024-03-07T08:40:00Z", "Asia/Seoul",
          "발표 준비 끝\\! 긴장되지만 괜찮다\\.",
          videos=[media("V0000000000000000000000000000002", "mp4", duration=3.0, width=1280, height=720)],
          audios=[media("A0000000000000000000000000000001", "m4a", format="aac", duration=42.0,
                        recordingDevice="iPhone Microphone")],
          pdfAttachments=[media("P0000000000000000000000000000001", "pdf", pdfName="slides.pdf", pageCount=12)]),
])

# The zip, made by the real zip: fixed times and no extra fields (-X), so the bytes never change.
for root, folders, files in os.walk(out):
    for name in files + folders:
        os.utime(os.path.join(root, name), (1709769600, 1709769600))
os.utime(out, (1709769600, 1709769600))
archive = os.path.join(here, "export.zip")
if os.path.exists(archive):
    os.remove(archive)
names = ["Journal.json", "Work.json", "photos/"] + ["photos/" + n for n in sorted(os.listdir(photos))]
subprocess.run(["zip", "-q", "-X", archive] + names, cwd=out, check=True, env=dict(os.environ, TZ="UTC"))
