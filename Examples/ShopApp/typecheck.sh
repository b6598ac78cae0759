#!/usr/bin/env bash
# Type-checks the shop app's code (Sources/ShopApp) against a real iOS SDK, as an app module
# after Baton, BatonUIKit and BatonRouting, with the repository's own tool.
#   Examples/ShopApp/typecheck.sh [DEPLOYMENT_TARGET] (default 15.0)
# Env: SDK (the iPhoneOS*.sdk; the tool finds one by default, see CONTRIBUTING.md), STRICT
# (default 1), WORK, APINOTES_DIR, TYPECHECK (another type-check script with the same arguments;
# default Tools/ios-typecheck/typecheck-ios.sh).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TYPECHECK=${TYPECHECK:-$ROOT/Tools/ios-typecheck/typecheck-ios.sh}
MODULES="Baton BatonUIKit BatonRouting ShopApp=$HERE/Sources/ShopApp" STRICT=${STRICT:-1} \
  "$TYPECHECK" "$ROOT" "${SDK:-}" "${1:-15.0}"
