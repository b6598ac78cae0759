#!/usr/bin/env python3
"""Type-checks the Swift snippets of the README and the DocC articles in an iOS app module.

Every ```swift block of README.md, README.zh-CN.md and Sources/*/*.docc/*.md is compiled as the
main file of an app module of its own, after Baton, BatonUIKit and BatonSwiftUI, against a real
iOS SDK at iOS 15.0 with warnings as failures (typecheck-ios.sh, STRICT=1). A block is top-level
code, as a reader reads it: statements, `await`, `try` and declarations all work, and the names a
fragment takes for granted (`window`, `viewController`, `HomeViewController`, …) come from
DocSnippetSupport/ beside this script, which every snippet module imports (a snippet's own
declarations shadow them). Errors are reported at the Markdown file and line.

The convention, one HTML comment on the line before a block (invisible in the rendered page):
  <!-- snippet: continues -->       the block goes on from the block before it (same module,
                                    after it): it uses names that block declared
  <!-- snippet: given: CODE -->     CODE (declarations on one line, separated by `;`) comes
                                    before the block: what it takes for granted that
                                    DocSnippetSupport cannot give, such as a value of a type
                                    the block declares
  <!-- snippet: skip: REASON -->    not compiled, for the reason given (test code for the Linux
                                    model, a Package.swift fragment); say why
A block that is not Swift at all (shell, output, pseudo-code) uses another fence language
(```sh, ```text); every fence names its language.

    check-doc-snippets.py [--lint | --list] [FILE.md ...]

--lint   checks only the convention (fences name a language, markers are known, a skip has a
         reason); needs no SDK, fast; CI runs it
--list   prints each snippet with its module and what happens to it
Without either: the type-check. Environment as for typecheck-ios.sh (SDK, WORK, APINOTES_DIR,
DEPLOYMENT_TARGET, default 15.0). Exit status: 0 clean, 1 a snippet fails, 2 bad usage or setup.
"""

import glob
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIBRARIES = ["Baton", "BatonUIKit", "BatonRouting", "BatonSwiftUI"]
SUPPORT = "DocSnippetSupport"
PRELUDE = ["import Baton", "import BatonRouting", "import BatonSwiftUI", "import BatonUIKit", f"import {SUPPORT}",
           "import SwiftUI", "import UIKit"]
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$")


class Snippet:
    def __init__(self, path, line, code, marker):
        self.path, self.line, self.code, self.marker = path, line, code, marker
        self.module = None

    @property
    def skip_reason(self):
        if self.marker and self.marker.startswith("skip"):
            return self.marker[4:].lstrip(":").strip()
        return None

    @property
    def continues(self):
        return self.marker == "continues"

    @property
    def given(self):
        if self.marker and self.marker.startswith("given:"):
            return self.marker[len("given:"):].strip()
        return None


def default_files():
    files = ["README.md", "README.zh-CN.md"] + sorted(glob.glob("Sources/*/*.docc/*.md", root_dir=ROOT))
    return [f for f in files if os.path.exists(os.path.join(ROOT, f))]


def scan(path, problems):
    """The file's ```swift snippets; convention problems go to `problems`."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        lines = file.read().split("\n")
    snippets = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            if MARKER.match(lines[index]) and not (index + 1 < len(lines) and FENCE.match(lines[index + 1])):
                problems.append(f"{path}:{index + 1}: a snippet marker must be the line just before a fence")
            index += 1
            continue
        fence, language = match.group(2), match.group(3)
        start = index
        index += 1
        while index < len(lines) and not re.match(r"^\s*" + re.escape(fence[0]) + "{%d,}\\s*$" % len(fence), lines[index]):
            index += 1
        if index == len(lines):
            problems.append(f"{path}:{start + 1}: the fence is never closed")
            break
        marker_match = MARKER.match(lines[start - 1]) if start > 0 else None
        marker = marker_match.group(1) if marker_match else None
        if not language:
            problems.append(f"{path}:{start + 1}: the fence names no language (```swift, ```sh, ```text…)")
        elif language != "swift" and marker:
            problems.append(f"{path}:{start + 1}: a snippet marker before a ```{language} block")
        if language == "swift":
            indent = len(match.group(1))
            code = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start + 1:index]]
            snippet = Snippet(path, start + 2, code, marker)
            if marker is not None and not (marker == "continues" or marker.startswith("skip")
                                           or marker.startswith("given:")):
                problems.append(f"{path}:{start}: unknown snippet marker '{marker}' "
                                "(continues, given: CODE, skip: REASON)")
            elif snippet.given == "":
                problems.append(f"{path}:{start}: 'given:' needs code")
            elif marker is not None and marker.startswith("skip") and not snippet.skip_reason:
                problems.append(f"{path}:{start}: 'skip' needs a reason: <!-- snippet: skip: WHY -->")
            elif snippet.continues and (not snippets or snippets[-1].skip_reason is not None):
                problems.append(f"{path}:{start}: 'continues' needs a compiled ```swift block before it")
            snippets.append(snippet)
        index += 1
    return snippets


def module_name(path, line):
    stem = re.sub(r"[^A-Za-z0-9]", "", os.path.splitext(os.path.basename(path))[0].title())
    folder = os.path.basename(os.path.dirname(path)).split(".")[0]
    return f"Snippet_{folder + '_' if folder else ''}{stem}_L{line}"


def group(snippets):
    """Modules in order: name -> snippets."""
    modules = {}
    current = None
    for snippet in snippets:
        if snippet.skip_reason is not None:
            continue
        if not snippet.continues or current is None:
            current = module_name(snippet.path, snippet.line)
            modules[current] = []
        snippet.module = current
        modules[current].append(snippet)
    return modules


def write_module(folder, snippets):
    os.makedirs(folder)
    has_main_attribute = any(re.match(r"^\s*@main\b", line) for s in snippets for line in s.code)
    name = "Snippet.swift" if has_main_attribute else "main.swift"
    text = list(PRELUDE)
    for snippet in snippets:
        if snippet.given:
            text.append(f'#sourceLocation(file: "{snippet.path}", line: {snippet.line - 2})')
            text.append(snippet.given)
        text.append(f'#sourceLocation(file: "{snippet.path}", line: {snippet.line})')
        text.extend(snippet.code)
        text.append("#sourceLocation()")
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write("\n".join(text) + "\n")


def up_to_date(libraries, work, deployment_target):
    """The leading libraries whose module, left by an earlier clean run, is newer than every
    source file of theirs and of the libraries before them."""
    outputs = glob.glob(os.path.join(work, "out", f"*-ios{deployment_target}"))
    if len(outputs) != 1:
        return []
    newest_source = 0
    built = []
    for name, folder in libraries:
        for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
            newest_source = max(newest_source, os.path.getmtime(path))
        module = os.path.join(outputs[0], f"{name}.swiftmodule")
        log = os.path.join(outputs[0], f"{name}.log")
        # The log is written on every run (the module file only when its content changes).
        if not os.path.exists(module) or not os.path.exists(log) or os.path.getmtime(log) <= newest_source:
            break
        with open(log, encoding="utf-8", errors="replace") as file:
            if re.search(r": (error|warning): ", file.read()):
                break
        built.append(name)
    return built


def main(arguments):
    mode = None
    if arguments and arguments[0] in ("--lint", "--list", "-h", "--help"):
        mode = arguments.pop(0)
    if mode in ("-h", "--help"):
        print(__doc__)
        return 0
    files = arguments or default_files()
    problems = []
    snippets = []
    for path in files:
        if not os.path.exists(os.path.join(ROOT, path)):
            print(f"check-doc-snippets: no file {path}", file=sys.stderr)
            return 2
        snippets.extend(scan(path, problems))
    modules = group(snippets)
    skipped = [s for s in snippets if s.skip_reason is not None]
    for problem in problems:
        print(problem)
    summary = (f"{len(snippets)} swift snippets in {len(files)} files: {len(snippets) - len(skipped)} "
               f"compiled in {len(modules)} app modules, {len(skipped)} skipped")
    if mode == "--list":
        for snippet in snippets:
            what = f"skip ({snippet.skip_reason})" if snippet.skip_reason is not None else snippet.module
            print(f"{snippet.path}:{snippet.line}: {what}")
    if mode in ("--lint", "--list") or problems:
        print(("check-doc-snippets: " + summary) if not problems else
              f"check-doc-snippets: {len(problems)} convention problem(s)")
        return 1 if problems else 0

    work = os.environ.get("WORK") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "baton-ios-typecheck")
    stage = os.path.join(work, "doc-snippets")
    shutil.rmtree(stage, ignore_errors=True)
    deployment_target = os.environ.get("DEPLOYMENT_TARGET", "15.0")
    libraries = [(name, os.path.join(ROOT, "Sources", name)) for name in LIBRARIES]
    libraries.append((SUPPORT, os.path.join(HERE, SUPPORT)))
    specs = [f"{name}={folder}" for name, folder in libraries]
    built = up_to_date(libraries, work, deployment_target)
    if built and os.environ.get("REBUILD") != "1":
        # The libraries have not changed since their last check here: the snippets import the
        # modules that check left (REBUILD=1 checks them again anyway).
        print(f"check-doc-snippets: {', '.join(built)} unchanged since the last run; not checked again")
        specs = [spec for spec in specs if spec.split("=")[0] not in built]
    for name, members in modules.items():
        write_module(os.path.join(stage, name), members)
        specs.append(f"{name}={os.path.join(stage, name)}")
    environment = dict(os.environ, MODULES=" ".join(specs), STRICT="1", KEEP_GOING="1", WORK=work)
    command = [os.path.join(HERE, "typecheck-ios.sh"), ROOT, os.environ.get("SDK", ""),
               deployment_target]
    result = subprocess.run(command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    failed = []
    for line in result.stdout.splitlines():
        print(line)
        module = re.match(r"^-- (\w+): .* (\d+) error\(s\), (\d+) warning\(s\)", line)
        if module and (module.group(2) != "0" or module.group(3) != "0"):
            failed.append(module.group(1))
    if result.returncode == 2:
        return 2
    print(f"check-doc-snippets: {summary}; {len(failed)} module(s) with errors or warnings"
          + (f": {', '.join(failed)}" if failed else ""))
    return 0 if result.returncode == 0 else 1


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main(sys.argv[1:]))
