/// The screens of the app under test.
enum ScreenKind: String, CaseIterable, Sendable {
  case list
  case detail
  case comments
  case profile
  case login
  case settings

  /// The buttons a screen of this kind shows (besides Back, which the navigation bar shows).
  var buttons: [ScreenButton] {
    switch self {
    case .list: return Self.listButtons
    case .detail: return Self.detailButtons
    case .comments: return Self.commentsButtons
    case .profile: return Self.profileButtons
    case .login, .settings: return Self.modalButtons
    }
  }

  private static let listButtons: [ScreenButton] = [.detail, .profile, .login, .settings]
  private static let detailButtons: [ScreenButton] = [.comments, .login, .fetch]
  private static let commentsButtons: [ScreenButton] = [.login]
  private static let profileButtons: [ScreenButton] = [.settings]
  private static let modalButtons: [ScreenButton] = [.close]

  /// Whether screens of this kind are presented modally rather than pushed.
  var isModal: Bool {
    switch self {
    case .login, .settings: return true
    case .list, .detail, .comments, .profile: return false
    }
  }
}

/// A button the user can tap, and what the app does for it.
enum ScreenButton: String, CaseIterable, Sendable {
  /// Pushes a new detail screen.
  case detail
  /// Pushes a new comments screen.
  case comments
  /// Pushes the one profile screen the app keeps (a cached instance, as many apps do).
  case profile
  /// Presents a new login sheet.
  case login
  /// Presents a new settings modal.
  case settings
  /// Starts a request whose reply, 0.6 s later, presents a login sheet from this screen.
  case fetch
  /// Dismisses the presented screen it is on.
  case close

  /// The screen the button leads to, if it leads to one at once.
  var destination: ScreenKind? {
    switch self {
    case .detail: return .detail
    case .comments: return .comments
    case .profile: return .profile
    case .login: return .login
    case .settings: return .settings
    case .fetch, .close: return nil
    }
  }
}

/// A deep link: a tab, the screens to push on its root list, and an optional modal on top.
struct DeepLink: Equatable, Sendable, CustomStringConvertible {
  var tab: Int
  var pushes: [ScreenKind]
  var modal: ScreenKind?

  /// The screen the link shows last.
  var target: ScreenKind { modal ?? pushes.last ?? .list }

  var description: String {
    var parts = ["tab\(tab)"] + pushes.map(\.rawValue)
    if let modal { parts.append(modal.rawValue) }
    return "app://" + parts.joined(separator: "/")
  }

  /// The links the random user opens.
  static let catalogue: [DeepLink] = [
    DeepLink(tab: 0, pushes: [.detail], modal: nil),
    DeepLink(tab: 0, pushes: [.detail, .comments], modal: nil),
    DeepLink(tab: 1, pushes: [.detail], modal: nil),
    DeepLink(tab: 1, pushes: [.detail, .comments], modal: nil),
    DeepLink(tab: 1, pushes: [.profile], modal: nil),
    DeepLink(tab: 0, pushes: [], modal: .settings),
    DeepLink(tab: 1, pushes: [.detail], modal: .login),
  ]
}
