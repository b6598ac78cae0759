#!/usr/bin/env bash
# Builds the device stories' app for the iOS simulator with Xcode's own compiler (no Xcode
# project, no other tool), installs it on a simulator, runs it with its console attached, and
# compares its lines with the model (compare.py).
#
#   Examples/DeviceStories/run-on-simulator.sh [UDID]   (default: the booted simulator)
#
# Env: OUT   the console log (default: .build-app/device-stories.log beside this script)
#      LAB   a built baton-lab (`swift build --product baton-lab` at the repository's root): the
#            replayed scenarios' verdicts come from it; without it, from the committed
#            model-verdicts.jsonl
#      COMPARE=0  run only
#      RUN_TIMEOUT  seconds before a run that has not ended is stopped (default 300; the
#            stories take about two minutes)
# Needs a Mac with Xcode 16 or later. Exit status: compare.py's (1 when a story differs).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
UDID=${1:-booted}
BUILD=$HERE/.build-app
APP=$BUILD/DeviceStories.app
OUT=${OUT:-$BUILD/device-stories.log}
BUNDLE_ID=org.baton.DeviceStories

rm -rf "$APP"
mkdir -p "$APP"
sources=()
while IFS= read -r file; do sources+=("$file"); done \
  < <(find "$HERE/Sources/DeviceStories" -name '*.swift' | sort)
sdk_path=$(xcrun --sdk iphonesimulator --show-sdk-path)
# The simulator runs the Mac's own architecture.
xcrun --sdk iphonesimulator swiftc -swift-version 6 -parse-as-library -warnings-as-errors \
  -module-name DeviceStories -target "$(uname -m)-apple-ios15.0-simulator" -sdk "$sdk_path" \
  -Onone -g "${sources[@]}" -o "$APP/DeviceStories"
cat >"$APP/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleDevelopmentRegion</key><string>en</string>
  <key>CFBundleExecutable</key><string>DeviceStories</string>
  <key>CFBundleIdentifier</key><string>$BUNDLE_ID</string>
  <key>CFBundleInfoDictionaryVersion</key><string>6.0</string>
  <key>CFBundleName</key><string>DeviceStories</string>
  <key>CFBundlePackageType</key><string>APPL</string>
  <key>CFBundleShortVersionString</key><string>1.0</string>
  <key>CFBundleVersion</key><string>1</string>
  <key>CFBundleSupportedPlatforms</key><array><string>iPhoneSimulator</string></array>
  <key>DTPlatformName</key><string>iphonesimulator</string>
  <key>MinimumOSVersion</key><string>15.0</string>
  <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
  <key>UILaunchScreen</key><dict/>
  <key>UIApplicationSceneManifest</key>
  <dict>
    <key>UIApplicationSupportsMultipleScenes</key><false/>
    <key>UISceneConfigurations</key>
    <dict>
      <key>UIWindowSceneSessionRoleApplication</key>
      <array>
        <dict>
          <key>UISceneConfigurationName</key><string>Default Configuration</string>
          <key>UISceneDelegateClassName</key><string>DeviceStories.SceneDelegate</string>
        </dict>
      </array>
    </dict>
  </dict>
</dict>
</plist>
PLIST
plutil -lint "$APP/Info.plist" >/dev/null
codesign --force --sign - --timestamp=none "$APP"

xcrun simctl install "$UDID" "$APP"
# OS_ACTIVITY_DT_MODE makes UIKit's own log lines (the [Presentation] warnings, …) print on
# the console too, between the stories' markers, where compare.py --faults finds them.
# The app exits once its last story has printed its line, which ends --console; a run that
# hangs is stopped after RUN_TIMEOUT seconds, and a crash ends it early: either way compare.py
# reports the stories that printed nothing.
(sleep "${RUN_TIMEOUT:-300}" && xcrun simctl terminate "$UDID" "$BUNDLE_ID") >/dev/null 2>&1 &
watchdog=$!
SIMCTL_CHILD_OS_ACTIVITY_DT_MODE=1 xcrun simctl launch --console --terminate-running-process \
  "$UDID" "$BUNDLE_ID" 2>&1 | tee "$OUT" || echo "simctl launch ended with status $?"
kill "$watchdog" 2>/dev/null || true
echo "the console log: $OUT"
[[ ${COMPARE:-1} == 1 ]] || exit 0
python3 "$HERE/compare.py" "$OUT" ${LAB:+--lab "$LAB"}
