#!/usr/bin/env python3
"""Kills `skillgraph site build`, `skillgraph render` and `skillgraph index` with SIGKILL at random
moments.

After every kill the output is either one complete version or (for render) a journal the next
run finishes; the next run succeeds with the right output and leaves no temporary files. Two
site builds into one folder at once both succeed and leave one complete site. A search index
killed while it is built or refreshed answers the next query exactly as a clean index does, and
leaves nothing beside it but SQLite's own write-ahead log.

usage: kill_test.py SKILLGRAPH CONTENT TEMPLATES [--runs N] [--seed S]
"""
import argparse, hashlib, os, random, shutil, signal, subprocess, sys, tempfile, time


def snapshot(folder):
    """path -> sha256 of every file under folder (None when the folder is missing); the site
    marker is left out, since it names the folder's own inode."""
    if not os.path.isdir(folder):
        return None
    result = {}
    for root, _, files in os.walk(folder):
        for name in files:
            if name == ".skillgraph-site":
                continue
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                result[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return result


def leftovers(folder):
    found = []
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            if ".new-" in name or ".old-" in name or name.endswith(".tmp") or name.endswith(".journal"):
                found.append(os.path.join(root, name))
    return found


def run(command):
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit(f"FAIL: {' '.join(command)} exited {done.returncode}: {done.stderr.decode()[-500:]}")


def timed(command):
    start = time.monotonic()
    run(command)
    return time.monotonic() - start


def kill_at_random(command, longest, rng):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(rng.uniform(0, longest))
    process.send_signal(signal.SIGKILL)
    process.wait()
    return process.returncode == -signal.SIGKILL


def site_kills(tool, contents, work, runs, rng):
    out = os.path.join(work, "site")
    references = []
    for index, content in enumerate(contents):
        reference = os.path.join(work, f"reference-{index}")
        duration = timed([tool, "site", "build", "--content", content, "--out", reference])
        references.append(snapshot(reference))
    run([tool, "site", "build", "--content", contents[1], "--out", out])
    killed = 0
    for attempt in range(runs):
        content = contents[attempt % 2]
        killed += kill_at_random(
            [tool, "site", "build", "--content", content, "--out", out], duration * 1.2, rng)
        state = snapshot(out)
        if state is None:
            # Killed between the two renames: the next build puts the old site back.
            if not any(".site.old-" in name for name in os.listdir(work)):
                sys.exit(f"FAIL: site build kill {attempt}: no site and nothing to restore")
        elif state not in references:
            sys.exit(f"FAIL: site build kill {attempt}: a half site is in place")
    run([tool, "site", "build", "--content", contents[0], "--out", out])
    if snapshot(out) != references[0]:
        sys.exit("FAIL: the site after the kills differs from a clean build")
    stray = leftovers(work)
    if stray:
        sys.exit(f"FAIL: temporary files left after the kills: {stray[:5]}")
    # Two builds into the same folder at once.
    for attempt in range(5):
        processes = [
            subprocess.Popen([tool, "site", "build", "--content", contents[i], "--out", out],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            for i in (0, 1)]
        for process in processes:
            _, error = process.communicate()
            if process.returncode != 0:
                sys.exit(f"FAIL: concurrent site build exited {process.returncode}: {error.decode()[-500:]}")
        if snapshot(out) not in references:
            sys.exit("FAIL: two concurrent builds left a mixed site")
        if leftovers(work):
            sys.exit(f"FAIL: concurrent builds left {leftovers(work)[:5]}")
    return killed


def render_kills(tool, templates, work, runs, rng):
    out = os.path.join(work, "render")
    template = "bg-app-refresh-swiftui"
    versions = [["--var", "bundleID=com.example.first"], ["--var", "bundleID=org.sample.second"]]
    references = []
    for index, values in enumerate(versions):
        reference = os.path.join(work, f"render-reference-{index}")
        duration = timed([tool, "render", template, "--templates", templates, "--output",
                          reference] + values)
        references.append(snapshot(reference))
    killed = 0
    for attempt in range(runs):
        command = [tool, "render", template, "--templates", templates, "--output", out,
                   "--force"] + versions[attempt % 2]
        killed += kill_at_random(command, duration * 1.2, rng)
        state = snapshot(out)
        pending = any(name.endswith(".journal") for name in os.listdir(out)) if state else False
        if state is not None and not pending:
            finished = {k: v for k, v in state.items() if not k.split("/")[-1].startswith(".")}
            if finished and finished not in references:
                sys.exit(f"FAIL: render kill {attempt}: a half-rendered set is in place")
    run([tool, "render", template, "--templates", templates, "--output", out, "--force"]
        + versions[0])
    if snapshot(out) != references[0]:
        sys.exit("FAIL: the rendered set after the kills differs from a clean render")
    stray = leftovers(out)
    if stray:
        sys.exit(f"FAIL: temporary files left after the kills: {stray[:5]}")
    return killed


def index_kills(tool, contents, work, runs, rng):
    """Kills the first query's index build, and refreshes after a file changed."""
    question = "my refresh task never runs"
    def answer(content, index):
        done = subprocess.run([tool, "query", "--json", "--limit", "3", "--content", content,
                               "--index", index, "--", question], capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"FAIL: query on {index} exited {done.returncode}: {done.stderr[-300:]}")
        import json
        data = json.loads(done.stdout)["data"]
        return [(result["id"], result["text"]) for result in data["results"]]
    content = os.path.join(work, "index-content")
    shutil.copytree(contents[0], content)
    reference = os.path.join(work, "index-reference.sqlite")
    start = time.monotonic()
    expected = answer(content, reference)
    duration = time.monotonic() - start
    index = os.path.join(work, "index-killed.sqlite")
    killed = 0
    target = os.path.join(content, sorted(n for n in os.listdir(content) if n.endswith(".md"))[0])
    for attempt in range(runs):
        if attempt % 3 == 0:
            # A build from nothing.
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(index + suffix):
                    os.remove(index + suffix)
        else:
            # A refresh: one file changes before the killed run.
            with open(target, "a") as handle:
                handle.write(f"\n<!-- edit {attempt} -->\n")
        killed += kill_at_random([tool, "index", "--content", content, "--index", index],
                                 duration * 1.2, rng)
        now = answer(content, index)
        fresh = os.path.join(work, f"index-fresh-{attempt}.sqlite")
        if now != answer(content, fresh):
            sys.exit(f"FAIL: index kill {attempt}: the next query answered otherwise than a clean index")
        for name in os.listdir(work):
            if name.startswith("index-killed.sqlite") and name not in (
                    "index-killed.sqlite", "index-killed.sqlite-wal", "index-killed.sqlite-shm"):
                sys.exit(f"FAIL: index kill {attempt}: {name} left beside the index")
    if expected and not answer(content, index):
        sys.exit("FAIL: the index answers nothing after the kills")
    return killed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("content")
    parser.add_argument("templates")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    tool = os.path.abspath(arguments.tool)
    work = tempfile.mkdtemp(prefix="skillgraph-kill-")
    try:
        # A second version of the content: one more skill, so two complete sites differ.
        second = os.path.join(work, "content-2")
        shutil.copytree(arguments.content, second)
        with open(os.path.join(second, "extra-kill-test.md"), "w") as handle:
            handle.write("# Extra\n\n## Decide\n\n```\nNeed it?\n├─ YES → Do it\n└─ NO → Skip\n```\n")
        start = time.monotonic()
        site = site_kills(tool, [os.path.abspath(arguments.content), second], work,
                          arguments.runs, rng)
        render = render_kills(tool, os.path.abspath(arguments.templates), work, arguments.runs, rng)
        index = index_kills(tool, [os.path.abspath(arguments.content)], work, arguments.runs, rng)
        print(f"kill test (seed {arguments.seed}): site build {arguments.runs} runs, {site} killed "
              f"mid-run; render {arguments.runs} runs, {render} killed mid-run; index "
              f"{arguments.runs} runs, {index} killed mid-run; 5 pairs of concurrent site builds; "
              f"all recovered in {time.monotonic() - start:.1f} s")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
