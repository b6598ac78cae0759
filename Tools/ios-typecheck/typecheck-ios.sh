#!/usr/bin/env bash
# Type-checks Swift modules of this package against a real iOS SDK, for an arm64 iPhone, without
# Xcode: on Linux with a swift.org toolchain, or on a Mac. Nothing is linked or run. Each module
# is compiled to a .swiftmodule in turn (Swift 6 language mode), so a later module imports the
# ones before it: list them in dependency order.
#
#   Tools/ios-typecheck/typecheck-ios.sh [PACKAGE_ROOT [SDK [DEPLOYMENT_TARGET]]]
#
#   PACKAGE_ROOT       the checkout (default: the one holding this script)
#   SDK                an iPhoneOS*.sdk folder (default: $SDK, else `xcrun --sdk iphoneos
#                      --show-sdk-path` on a Mac, else the newest ~/.cache/ios-sdk/iPhoneOS*.sdk)
#   DEPLOYMENT_TARGET  the iOS version to check availability against (default 15.0, the
#                      package's minimum)
#
# Environment:
#   MODULES      modules in dependency order (default "Baton BatonUIKit"). A plain name is the
#                folder Sources/NAME of the package; NAME=DIR compiles the .swift files under DIR
#                as module NAME (how the examples and the snippet check add an app module).
#                Only a module whose folder is Sources/NAME gets the package's name: any other
#                sees public API only, as an app does.
#   STRICT=1     a warning fails the run too.
#   KEEP_GOING=1 after a module fails, check the ones after it anyway (for modules that do not
#                import each other, such as the documentation's snippets).
#   WORK         caches and logs (default ~/.cache/baton-ios-typecheck).
#   APINOTES_DIR where Dispatch.apinotes and os.apinotes are, Linux only (default: apinotes/
#                beside this script, shipped in the repository with their licence; no network
#                is needed).
#   NO_CACHE=1   compile every module even when an identical compile is cached.
#   SIZE=1       measure instead of only checking: each module is compiled as an app's release
#                build compiles it (-Osize, whole-module, no DEBUG) to an arm64 object file, and
#                its code size is printed (`text_bytes`, the __TEXT segment by llvm-size), then
#                the total. Nothing is linked, so an app's dead-stripping can only make it
#                smaller: read it as an upper bound. Tools/ios-typecheck/size-ios.sh runs this.
#   SWIFTC       the compiler (default: swiftc on PATH; `xcrun swiftc` on a Mac).
#   EXTRA_FLAGS  more swiftc flags for every module.
#
# A module whose folder holds a main.swift is compiled as an executable's (top-level code
# allowed in that file, as SwiftPM does); every other one as a library.
#
# Each module that compiles is cached under WORK/modules, keyed on its sources (names and
# bytes), the keys of the modules before it, the SDK, the deployment target, the flags, the API
# notes and the compiler's version: a run that changed only an app module reuses the library
# modules ("cached" in the output) and replays their warnings. The last 4 compiles of each
# module are kept.
#
# Exit status: 0 clean, 1 errors (or warnings with STRICT=1), 2 bad usage or setup.
# CONTRIBUTING.md ("Type-check against the real iOS SDK") says how to get an SDK.
set -uo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

fail_setup() {
  echo "typecheck-ios: $*" >&2
  exit 2
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 0
fi
[[ $# -le 3 ]] || fail_setup "usage: $0 [PACKAGE_ROOT [SDK [DEPLOYMENT_TARGET]]] (see --help)"

ROOT=$(cd "${1:-$HERE/../..}" 2>/dev/null && pwd) || fail_setup "no package at '${1:-}'"
[[ -f $ROOT/Package.swift ]] || fail_setup "$ROOT has no Package.swift"
DEPLOYMENT_TARGET=${3:-15.0}
[[ $DEPLOYMENT_TARGET =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] \
  || fail_setup "'$DEPLOYMENT_TARGET' is not an iOS version such as 15.0"
ON_MAC=0
[[ $(uname -s) == Darwin ]] && ON_MAC=1

# --- The SDK -------------------------------------------------------------------------------
sdk_path=${2:-${SDK:-}}
if [[ -z $sdk_path && $ON_MAC == 1 ]]; then
  sdk_path=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)
fi
if [[ -z $sdk_path ]]; then
  sdk_path=$(ls -d "$HOME"/.cache/ios-sdk/iPhoneOS*.sdk 2>/dev/null | sort -V | tail -1)
fi
if [[ -z $sdk_path || ! -d $sdk_path ]]; then
  {
    echo "typecheck-ios: no iOS SDK${sdk_path:+ at '$sdk_path'}."
    echo "  Pass its path as the second argument or in SDK=…; on a Mac with Xcode it is found"
    echo "  by xcrun. CONTRIBUTING.md, \"Getting an iOS SDK\", says how to get one"
    echo "  on Linux (an iPhoneOS*.sdk folder copied from Xcode, or extracted from an archive)."
  } >&2
  exit 2
fi
SDK_DIR=$(cd "$sdk_path" && pwd)
[[ -f $SDK_DIR/SDKSettings.json || -f $SDK_DIR/SDKSettings.plist ]] \
  || fail_setup "$SDK_DIR is not an SDK (no SDKSettings.json or SDKSettings.plist)"
[[ -d $SDK_DIR/System/Library/Frameworks/UIKit.framework ]] \
  || fail_setup "$SDK_DIR has no UIKit.framework: is it an iPhoneOS SDK?"

# --- The compiler --------------------------------------------------------------------------
if [[ -n ${SWIFTC:-} ]]; then
  swiftc_cmd=("$SWIFTC")
elif [[ $ON_MAC == 1 ]]; then
  swiftc_cmd=(xcrun swiftc)
else
  swiftc_cmd=("$(command -v swiftc || true)")
  [[ -n ${swiftc_cmd[0]} ]] || fail_setup "swiftc is not on PATH (install a swift.org toolchain)"
fi

WORK=${WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/baton-ios-typecheck}
sdk_key="$(basename "$SDK_DIR" .sdk)-$(printf '%s' "$SDK_DIR" | cksum | cut -d' ' -f1)"
MODULE_CACHE=$WORK/module-cache/$sdk_key
OUT=$WORK/out/$sdk_key-ios$DEPLOYMENT_TARGET
mkdir -p "$MODULE_CACHE" "$OUT" || fail_setup "cannot write under $WORK"

# --- A resource folder for Linux -----------------------------------------------------------
# A Linux toolchain's usr/lib/swift holds Linux module maps (Dispatch, Foundation's
# CoreFoundation, …) that would be found before the SDK's and clash with them, and lacks the API
# notes an Xcode toolchain has for Dispatch and os. So the compiler gets its own resource folder:
# the toolchain's shims, clang headers and host plug-ins, the two API notes, and a top-level
# module map naming the shims' modules, which clang no longer finds in subfolders with an
# iOS 18 SDK. On a Mac, Xcode's toolchain already matches the SDK and keeps its own.
resource_flags=()
if [[ $ON_MAC == 0 ]]; then
  toolchain_lib=$(cd "$(dirname "$(readlink -f "${swiftc_cmd[0]}")")/../lib/swift" 2>/dev/null && pwd) \
    || fail_setup "cannot find lib/swift beside ${swiftc_cmd[0]}"
  APINOTES_DIR=${APINOTES_DIR:-$HERE/apinotes}
  for notes in Dispatch.apinotes os.apinotes; do
    [[ -f $APINOTES_DIR/$notes ]] || fail_setup "no $APINOTES_DIR/$notes. The repository ships
  them in $HERE/apinotes; unset APINOTES_DIR, or make them with
  python3 '$HERE/prepare-apinotes.py' '$APINOTES_DIR'."
  done
  resources=$WORK/resources
  mkdir -p "$resources/apinotes"
  for part in shims clang host; do
    [[ -e $toolchain_lib/$part ]] && ln -sfn "$toolchain_lib/$part" "$resources/$part"
  done
  if [[ -f $toolchain_lib/apinotes/std.apinotes ]]; then
    cp -f "$toolchain_lib/apinotes/std.apinotes" "$resources/apinotes/"
  fi
  cp -f "$APINOTES_DIR/Dispatch.apinotes" "$APINOTES_DIR/os.apinotes" "$resources/apinotes/"
  {
    echo "// Written by typecheck-ios.sh: the shims' modules, named where clang looks first."
    for shim in SwiftShims _SwiftConcurrencyShims SwiftOverlayShims _SynchronizationShims; do
      echo "extern module $shim \"shims/module.modulemap\""
    done
  } >"$resources/module.modulemap"
  resource_flags=(-resource-dir "$resources")
fi

# --- The modules ---------------------------------------------------------------------------
read -r -a module_specs <<<"${MODULES:-Baton BatonUIKit}"
[[ ${#module_specs[@]} -gt 0 ]] || fail_setup "MODULES is empty"
names=()
folders=()
for spec in "${module_specs[@]}"; do
  if [[ $spec == *=* ]]; then
    name=${spec%%=*}
    folder=${spec#*=}
  else
    name=$spec
    folder=$ROOT/Sources/$spec
  fi
  [[ $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || fail_setup "'$name' is not a module name"
  [[ -d $folder ]] || fail_setup "module $name: no folder $folder"
  names+=("$name")
  folders+=("$(cd "$folder" && pwd)")
done

# Proof that the real UIKit is the one imported: without it, a module that falls back to
# HeadlessUIKit when UIKit is missing would pass for the wrong reason.
uikit_probe=$OUT/RealUIKitProbe.swift
cat >"$uikit_probe" <<'SWIFT'
#if canImport(UIKit)
  import UIKit
  @MainActor private func typecheckIOSProbe(_ tab: UITabBarController) -> UIView? {
    tab.tabBar.superview
  }
#else
  #error("typecheck-ios: canImport(UIKit) is false; the SDK's UIKit was not found")
#endif
SWIFT

flags=(-target "arm64-apple-ios$DEPLOYMENT_TARGET" -sdk "$SDK_DIR" "${resource_flags[@]}"
  -module-cache-path "$MODULE_CACHE" -swift-version 6 -DSWIFT_PACKAGE)
if [[ ${SIZE:-0} == 1 ]]; then
  flags+=(-Osize -wmo)
  size_tool=$(command -v llvm-size || command -v size) \
    || fail_setup "SIZE=1 needs llvm-size (apt-get install llvm) or size"
else
  flags+=(-DDEBUG -Onone)
fi
# The package's own modules (Sources/<name>) share its package name, as SwiftPM builds them, so
# they see each other's `package` declarations. Every other module (an example, the doc
# snippets and their support module) stands for an app's code: it is built outside the package
# and sees public API only, so a doc or an example that names `package` API fails here as it
# would in an app.
package_name=$(basename "$ROOT" | tr -c 'A-Za-z0-9_\n' '_')
read -r -a extra_flags <<<"${EXTRA_FLAGS:-}"
flags+=("${extra_flags[@]}")

compiler_version=$("${swiftc_cmd[@]}" --version 2>&1)
echo "compiler: $(head -1 <<<"$compiler_version")"
echo "SDK:      $SDK_DIR"
echo "target:   arm64-apple-ios$DEPLOYMENT_TARGET   modules: ${names[*]}   STRICT=${STRICT:-0}$([[ ${SIZE:-0} == 1 ]] && echo '   SIZE=1 (-Osize, wmo)')"

# --- The cache of compiled modules -----------------------------------------------------------
MODULES_CACHE=$WORK/modules
mkdir -p "$MODULES_CACHE" || fail_setup "cannot write under $WORK"
hash_stdin() {
  if command -v sha256sum >/dev/null; then sha256sum | cut -c1-32; else shasum -a 256 | cut -c1-32; fi
}
# What every module's compile depends on besides its own sources and the modules before it.
common_key=$({
  printf '%s\n' "$compiler_version" "$DEPLOYMENT_TARGET" "$SDK_DIR" "${flags[@]}"
  cat "$SDK_DIR"/SDKSettings.* 2>/dev/null
  [[ $ON_MAC == 0 ]] && cat "$APINOTES_DIR/Dispatch.apinotes" "$APINOTES_DIR/os.apinotes"
} | hash_stdin)
# The key of one module: its files' names (relative to its folder) and bytes, its flags and the
# keys of the modules it can import.
module_key() { # FOLDER UPSTREAM_KEYS FILE...
  local folder=$1 upstream=$2
  shift 2
  {
    printf '%s\n' "$common_key" "$upstream"
    for file in "$@"; do
      printf '%s\n' "${file#"$folder"/}"
      hash_stdin <"$file"
    done
  } | hash_stdin
}
upstream_keys=""
include_flags=()

status=0
total_errors=0
total_warnings=0
for index in "${!names[@]}"; do
  name=${names[$index]}
  mapfile -t files < <(find "${folders[$index]}" -name '*.swift' -type f | LC_ALL=C sort)
  [[ ${#files[@]} -gt 0 ]] || fail_setup "module $name: no .swift files in ${folders[$index]}"
  [[ $index == 0 ]] && files+=("$uikit_probe")
  mode=(-parse-as-library)
  [[ -f ${folders[$index]}/main.swift ]] && mode=()
  log=$OUT/$name.log
  started=$SECONDS
  package_flags=()
  [[ ${folders[$index]} == "$(cd "$ROOT" && pwd)/Sources/$name" ]] && package_flags=(-package-name "$package_name")
  key=$(module_key "${folders[$index]}" "$upstream_keys ${package_flags[*]} ${mode[*]}" "${files[@]}")
  entry=$MODULES_CACHE/$name-$key
  # The compiler's messages name the module's folder; the cached log names it @FOLDER@.
  object_flags=()
  [[ ${SIZE:-0} == 1 ]] && object_flags=(-c -o "$entry.tmp.$$/$name.o")
  if [[ ${NO_CACHE:-0} != 1 && -f $entry/$name.swiftmodule && -f $entry/log ]]; then
    sed "s|@FOLDER@|${folders[$index]}|g" "$entry/log" >"$log"
    touch "$entry"
    rc=0
    how="cached"
  else
    rm -rf "$entry.tmp.$$"
    mkdir -p "$entry.tmp.$$"
    "${swiftc_cmd[@]}" -emit-module -module-name "$name" \
      -emit-module-path "$entry.tmp.$$/$name.swiftmodule" "${flags[@]}" "${include_flags[@]}" \
      "${package_flags[@]}" "${mode[@]}" "${object_flags[@]}" "${files[@]}" >"$log" 2>&1
    rc=$?
    how="$((SECONDS - started)) s"
    if [[ $rc -eq 0 ]]; then
      sed "s|${folders[$index]}|@FOLDER@|g" "$log" >"$entry.tmp.$$/log"
      rm -rf "$entry"
      mv "$entry.tmp.$$" "$entry"
      # Keep the 4 most recent compiles of this module.
      ls -dt "$MODULES_CACHE/$name"-* 2>/dev/null | grep -v '\.tmp\.' | tail -n +5 | xargs -r rm -rf
    else
      rm -rf "$entry.tmp.$$"
    fi
  fi
  upstream_keys+=" $name=$key"
  include_flags+=(-I "$entry")
  errors=$(grep -cE '^[^ ].*: error: ' "$log")
  warnings=$(grep -cE '^[^ ].*: warning: ' "$log")
  total_errors=$((total_errors + errors))
  total_warnings=$((total_warnings + warnings))
  size_note=""
  if [[ ${SIZE:-0} == 1 && $rc -eq 0 && -f $entry/$name.o ]]; then
    text_bytes=$("$size_tool" "$entry/$name.o" | awk 'NR == 2 { print $1 }')
    total_text=$((${total_text:-0} + text_bytes))
    size_note=", text_bytes=$text_bytes"
  fi
  echo "-- $name: ${#files[@]} files, $errors error(s), $warnings warning(s)$size_note, $how (log: $log)"
  grep -E '^[^ ].*: (error|warning): ' "$log" | sed "s|$ROOT/||" | LC_ALL=C sort -u
  if [[ $rc -ne 0 && $errors -eq 0 ]]; then
    tail -5 "$log"
    total_errors=$((total_errors + 1))
  fi
  if [[ $rc -ne 0 ]]; then
    status=1
    [[ ${KEEP_GOING:-0} == 1 ]] && continue
    echo "-- stopped: the modules after $name need it"
    break
  fi
done
if [[ ${SIZE:-0} == 1 && $status == 0 ]]; then
  echo "total text_bytes=${total_text:-0} (arm64-apple-ios$DEPLOYMENT_TARGET, -Osize, wmo; modules: ${names[*]})"
fi
[[ ${STRICT:-0} == 1 && $total_warnings -gt 0 ]] && status=1
[[ $total_errors -gt 0 ]] && status=1
echo "typecheck-ios: $total_errors error(s), $total_warnings warning(s)$([[ $status == 0 ]] && echo ': passed' || echo ': FAILED')"
exit $status
