#!/usr/bin/env bash
# Type-checks ShopApp.swift (the SwiftUI article's worked example) against a real iOS SDK, as a
# fourth module after Baton, BatonUIKit and BatonSwiftUI.
#   Examples/SwiftUIApp/typecheck.sh [DEPLOYMENT_TARGET] (default 15.0)
# Env: SDK (default ~/.cache/ios-sdk/iPhoneOS18.6.sdk), TYPECHECK (the type-check script,
# default ../shared/tools/ios-typecheck/typecheck-ios.sh beside the checkout), WORK.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SDK=${SDK:-$HOME/.cache/ios-sdk/iPhoneOS18.6.sdk}
TYPECHECK=${TYPECHECK:-$ROOT/../shared/tools/ios-typecheck/typecheck-ios.sh}
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/Sources/SwiftUIApp"
for module in Baton BatonUIKit BatonSwiftUI; do
  cp -R "$ROOT/Sources/$module" "$STAGE/Sources/$module"
done
cp "$HERE/ShopApp.swift" "$STAGE/Sources/SwiftUIApp/"
MODULES="Baton BatonUIKit BatonSwiftUI SwiftUIApp" STRICT=${STRICT:-1} \
  "$TYPECHECK" "$STAGE" "$SDK" "${1:-15.0}"
