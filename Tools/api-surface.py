#!/usr/bin/env python3
"""Counts the public surface an app sees: types and members per app module.

Reads the symbol graphs `swift build -Xswiftc -emit-symbol-graph` writes (`.ci/build-flags` puts
them in `.build/symbol-graphs`) and prints, for each module an app imports (Baton, BatonUIKit,
BatonRouting, BatonSwiftUI), its public (and `open`) types and members, then the totals. A
module's extensions of another module's types (`BatonUIKit@Baton.symbols.json`) count as the
extending module's members, and a symbol two graphs show (a re-exported module's)
counts once, for the first module listed. Symbols the compiler synthesises (a protocol's default
implementations seen on each conforming type) are not counted: they are not declarations a
reader finds in the source.

    api-surface.py [--graphs DIR] [--list] [--max-types N] [--max-members N] [MODULE ...]

--list           prints every counted symbol, module by module
--max-types N    exits 1 when the modules' types together are more than N
--max-members N  exits 1 when their members together are more than N

A type is a struct, class, enum, protocol, actor or type alias; a member is anything else a
module declares public: methods, initialisers, properties, subscripts, enum cases, associated
types, operators and global functions or variables.
"""

import argparse
import json
import os
import sys

APP_MODULES = ["Baton", "BatonUIKit", "BatonRouting", "BatonSwiftUI"]
TYPE_KINDS = {
    "swift.struct",
    "swift.class",
    "swift.enum",
    "swift.protocol",
    "swift.typealias",
    "swift.actor",
}
PUBLIC_LEVELS = {"public", "open"}


def graph_files(directory, module):
    """The module's own graph first, then its extensions of other modules."""
    own = os.path.join(directory, f"{module}.symbols.json")
    if not os.path.isfile(own):
        raise FileNotFoundError(own)
    extensions = sorted(
        os.path.join(directory, name)
        for name in os.listdir(directory)
        if name.startswith(f"{module}@") and name.endswith(".symbols.json")
    )
    return [own] + extensions


def public_symbols(path):
    with open(path, encoding="utf-8") as handle:
        graph = json.load(handle)
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in PUBLIC_LEVELS:
            continue
        if "::SYNTHESIZED::" in symbol.get("identifier", {}).get("precise", ""):
            continue
        yield symbol


def surface(directory, module, seen):
    types, members = [], []
    for path in graph_files(directory, module):
        for symbol in public_symbols(path):
            precise = symbol["identifier"]["precise"]
            if precise in seen:
                continue
            seen.add(precise)
            name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            kind = symbol["kind"]["identifier"]
            (types if kind in TYPE_KINDS else members).append((name, kind))
    return sorted(types), sorted(members)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--graphs", default=os.path.join(".build", "symbol-graphs"))
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--max-types", type=int)
    parser.add_argument("--max-members", type=int)
    parser.add_argument("modules", nargs="*", default=APP_MODULES)
    arguments = parser.parse_args()

    total_types = total_members = 0
    # A module that re-exports another (BatonUIKit re-exports Baton) may repeat its symbols in
    # its own graph: each symbol counts once, for the first module listed that shows it.
    seen = set()
    print(f"{'module':<14} {'types':>6} {'members':>8}")
    for module in arguments.modules:
        try:
            types, members = surface(arguments.graphs, module, seen)
        except FileNotFoundError as missing:
            print(f"api-surface: no symbol graph {missing} (build with .ci/build-flags)",
                  file=sys.stderr)
            return 2
        total_types += len(types)
        total_members += len(members)
        print(f"{module:<14} {len(types):>6} {len(members):>8}")
        if arguments.list:
            for name, kind in types + members:
                print(f"    {kind.removeprefix('swift.'):<14} {name}")
    print(f"{'total':<14} {total_types:>6} {total_members:>8}")

    status = 0
    if arguments.max_types is not None and total_types > arguments.max_types:
        print(f"api-surface: {total_types} public types, more than {arguments.max_types}",
              file=sys.stderr)
        status = 1
    if arguments.max_members is not None and total_members > arguments.max_members:
        print(f"api-surface: {total_members} public members, more than "
              f"{arguments.max_members}", file=sys.stderr)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
