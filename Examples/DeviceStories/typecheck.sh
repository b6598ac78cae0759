#!/usr/bin/env bash
# Type-checks the device stories' app (Sources/DeviceStories) against a real iOS SDK, as an app
# module, with the repository's own tool, at iOS 15.0 and 18.0. The app imports UIKit only.
#   Examples/DeviceStories/typecheck.sh [DEPLOYMENT_TARGET ...] (default: 15.0 18.0)
# Env: SDK (the iPhoneOS*.sdk; the tool finds one by default, see CONTRIBUTING.md), STRICT
# (default 1), WORK, APINOTES_DIR, TYPECHECK (another type-check script with the same arguments).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TYPECHECK=${TYPECHECK:-$ROOT/Tools/ios-typecheck/typecheck-ios.sh}
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(15.0 18.0)
for target in "${targets[@]}"; do
  MODULES="DeviceStories=$HERE/Sources/DeviceStories" \
    STRICT=${STRICT:-1} "$TYPECHECK" "$ROOT" "${SDK:-}" "$target"
done
