#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The account tab: who is signed in, and a button that signs in through ``LoginSDK``.
public final class AccountViewController: UIViewController {
  /// "Signed in as …", or "Not signed in".
  public let statusLabel = UILabel()
  /// Opens the login SDK's sheet.
  public private(set) lazy var signInButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Sign in") { [weak self] _ in self?.signIn() }
  )

  /// Creates the account screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Account"
  }

  required init?(coder: NSCoder) { nil }

  override public func viewDidLoad() {
    super.viewDidLoad()
    statusLabel.text = "Not signed in"
    view.addSubview(statusLabel)
    view.addSubview(signInButton)
  }

  private func signIn() {
    LoginSDK.signIn(from: self) { [weak self] user in
      guard let self, let user else { return }
      self.statusLabel.text = "Signed in as \(user)"
    }
  }
}
