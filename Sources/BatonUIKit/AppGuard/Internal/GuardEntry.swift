import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The first thing every guarded entry point does, on iOS and in HeadlessUIKit alike: decide
/// whether the guard may act on this call at all, or must hand it straight to the implementation
/// it replaced (`Docs/UIKitFacts.md` A15, "Installed as the SDKs that swizzle install").
///
/// A call passes straight through, with a diagnostic, when:
/// - it is made off the main thread: UIKit's own rule is main-thread only, and the guard's code
///   is main-actor code that would trap there; UIKit decides what such a call does, as without
///   Baton (`Diagnostic.Code.guardCallOffMainThread`);
/// - the receiver's class was changed at run time (KVO's `NSKVONotifying_` subclasses): the
///   guard does not act on an instance whose class is not the one the app made
///   (`Diagnostic.Code.guardReceiverClassChanged`).
enum GuardEntry {
  /// The prefix of the classes KVO makes at run time for an observed instance.
  static let keyValueObservingPrefix = "NSKVONotifying_"

  /// Whether the guard acts on a call to `entry`; when it does not, the caller hands the call
  /// straight to the implementation the guard replaced (the reason is reported here).
  ///
  /// - Parameters:
  ///   - entry: The entry point called.
  ///   - runtimeClassName: The receiver's class as the runtime has it now.
  ///   - isMainThread: Whether the call is made on the main thread (`Thread.isMainThread` on
  ///     iOS; always in HeadlessUIKit, whose entry points are main-actor functions).
  /// - Returns: `true` when the guard handles the call, on the main actor.
  static func guards(
    _ entry: GuardEntryPoint,
    runtimeClassName: () -> String,
    isMainThread: Bool
  ) -> Bool {
    guard isMainThread else {
      reportOffMainThread(entry.methodName)
      return false
    }
    let className = runtimeClassName()
    guard className.hasPrefix(keyValueObservingPrefix) else { return true }
    MainActor.assumeIsolated {
      AdapterDiagnostics.report(
        .guardReceiverClassChanged,
        .info,
        "\(entry.methodName) sent to an instance of \(className), a class made at run time: "
          + "passed straight through",
        lane: nil
      )
    }
    return false
  }

  /// Reports a call made off the main thread (from any thread: the report itself waits for the
  /// main actor).
  private static func reportOffMainThread(_ method: String) {
    let thread = Thread.current.name.flatMap { $0.isEmpty ? nil : $0 } ?? "a background thread"
    Task { @MainActor in
      AdapterDiagnostics.report(
        .guardCallOffMainThread,
        .error,
        "\(method) was called on \(thread): UIKit must be called on the main thread; the guard "
          + "passed it straight through",
        lane: nil
      )
    }
  }
}
