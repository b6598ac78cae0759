#!/usr/bin/env python3
"""Compares what real UIKit did in the device stories with what the model says.

    compare.py DEVICE_LOG [--lab PATH] [--verdicts FILE] [--faults]
    compare.py --write-verdicts FILE --lab PATH
    compare.py --self-test

DEVICE_LOG is the app's console output: one JSON line per story
({"story", "ios", "observed", ...}), "story-begin: NAME" markers, and anything else the
console printed (UIKit's own log lines among them), which is kept for --faults.

The model's verdicts:
  - an open-question story: model-expectations.json beside this script, each expectation
    with the Docs/UIKitFacts.md fact it comes from;
  - a replayed lab scenario (a story named like a file of Scenarios/): the lab's own run of
    that file with the raw strategy (the app calls UIKit directly) on the device's era,
    `baton-lab scenario FILE --strategy raw --profile P --json`, where P is `deferring` below
    iOS 26 and `fluid` from 26. With --lab PATH the script runs the lab; otherwise it reads
    --verdicts FILE (default: model-verdicts.jsonl beside this script, written by
    --write-verdicts). It compares stack, presented and selectedTab; with --faults also the
    fault kinds whose texts it knows (F3-F7, F15): the app's own reading of its log
    ("consoleFaults", through OSLogStore), else UIKit's log lines between the story's marker and
    its JSON line (the simulator prints them with OS_ACTIVITY_DT_MODE=1).

Prints one line per story: agree, differ (with each difference and its fact), unsettled (a
stand-in could not reach what the story needed), skipped (the device's iOS is too old) or
not compared (the model's listing says why). Exits 1 when a story differs, has no verdict, or
did not print its line (the app stopped); 2 on bad input; 0 otherwise.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SCENARIOS = os.path.join(ROOT, "Scenarios")
EXPECTATIONS = os.path.join(HERE, "model-expectations.json")
VERDICTS = os.path.join(HERE, "model-verdicts.jsonl")
PROFILES = ("deferring", "fluid")
REPLAY_KEYS = ("stack", "presented", "selectedTab")
# UIKit's console texts for the faults it logs without crashing (Docs/UIKitFacts.md A1), as the
# app's ConsoleFaults.swift has them.
FAULT_TEXTS = {
    "F3": ("nested push animation", "nested pop animation",
           "Finishing up a navigation transition in an unexpected state"),
    "F4": ("whose view is not in the window hierarchy",),
    "F5": ("which is already presenting",),
    "F6": ("while a presentation is in progress", "while a presentation or dismiss is in progress",
           "while a dismiss is in pro"),
    "F7": ("Unbalanced calls to begin/end appearance transitions",),
    "F15": ("while an existing transition or presentation is occurring",),
}


def profile_for(ios):
    """The model's profile for a device's iOS version ("18.6" -> deferring)."""
    try:
        major = int(str(ios).split(".")[0])
    except ValueError:
        raise ValueError("not an iOS version: %r" % (ios,))
    return "fluid" if major >= 26 else "deferring"


def read_device_log(lines):
    """The story lines, the count the app announced, and each story's console lines."""
    stories, console, announced = [], {}, None
    current = None
    for raw in lines:
        line = raw.rstrip("\n")
        # The console may prefix lines (a timestamp, a process name): find the JSON or marker.
        if "device-stories: " in line and " stories on iOS " in line:
            words = line.split("device-stories: ", 1)[1].split()
            if words and words[0].isdigit():
                announced = int(words[0])
            continue
        if "story-begin: " in line:
            current = line.split("story-begin: ", 1)[1].strip()
            console[current] = []
            continue
        start = line.find('{"')
        if start >= 0:
            try:
                value = json.loads(line[start:])
            except ValueError:
                value = None
            if isinstance(value, dict) and "story" in value and "observed" in value:
                stories.append(value)
                current = None
                continue
        if current is not None:
            console[current].append(line)
    return stories, announced, console


def faults_in(console_lines):
    """The fault kinds whose texts appear in a story's console lines."""
    seen = set()
    for line in console_lines:
        for kind, texts in FAULT_TEXTS.items():
            if any(text in line for text in texts):
                seen.add(kind)
    return seen


def lab_verdict(lab, story, profile):
    path = os.path.join(SCENARIOS, story + ".txt")
    result = subprocess.run(
        [lab, "scenario", path, "--strategy", "raw", "--profile", profile, "--json"],
        capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError("%s: %s" % (story, (result.stderr or result.stdout).strip()))
    for line in result.stdout.splitlines():
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError("%s: the lab printed no JSON line" % story)


def load_verdicts(path):
    verdicts = {}
    with open(path) as handle:
        for line in handle:
            if line.strip():
                value = json.loads(line)
                verdicts[(value["story"], value["profile"])] = value
    return verdicts


def replay_stories():
    return sorted(name[:-4] for name in os.listdir(SCENARIOS) if name.endswith(".txt"))


def compare_expectations(observed, entry):
    """Differences and unsettled keys of one open-question story on one profile."""
    differences, unsettled = [], []
    for expectation in entry["expect"]:
        key = expectation["observed"]
        if key not in observed or observed[key] is None:
            unsettled.append(key)
        elif observed[key] != expectation["equals"]:
            differences.append("%s: device %s, model %s (%s)" % (
                key, json.dumps(observed[key]), json.dumps(expectation["equals"]),
                expectation["fact"]))
    return differences, unsettled


def compare_replay(observed, verdict, console, with_faults):
    differences, unsettled = [], []
    model = verdict["observed"]
    for key in REPLAY_KEYS:
        if key not in observed:
            unsettled.append(key)
        elif observed[key] != model[key]:
            differences.append("%s: device %s, model %s (the lab's raw run on %s)" % (
                key, json.dumps(observed[key]), json.dumps(model[key]), verdict["profile"]))
    if with_faults:
        # The app's own reading of its log (OSLogStore) when it has one, else the console's lines.
        logged = observed.get("consoleFaults")
        seen = ({kind for kind, count in logged.items() if count} if isinstance(logged, dict)
                else faults_in(console))
        expected = {kind for kind, count in model.get("faults", {}).items()
                    if count and kind in FAULT_TEXTS}
        for kind in sorted(seen ^ expected):
            differences.append("fault %s: %s on the device's console, %s in the model" % (
                kind, "seen" if kind in seen else "not seen",
                "recorded" if kind in expected else "not recorded"))
    return differences, unsettled


def compare(device_lines, expectations, verdict_for, with_faults, out):
    """Prints one line per story; returns the exit status."""
    stories, announced, console = read_device_log(device_lines)
    if not stories:
        out("no story lines in the device log")
        return 1
    status = 0
    tally = {"agree": 0, "differ": 0, "unsettled": 0}
    for story in stories:
        name, observed = story["story"], story["observed"]
        profile = profile_for(story["ios"])
        label = "%s (iOS %s, %s)" % (name, story["ios"], profile)
        if "skipped" in observed:
            out("skipped     %s: %s" % (label, observed["skipped"]))
            continue
        if name in expectations["stories"]:
            listing = expectations["stories"][name]
            entry = listing.get(profile)
            if entry is None:
                out("not compared %s: %s" % (label, listing.get(profile + "Reason", "no entry")))
                continue
            differences, unsettled = compare_expectations(observed, entry)
        else:
            try:
                verdict = verdict_for(name, profile)
            except (KeyError, RuntimeError, OSError) as error:
                out("differ      %s: no model verdict (%s)" % (label, error))
                status = 1
                tally["differ"] += 1
                continue
            differences, unsettled = compare_replay(
                observed, verdict, console.get(name, []), with_faults)
        if observed.get("timedOut"):
            differences.append("the story timed out on the device")
        if differences:
            status = 1
            out("differ      %s" % label)
            for difference in differences:
                out("    " + difference)
        elif unsettled:
            out("unsettled   %s: not observed: %s (%s)" % (
                label, ", ".join(unsettled), observed.get("standIn", "see its standIns")))
        else:
            out("agree       %s" % label)
        tally[printed_kind(differences, unsettled)] += 1
    others = len(stories) - sum(tally.values())
    out("%d agree, %d differ, %d unsettled, %d skipped or not compared, of %d stories" % (
        tally["agree"], tally["differ"], tally["unsettled"], others, len(stories)))
    if announced is not None and len(stories) < announced:
        out("missing     %d of %d stories printed no line (the app stopped: a crash?)" % (
            announced - len(stories), announced))
        status = 1
    return status


def printed_kind(differences, unsettled):
    return "differ" if differences else "unsettled" if unsettled else "agree"


def self_test():
    """Checks the script on made-up logs; no device, no lab."""
    expectations = {"stories": {
        "open": {"deferring": {"expect": [
            {"observed": "popCalls", "equals": 1, "fact": "F0"},
            {"observed": "stack", "equals": ["list"], "fact": "F0"}]},
            "fluid": None, "fluidReason": "stand-in"}}}
    verdicts = {("replay", "deferring"): {"story": "replay", "profile": "deferring", "observed": {
        "stack": ["list", "detail"], "presented": [], "selectedTab": 0, "faults": {"F6": 1}}}}

    def verdict_for(name, profile):
        return verdicts[(name, profile)]

    def run(lines, with_faults=False):
        printed = []
        status = compare(lines, expectations, verdict_for, with_faults, printed.append)
        return status, printed

    def line(story, ios, observed):
        return json.dumps({"story": story, "ios": ios, "observed": observed})

    agree = [
        "device-stories: 2 stories on iOS 18.6",
        "story-begin: open",
        line("open", "18.6", {"popCalls": 1, "stack": ["list"]}),
        "story-begin: replay",
        "2026-01-01 UIKitCore [Presentation] Attempt to present <A> on <B> (from <C>) while a presentation is in progress.",
        "12:00:00 DeviceStories " + line("replay", "18.6", {
            "stack": ["list", "detail"], "presented": [], "selectedTab": 0}),
    ]
    failures = []

    def check(name, condition):
        if not condition:
            failures.append(name)

    status, printed = run(agree, with_faults=True)
    check("agreeing stories exit 0", status == 0)
    check("each story gets a line", sum(p.startswith("agree") for p in printed) == 2)
    differ = list(agree)
    differ[2] = line("open", "18.6", {"popCalls": 2, "stack": ["list"]})
    status, printed = run(differ)
    check("a difference exits 1", status == 1)
    check("a difference names its fact", any("popCalls" in p and "(F0)" in p for p in printed))
    status, printed = run(agree[:3] + [agree[3]])
    check("a story that printed nothing is missing", status == 1 and "missing" in printed[-1])
    no_fault = agree[:4] + agree[5:]
    status, printed = run(no_fault, with_faults=True)
    check("a fault the model records but the console lacks differs", status == 1)
    status, printed = run(no_fault, with_faults=False)
    check("faults are compared only when asked", status == 0)
    logged = agree[:4] + [line("replay", "18.6", {
        "stack": ["list", "detail"], "presented": [], "selectedTab": 0,
        "consoleFaults": {"F6": 1}})]
    status, printed = run(logged, with_faults=True)
    check("the app's own reading of its log counts as seen", status == 0)
    fluid = ["story-begin: open", line("open", "26.1", {"popCalls": 2})]
    status, printed = run(fluid)
    check("a profile without a listing is not compared", status == 0
          and printed[0].startswith("not compared"))
    unsettled = ["story-begin: open", line("open", "18.0", {"stack": ["list"], "standIn": "x"})]
    status, printed = run(unsettled)
    check("a key the stand-in could not observe is unsettled", status == 0
          and printed[0].startswith("unsettled"))
    skipped = [line("open", "15.0", {"skipped": "needs iOS 18"})]
    status, printed = run(skipped)
    check("a skipped story is not a difference", status == 0 and printed[0].startswith("skipped"))
    unknown = [line("other", "18.0", {"stack": []})]
    status, printed = run(unknown)
    check("a story without a verdict differs", status == 1)
    check("iOS 26 is fluid, 18 deferring", profile_for("26.0") == "fluid"
          and profile_for("18.6") == "deferring")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "verdicts.jsonl")
        with open(path, "w") as handle:
            handle.write(json.dumps(verdicts[("replay", "deferring")]) + "\n")
        check("verdicts read back", load_verdicts(path) == verdicts)
    listing = load_expectations(EXPECTATIONS)
    check("a summary ends the report", printed[-1].endswith("of 1 stories"))
    check("the committed listing names a fact for every expectation", all(
        expectation.get("fact")
        for story in listing["stories"].values() for profile in PROFILES
        if story.get(profile) for expectation in story[profile]["expect"]))
    check("a listing that skips a profile says why", all(
        story.get(profile) is not None or story.get(profile + "Reason")
        for story in listing["stories"].values() for profile in PROFILES))
    for failure in failures:
        print("self-test failed: " + failure)
    print("self-test: %d failure(s)" % len(failures))
    return 1 if failures else 0


def load_expectations(path):
    with open(path) as handle:
        return json.load(handle)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("device_log", nargs="?", help="the app's console output ('-' for stdin)")
    parser.add_argument("--lab", help="a built baton-lab (swift build --product baton-lab)")
    parser.add_argument("--verdicts", default=VERDICTS, help="the lab's verdicts, JSON lines")
    parser.add_argument("--expectations", default=EXPECTATIONS)
    parser.add_argument("--faults", action="store_true",
                        help="also compare F3-F7 and F15 with UIKit's logged texts")
    parser.add_argument("--write-verdicts", metavar="FILE",
                        help="write the lab's raw verdicts for every scenario, both eras")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if args.write_verdicts:
        if not args.lab:
            parser.error("--write-verdicts needs --lab")
        names = device_replay_names()
        with open(args.write_verdicts, "w") as handle:
            for name in names:
                for profile in PROFILES:
                    handle.write(json.dumps(lab_verdict(args.lab, name, profile),
                                            sort_keys=True) + "\n")
        print("wrote %d verdicts to %s" % (2 * len(names), args.write_verdicts))
        return 0
    if not args.device_log:
        parser.error("give the device log, --write-verdicts or --self-test")
    try:
        expectations = load_expectations(args.expectations)
        if args.device_log == "-":
            lines = sys.stdin.readlines()
        else:
            with open(args.device_log, errors="replace") as handle:
                lines = handle.readlines()
    except (OSError, ValueError) as error:
        print("compare: %s" % error, file=sys.stderr)
        return 2
    if args.lab:
        cache = {}

        def verdict_for(name, profile):
            if (name, profile) not in cache:
                if name + ".txt" not in os.listdir(SCENARIOS):
                    raise KeyError("no Scenarios/%s.txt" % name)
                cache[(name, profile)] = lab_verdict(args.lab, name, profile)
            return cache[(name, profile)]
    else:
        verdicts = load_verdicts(args.verdicts)

        def verdict_for(name, profile):
            if (name, profile) not in verdicts:
                raise KeyError("%s on %s is not in %s" % (name, profile, args.verdicts))
            return verdicts[(name, profile)]
    return compare(lines, expectations, verdict_for, args.faults, print)


def device_replay_names():
    """The scenarios the app replays: the names in its ScenarioReplays.swift."""
    path = os.path.join(HERE, "Sources", "DeviceStories", "Stories", "ScenarioReplays.swift")
    names = []
    with open(path) as handle:
        for line in handle:
            line = line.strip()
            if line.startswith('name: "') and line.endswith('",'):
                names.append(line[len('name: "'):-2])
    known = set(replay_stories())
    return [name for name in names if name in known]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
