#!/usr/bin/env bash
# Type-checks ShopApp.swift (the SwiftUI article's worked example) against a real iOS SDK, as an
# app module after Baton, BatonUIKit and BatonSwiftUI, with the repository's own tool.
#   Examples/SwiftUIApp/typecheck.sh [DEPLOYMENT_TARGET] (default 15.0)
# Env: SDK (the iPhoneOS*.sdk; the tool finds one by default, see CONTRIBUTING.md), STRICT
# (default 1), WORK, APINOTES_DIR, TYPECHECK (another type-check script with the same arguments;
# default Tools/ios-typecheck/typecheck-ios.sh).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TYPECHECK=${TYPECHECK:-$ROOT/Tools/ios-typecheck/typecheck-ios.sh}
MODULES="Baton BatonUIKit BatonRouting BatonSwiftUI SwiftUIApp=$HERE" STRICT=${STRICT:-1} \
  "$TYPECHECK" "$ROOT" "${SDK:-}" "${1:-15.0}"
