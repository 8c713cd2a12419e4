#!/usr/bin/env bash
# Makes the jrnl fixtures of this folder with the real jrnl 4.6 CLI (pip install jrnl==4.6),
# in a private HOME, so that nothing of the person running it is touched:
#   Tests/Fixtures/jrnl/make.sh [path/to/jrnl]
# journal.json          jrnl --format json of the journal below
# journal-changed.json  the same after `jrnl --edit` changed one entry's body and starred another
# journal.md, .txt, .xml  the other export formats (refused by import with a hint; see the XML below)
# journal.jrnl          the plain journal file jrnl keeps
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jrnl=${1:-jrnl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_CONFIG_HOME="$work/.config"
mkdir -p "$XDG_CONFIG_HOME/jrnl"
cat > "$XDG_CONFIG_HOME/jrnl/jrnl.yaml" <<YAML
colors: {body: none, date: none, tags: none, title: none}
default_hour: 9
default_minute: 0
editor: ''
encrypt: false
highlight: false
indent_character: '|'
journals:
  default:
    journal: $work/journal.txt
linewrap: 79
tagsymbols: '#@'
template: false
timeformat: '%Y-%m-%d %H:%M'
version: v4.6
YAML
j() { "$jrnl" "$@" 2>/dev/null; }
j "2024-01-31 09:05: Coffee with Mina. @work felt tense all morning."
# Two identical entries: the same minute, the same text.
j "2024-02-03 21:30: Couldn't sleep. Again."
j "2024-02-03 21:30: Couldn't sleep. Again."
# Three entries of one minute, in this order.
j "2024-02-05 08:00: First: woke up anxious."
j "2024-02-05 08:00: Second: called mum."
j "2024-02-05 08:00: Third: went for a walk. @walk"
# A starred entry (jrnl's `*` after the date).
j "2024-02-10 18:00 *: Big day at therapy. @therapy"
printf '2024-02-12 22:10: 팀장님이 회의에서 내 의견을 무시했다.\n집에 와서도 계속 생각났다. @회사\n\n둘째 문단.' | j
j "2024-02-14 07:45: Ran 5km. @walk @health"
j --format json > "$here/journal.json"
j --format markdown > "$here/journal.md"
j --format text > "$here/journal.txt"
# jrnl 4.6's XML export stops on every journal ("'bool' object has no attribute 'replace'": it
# gives minidom the `starred` flag as a bool); jrnl's own exporter is run with that one value
# turned into text.
python=$(head -n 1 "$(command -v "$jrnl")" | sed 's/^#!//')
"$python" - > "$here/journal.xml" 2>/dev/null <<'PY'
import sys
from xml.dom import minidom
original = minidom.Element.setAttribute
minidom.Element.setAttribute = lambda self, name, value: original(self, name, str(value))
from jrnl.main import run
sys.exit(run(["--format", "xml"]))
PY
cp "$work/journal.txt" "$here/journal.jrnl"
# Changed in jrnl: the body of the first entry edited, and the last entry starred, through
# `jrnl --edit` with an editor that rewrites the file it is given.
cat > "$work/edit.sh" <<'SH'
#!/bin/sh
sed -i -e 's/felt tense all morning\./felt tense all morning. Later it passed./' \
       -e 's/^\[2024-02-14 07:45\] Ran 5km\./[2024-02-14 07:45] Ran 5km. */' "$1"
SH
chmod +x "$work/edit.sh"
sed -i "s|^editor: ''|editor: '$work/edit.sh'|" "$XDG_CONFIG_HOME/jrnl/jrnl.yaml"
j --edit
j --format json > "$here/journal-changed.json"
