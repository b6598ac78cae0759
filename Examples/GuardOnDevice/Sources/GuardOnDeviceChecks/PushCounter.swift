#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Another library that hooks `pushViewController(_:animated:)` (an analytics SDK, say), the
  /// way such SDKs do: a block implementation that counts the push and calls through to the one
  /// it replaced, with the method's own selector.
  @MainActor
  final class PushCounter {
    private typealias PushIMP =
      @convention(c) (UINavigationController, Selector, UIViewController, Bool) -> Void
    private typealias PushBlock =
      @convention(block) @Sendable (UINavigationController, UIViewController, Bool) -> Void

    /// The pushes this hook saw.
    private(set) var pushes = 0

    /// Hooks `UINavigationController`'s push.
    func install() {
      let selector = #selector(UINavigationController.pushViewController(_:animated:))
      guard let method = class_getInstanceMethod(UINavigationController.self, selector) else {
        return
      }
      // Read once, before the hook replaces it; only this hook calls it.
      nonisolated(unsafe) let replaced = method_getImplementation(method)
      let block: PushBlock = { [weak self] navigation, pushed, animated in
        MainActor.assumeIsolated { self?.pushes += 1 }
        unsafeBitCast(replaced, to: PushIMP.self)(navigation, selector, pushed, animated)
      }
      method_setImplementation(method, imp_implementationWithBlock(block))
    }
  }
#endif
