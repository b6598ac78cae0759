#!/usr/bin/env bash
# What the library modules add to an iOS app, per module: typecheck-ios.sh with SIZE=1 (each
# module compiled for arm64 with -Osize and whole-module optimisation, against the real SDK; its
# __TEXT bytes printed, then the total). Same arguments and environment as typecheck-ios.sh;
# the modules default to the two every UIKit app links, plus the router.
#
#   Tools/ios-typecheck/size-ios.sh [PACKAGE_ROOT [SDK [DEPLOYMENT_TARGET]]]
#
# The budgets CONTRIBUTING.md states ("Size"): Baton + BatonUIKit at most 450 KB of arm64 code,
# BatonRouting at most 120 KB.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
MODULES=${MODULES:-Baton BatonUIKit BatonRouting} SIZE=1 exec "$HERE/typecheck-ios.sh" "$@"
