#!/usr/bin/env python3
"""Writes N synthetic skill documents (standalone .md files) for the site benchmark.

Usage: synthetic-corpus.py N FOLDER

Every skill has front matter, ten sections, a pattern with Swift code, a JSON and a shell block,
a task-list checklist, a table and references to two other skills (backticked names and
"(Pattern 1)"); every tenth has a drawn decision tree. Deterministic: the same N gives the same
files.
"""
import os, sys

count, folder = int(sys.argv[1]), sys.argv[2]
os.makedirs(folder, exist_ok=True)
words = ("background task refresh schedule expiration handler network upload download budget "
         "launch system battery identifier register submit complete cancel retry session").split()


def prose(seed, length=60):
    return " ".join(words[(seed * 7 + i * 3) % len(words)] for i in range(length)) + "."


for n in range(count):
    name = f"synthetic-skill-{n:05d}"
    other, third = (n * 31 + 7) % count, (n * 17 + 3) % count
    lines = [
        "---", f"name: {name}", f"description: Synthetic skill {n} about {words[n % len(words)]}.",
        "version: 1.0.0", "---", f"# Synthetic Skill {n}", "", prose(n), "",
    ]
    for s in range(10):
        lines += [f"## Section {s}: {words[(n + s) % len(words)]}", "", prose(n + s), ""]
        if s == 2:
            lines += ["## Pattern 1: Schedule the work", "", "**Use when** the work can wait.", "",
                      "```swift", "import BackgroundTasks", "",
                      f"func schedule{n}() throws {{",
                      f'    let request = BGAppRefreshTaskRequest(identifier: "com.example.{n}")',
                      "    request.earliestBeginDate = Date(timeIntervalSinceNow: 900) // 15 min",
                      "    try BGTaskScheduler.shared.submit(request)", "}", "```", ""]
        if s == 4:
            lines += ["```json", f'{{"skill": {n}, "enabled": true, "name": "{name}"}}', "```", "",
                      "```sh", f'xcrun simctl launch booted com.example.{n} # "{name}"', "```", ""]
        if s == 5:
            lines += ["## Checklist", "", "- [ ] Register the identifier", "- [ ] Submit the request",
                      "- [x] Handle expiration", ""]
        if s == 6:
            lines += ["| API | Budget |", "| --- | --- |", "| refresh | 30 s |", "| processing | minutes |", ""]
        if s == 7:
            lines += [f"See `synthetic-skill-{other:05d}` and `synthetic-skill-{third:05d}`, and (Pattern 1).", ""]
        if s == 8 and n % 10 == 0:
            lines += ["```", "Need the work now?", "├─ YES → Begin a background task (Pattern 1)",
                      "└─ NO → Does it need minutes?", "   ├─ YES → Processing task",
                      "   └─ NO → App refresh task", "```", ""]
    with open(os.path.join(folder, name + ".md"), "w") as f:
        f.write("\n".join(lines))
