#!/usr/bin/env python3
"""Writes the two API notes files typecheck-ios.sh needs on Linux.

An Xcode toolchain installs API notes for the SDK's Dispatch and os modules; a Linux toolchain
does not (the Swift project installs them only on Apple platforms). Without them the SDK's
Dispatch interface does not find `DispatchQueue`, and UIKit, which imports os since iOS 17, fails
on os's interface. Both files come from the Swift project (swiftlang/swift, folder apinotes/,
Apache-2.0 with the Runtime Library Exception). The repository ships the result in apinotes/
beside this script, with the licence and a README, and typecheck-ios.sh reads it from there:
run this only to make them again (a newer SDK needing newer notes), never for a type-check.

    python3 prepare-apinotes.py DEST [--swift-source DIR]

DEST               the folder to write Dispatch.apinotes and os.apinotes into (the shipped copy
                   is Tools/ios-typecheck/apinotes; typecheck-ios.sh reads APINOTES_DIR instead
                   when it is set)
--swift-source DIR a checkout of swiftlang/swift to read apinotes/ from, instead of downloading
                   them from GitHub at the revisions below

One change is made to os.apinotes: the two functions the SDK's os interface calls by their
Swift-private names (`___os_log_impl`, `___os_signpost_emit_with_name_impl`) are marked
`SwiftPrivate: true` instead of unavailable, as the interface expects, and a comment at its top
says the file was modified (the Apache licence asks modified files to say so).
"""

import argparse
import os
import sys
import urllib.request

# The revisions these notes were taken at and tested with (Swift 6.3 on Linux, iOS 18.6 SDK).
REVISIONS = {
    "Dispatch.apinotes": "10d78828e1aa4385ab29a92fcb8156f10eab3eda",
    "os.apinotes": "10d3fcf218fb2be16202ed654bdb20562f2c2a1c",
}
RAW_URL = "https://raw.githubusercontent.com/swiftlang/swift/{revision}/apinotes/{name}"
SWIFT_PRIVATE_FUNCTIONS = ("_os_log_impl", "_os_signpost_emit_with_name_impl")
MODIFIED_NOTICE = (
    "# Modified by the Baton project from swiftlang/swift apinotes/os.apinotes at commit\n"
    "# {revision}: _os_log_impl and _os_signpost_emit_with_name_impl\n"
    "# are SwiftPrivate instead of unavailable (see README.md beside this file).\n")


def read_upstream(name, swift_source):
    if swift_source:
        with open(os.path.join(swift_source, "apinotes", name), encoding="utf-8") as file:
            return file.read()
    url = RAW_URL.format(revision=REVISIONS[name], name=name)
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.read().decode("utf-8")
    except OSError as error:
        sys.exit(f"prepare-apinotes: cannot download {url}: {error}\n"
                 "  Without network access, pass --swift-source with a swiftlang/swift checkout.")


def make_swift_private(text, function):
    """Replaces the attributes of the `Functions:` entry named `function` by SwiftPrivate."""
    lines = text.splitlines()
    start = lines.index(f"- Name: {function}") if f"- Name: {function}" in lines else -1
    if start < 0:
        sys.exit(f"prepare-apinotes: os.apinotes has no entry '{function}'; is it the right file?")
    end = start + 1
    while end < len(lines) and lines[end].startswith("  "):
        end += 1
    lines[start + 1:end] = ["  SwiftPrivate: true"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dest")
    parser.add_argument("--swift-source")
    arguments = parser.parse_args()
    os.makedirs(arguments.dest, exist_ok=True)
    for name in REVISIONS:
        text = read_upstream(name, arguments.swift_source)
        if name == "os.apinotes":
            for function in SWIFT_PRIVATE_FUNCTIONS:
                text = make_swift_private(text, function)
            text = MODIFIED_NOTICE.format(revision=REVISIONS[name]) + text
        with open(os.path.join(arguments.dest, name), "w", encoding="utf-8") as file:
            file.write(text)
        print(f"wrote {os.path.join(arguments.dest, name)}")


if __name__ == "__main__":
    main()
