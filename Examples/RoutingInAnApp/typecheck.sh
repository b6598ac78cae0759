#!/usr/bin/env bash
# Type-checks AppRouting.swift (the router article's entry points) against a real iOS SDK,
# as a third module after Baton and BatonUIKit.
#   Examples/RoutingInAnApp/typecheck.sh [DEPLOYMENT_TARGET] (default 15.0)
# Env: SDK (default ~/.cache/ios-sdk/iPhoneOS18.6.sdk), TYPECHECK (the type-check script,
# default ../shared/tools/ios-typecheck/typecheck-ios.sh beside the checkout), WORK.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
SDK=${SDK:-$HOME/.cache/ios-sdk/iPhoneOS18.6.sdk}
TYPECHECK=${TYPECHECK:-$ROOT/../shared/tools/ios-typecheck/typecheck-ios.sh}
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/Sources/RoutingInAnApp"
cp -R "$ROOT/Sources/Baton" "$STAGE/Sources/Baton"
cp -R "$ROOT/Sources/BatonUIKit" "$STAGE/Sources/BatonUIKit"
cp "$HERE/AppRouting.swift" "$STAGE/Sources/RoutingInAnApp/"
MODULES="Baton BatonUIKit RoutingInAnApp" STRICT=${STRICT:-1} \
  "$TYPECHECK" "$STAGE" "$SDK" "${1:-15.0}"
