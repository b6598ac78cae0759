#if canImport(UIKit) && canImport(SwiftUI)
  import Combine
  import SwiftUI
  import UIKit

  /// SwiftUI's `NavigationStack` pushes through its own navigation controller (SwiftUI's
  /// `UIKitNavigationController`, `Docs/UIKitFacts.md` A15): with the guard on and an existing
  /// alert holding the pop-up queue, a push SwiftUI makes must happen at once, not wait on the
  /// lane behind the alert.
  @available(iOS 16, *)
  @MainActor
  struct SwiftUIStackCheck {
    let window: UIWindow

    /// The path SwiftUI's stack shows.
    final class Path: ObservableObject {
      @Published var pages: [Int] = []
    }

    /// A stack of numbered pages.
    struct Stack: View {
      @ObservedObject var path: Path

      var body: some View {
        NavigationStack(path: $path.pages) {
          Text("root")
            .navigationDestination(for: Int.self) { Text("page \($0)") }
        }
      }
    }

    /// Shows an alert with plain `present`, then pushes on the stack while it shows.
    func pushWhileAnAlertShows() async -> GuardCheckResult {
      let path = Path()
      let host = UIHostingController(rootView: Stack(path: path))
      window.rootViewController = host
      await pause(0.5)
      let alert = UIAlertController(title: "Update", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      host.present(alert, animated: true)
      await pause(0.8)
      let alertShows = host.presentedViewController === alert
      path.pages.append(1)
      await pause(0.8)
      let stack = navigationController(in: host)?.viewControllers.count ?? 0
      let stillShows = host.presentedViewController === alert
      alert.dismiss(animated: true)
      await pause(0.6)
      let className = navigationController(in: host).map { String(reflecting: type(of: $0)) }
      return GuardCheckResult(
        name: "SwiftUI NavigationStack push while an alert shows",
        passed: alertShows && stillShows && stack == 2,
        detail: "alert shown: \(alertShows); SwiftUI's stack (\(className ?? "not found")) holds "
          + "\(stack) pages while the alert is still up: \(stillShows)"
      )
    }

    /// The first navigation controller among `controller`'s descendants.
    private func navigationController(in controller: UIViewController) -> UINavigationController? {
      if let navigation = controller as? UINavigationController { return navigation }
      for child in controller.children {
        if let found = navigationController(in: child) { return found }
      }
      return nil
    }
  }
#endif
