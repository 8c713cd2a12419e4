#!/usr/bin/env python3
"""Rewrites the three blocks of README.md that the program produces, as ReadmeMatchesTests
checks them: the picture (a golden frame), the sample entry (`lemonlog show` of
sample-export.json) and the commands (`lemonlog help` at 80 columns).

    Tests/Fixtures/readme/refresh-readme.py [.build/debug/lemonlog]

Only those blocks change; read the diff before committing it."""
import os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/lemonlog")
readme_path = os.path.join(root, "README.md")

def run(args, home):
    env = {"LEMONLOG_HOME": home, "LANG": "C.UTF-8", "COLUMNS": "80", "TZ": "UTC", "PATH": "/usr/bin:/bin"}
    return subprocess.run([binary] + args, env=env, check=True, capture_output=True, text=True).stdout

def replace_block(text, marker, content):
    start = text.index(marker)
    open_fence = text.index("```\n", start) + 4
    close_fence = text.index("```\n", open_fence)
    return text[:open_fence] + content + text[close_fence:]

with tempfile.TemporaryDirectory() as folder:
    home = os.path.join(folder, "home")
    run(["import", os.path.join(root, "Tests/Fixtures/readme/sample-export.json")], home)
    show = run(["show", "5a3c9e2b"], home)
    help_text = run(["help"], home)
start = help_text.index("Commands:\n")
commands = help_text[start:help_text.index("\n\nlemonlog help COMMAND", start)] + "\n"
golden = open(os.path.join(root, "Tests/LemonLogTerminalTests/__Snapshots__/record-thought-80x24-en.txt")).read()
lines = [line.replace("⏎", "").rstrip() for line in golden.split("\n") if not line.startswith("-- cursor")]
while lines and lines[-1] == "":
    lines.pop()
picture = "\n".join(lines) + "\n"

readme = open(readme_path).read()
readme = replace_block(readme, "## What it looks like", picture)
readme = replace_block(readme, "A saved entry, as `lemonlog show` prints it:", show)
readme = replace_block(readme, "## Commands", commands)
open(readme_path, "w").write(readme)
