#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A stand-in for a third-party login SDK: code the app does not own, which presents its own
/// sheet with plain `present(_:animated:completion:)` and dismisses it itself.
@MainActor
public enum LoginSDK {
  /// Presents the SDK's sign-in sheet from `viewController`; `completion` gets the user's name,
  /// or `nil` when the user cancelled, after the sheet is gone.
  public static func signIn(
    from viewController: UIViewController,
    completion: @escaping @MainActor (String?) -> Void
  ) {
    let sheet = LoginSheetViewController(completion: completion)
    viewController.present(sheet, animated: true)
  }
}

/// The SDK's sheet: a "Continue" button that signs in as a demo user, and "Cancel".
public final class LoginSheetViewController: UIViewController {
  private let completion: @MainActor (String?) -> Void

  /// Signs in and closes the sheet.
  public private(set) lazy var continueButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Continue") { [weak self] _ in self?.finish(with: "Ada") }
  )
  /// Closes the sheet without signing in.
  public private(set) lazy var cancelButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.finish(with: nil) }
  )

  init(completion: @escaping @MainActor (String?) -> Void) {
    self.completion = completion
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override public func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(continueButton)
    view.addSubview(cancelButton)
  }

  private func finish(with user: String?) {
    let completion = self.completion
    dismiss(animated: true) { completion(user) }
  }
}
