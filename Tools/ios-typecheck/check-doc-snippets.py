#!/usr/bin/env python3
"""Type-checks the Swift snippets of the README and the DocC articles in an iOS app module.

Every ```swift block of README.md, README.zh-CN.md and Sources/*/*.docc/*.md is compiled in an
app module of its own, after Baton, BatonUIKit, BatonRouting and BatonSwiftUI, against a real iOS
SDK at iOS 15.0 with warnings as failures (typecheck-ios.sh, STRICT=1). A block is compiled as a
reader pastes it into an app: its declarations (types, extensions, functions, imports) at file
scope, and its statements, in order, inside one `@MainActor func … async throws` of the app, so
that what a function's body warns about ("never used", "never mutated") fails the check too.
A statement whose name a declaration uses (`let router = …` that a scene delegate reads) stays
at file scope, as a global. `await` and `try` work; the names a fragment takes for granted
(`window`, `viewController`, `HomeViewController`, …) come from DocSnippetSupport/ beside this
script, which every snippet module imports (a snippet's own declarations shadow them). Errors
are reported at the Markdown file and line.

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


# What starts a declaration at file scope: attributes and modifiers, then one of these keywords.
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|fileprivate|private|final|open|"
    r"nonisolated|indirect|static)\s+)*(?:import|struct|class|enum|extension|protocol|actor|func|"
    r"typealias|macro|precedencegroup|infix|prefix|postfix)\b|^@main\b")
BINDING = re.compile(r"^(?:let|var)\s+(\w+)")
WORD = re.compile(r"[A-Za-z_]\w*")
ATTRIBUTES_ONLY = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s*)+$")


class Chunk:
    """One top-level item of a snippet: the lines from a line at column 0 to the next one."""

    def __init__(self, path, line, lines):
        self.path, self.line, self.lines = path, line, lines
        first = next((text for text in lines if text.strip() and not text.startswith("//")
                      and not ATTRIBUTES_ONLY.match(text)), "")
        self.is_declaration = bool(DECLARATION.match(first)) or first.startswith("#if")
        binding = BINDING.match(first)
        self.binds = binding.group(1) if binding else None
        self.at_file_scope = self.is_declaration

    def words(self):
        return set(WORD.findall("\n".join(self.lines)))

    def text(self):
        return [f'#sourceLocation(file: "{self.path}", line: {self.line})'] + self.lines


def chunks(path, line, code):
    """Splits a snippet at its top-level items. A line that starts with whitespace or a closing
    bracket continues the item before (and so does a `case` of a switch); blank lines, comments
    and lines of attributes alone at column 0 go with the item they come before, or with the one before them when the next line continues it. `#if` …
    `#endif` at column 0 is one item."""
    items = []
    pending = []
    depth = 0
    for offset, text in enumerate(code):
        if depth == 0 and (text.strip() == "" or text.startswith("//") or ATTRIBUTES_ONLY.match(text)):
            pending.append(offset)
            continue
        continues = (depth > 0 or text[0] in " \t}]).#" and not text.startswith("#if")
                     or re.match(r"(case\b|default:|@unknown\b)", text))
        if text.startswith("#if"):
            depth += 1
        elif text.startswith("#endif"):
            depth = max(0, depth - 1)
        lines = [code[index] for index in pending] + [text]
        if continues and items:
            items[-1][1].extend(lines)
        else:
            items.append((pending[0] if pending else offset, lines))
        pending = []
    if pending and items:
        items[-1][1].extend(code[index] for index in pending)
    return [Chunk(path, line + start, lines) for start, lines in items]


def write_module(folder, snippets):
    """Writes the module's one file: declarations at file scope, statements inside an app's
    function (see the module's docstring), each line at its Markdown file and line."""
    os.makedirs(folder)
    has_main_attribute = any(re.match(r"^\s*@main\b", line) for s in snippets for line in s.code)
    name = "Snippet.swift" if has_main_attribute else "main.swift"
    items = []
    for snippet in snippets:
        if snippet.given:
            items.extend(chunks(snippet.path, snippet.line - 2, [snippet.given]))
        items.extend(chunks(snippet.path, snippet.line, snippet.code))
    # A statement whose binding a file-scope item uses stays at file scope, and so, in turn, do
    # the statements whose bindings it uses.
    changed = True
    while changed:
        changed = False
        used = set().union(*(item.words() for item in items if item.at_file_scope)) if items else set()
        for item in items:
            if not item.at_file_scope and item.binds and item.binds in used:
                item.at_file_scope = True
                changed = True
    text = list(PRELUDE)
    file_scope = [item for item in items if item.at_file_scope]
    for item in file_scope:
        text.extend(item.text())
    if file_scope:
        text.append("#sourceLocation()")
    body = [item for item in items if not item.at_file_scope]
    if body:
        text.append("@MainActor func snippetAsAppCode() async throws {")
        for item in body:
            text.extend(item.text())
        text.append("#sourceLocation()")
        text.append("}")
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write("\n".join(text) + "\n")


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
    # typecheck-ios.sh reuses each library module it compiled before from the same sources.
    specs = [f"{name}={folder}" for name, folder in libraries]
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
