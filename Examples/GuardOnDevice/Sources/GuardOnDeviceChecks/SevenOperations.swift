#if canImport(UIKit)
  import UIKit

  /// The seven guarded operations on an idle lane, in a fresh navigation controller.
  ///
  /// Push, pop, pop-to, pop-to-root, `setViewControllers`, present and dismiss, each animated,
  /// each with a pause for its animation. The trace records, in order, when UIKit's callbacks ran (inside
  /// the call or after it returned), what each call returned, and when completions ran.
  @MainActor
  final class SevenOperations {
    private let window: UIWindow
    private var trace: [String] = []
    /// Whether an operation's call is still on the stack.
    private var inCall = false

    init(window: UIWindow) {
      self.window = window
    }

    /// Runs the operations and returns their trace.
    func trace() async -> [String] {
      let root = screen("root")
      let navigation = UINavigationController()
      navigation.setViewControllers([root], animated: false)
      window.rootViewController = navigation
      await pause(0.5)
      trace.removeAll()
      let pageA = screen("A")
      let pageB = screen("B")
      call("push A") {
        navigation.pushViewController(pageA, animated: true)
        return nil
      }
      await pause(0.8)
      call("push B") {
        navigation.pushViewController(pageB, animated: true)
        return nil
      }
      await pause(0.8)
      call("pop") { name(navigation.popViewController(animated: true)) }
      await pause(0.8)
      call("push B again") {
        navigation.pushViewController(pageB, animated: true)
        return nil
      }
      await pause(0.8)
      call("pop to A") { names(navigation.popToViewController(pageA, animated: true)) }
      await pause(0.8)
      call("pop to root") { names(navigation.popToRootViewController(animated: true)) }
      await pause(0.8)
      call("set root, C") {
        navigation.setViewControllers([root, screen("C")], animated: true)
        return nil
      }
      await pause(0.8)
      let sheet = screen("sheet")
      call("present sheet") {
        navigation.present(sheet, animated: true) { [weak self] in self?.note("present done") }
        return nil
      }
      await pause(1.0)
      call("dismiss sheet") {
        navigation.dismiss(animated: true) { [weak self] in self?.note("dismiss done") }
        return nil
      }
      await pause(1.0)
      return trace
    }

    /// Runs one operation, noting its start, what it returned (if it returns something) and
    /// its end.
    private func call(_ name: String, _ body: () -> String?) {
      note("\(name) begins")
      inCall = true
      let value = body()
      inCall = false
      note(value.map { "\(name) returned \($0)" } ?? "\(name) returned")
    }

    /// Notes an event, marked with whether it happened inside the operation's call.
    func note(_ event: String) {
      trace.append(inCall ? "\(event) (inside the call)" : event)
    }

    private func screen(_ name: String) -> TracedScreen {
      let screen = TracedScreen(name: name)
      screen.onEvent = { [weak self] in self?.note($0) }
      return screen
    }

    private func name(_ controller: UIViewController?) -> String {
      (controller as? TracedScreen)?.name ?? "nil"
    }

    private func names(_ controllers: [UIViewController]?) -> String {
      controllers.map { "[" + $0.map { name($0) }.joined(separator: ", ") + "]" } ?? "nil"
    }
  }

  /// A screen that reports UIKit's appearance and containment callbacks.
  @MainActor
  final class TracedScreen: UIViewController {
    let name: String
    var onEvent: ((String) -> Void)?

    init(name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      onEvent?("\(name) will move to \(parent == nil ? "no parent" : "a parent")")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      onEvent?("\(name) will appear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onEvent?("\(name) did appear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      onEvent?("\(name) will disappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      onEvent?("\(name) did disappear")
    }
  }
#endif
