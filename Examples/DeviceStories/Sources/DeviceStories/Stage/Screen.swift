import UIKit

/// A page of the stories' app, named by the kind the lab gives it.
///
/// The kinds are the lab's (list, detail, comments, profile, login, settings). It records its
/// appearance callbacks and the dismissals sent to it.
@MainActor
final class Screen: UIViewController {
  /// The lab's name for this page.
  let kind: String
  private let trace: Trace

  init(_ kind: String, trace: Trace) {
    self.kind = kind
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
    title = kind
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = kind
    label.font = .preferredFont(forTextStyle: .largeTitle)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    trace.note("\(kind) viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    trace.note("\(kind) viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    trace.note("\(kind) viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    trace.note("\(kind) viewDidDisappear")
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    trace.note("dismiss sent to \(kind)")
    super.dismiss(animated: flag, completion: completion)
  }

  /// The lab's name for a page or a sheet wrapping one.
  static func kind(of controller: UIViewController) -> String {
    if let screen = controller as? Screen { return screen.kind }
    if let stack = controller as? UINavigationController, let top = stack.viewControllers.first {
      return kind(of: top)
    }
    if controller is UIAlertController { return "alert" }
    return String(describing: type(of: controller))
  }

  /// The name the trace gives a controller a call is sent to: a page's kind, `tabs` (the
  /// window's root), `stack` (a tab's navigation controller) or `alert`.
  static func role(of controller: UIViewController) -> String {
    switch controller {
    case is RecordingTabBarController: return "tabs"
    case is RecordingNavigationController: return "stack"
    case is UIAlertController: return "alert"
    default: return kind(of: controller)
    }
  }
}
