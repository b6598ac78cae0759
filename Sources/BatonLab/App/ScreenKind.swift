/// The screens of the app under test.
enum ScreenKind: String, CaseIterable, Sendable {
  case list
  case detail
  case comments
  case profile
  /// A product page: one class for every product, told apart by its product id.
  case product
  case login
  case settings
  /// A full-screen ad that an ads SDK the app does not control presents (``ThirdPartyAds``,
  /// `storm --third-party`); its close button is the SDK's own code.
  case ad

  /// The buttons a screen of this kind shows (besides Back, which the navigation bar shows).
  var buttons: [ScreenButton] {
    switch self {
    case .list: return Self.listButtons
    case .detail: return Self.detailButtons
    case .comments: return Self.commentsButtons
    case .profile: return Self.profileButtons
    case .product: return Self.productButtons
    case .login, .settings, .ad: return Self.modalButtons
    }
  }

  private static let listButtons: [ScreenButton] = [
    .detail, .profile, .login, .settings, .product, .otherProduct,
  ]
  private static let detailButtons: [ScreenButton] = [.comments, .login, .fetch]
  private static let commentsButtons: [ScreenButton] = [.profile, .login]
  private static let profileButtons: [ScreenButton] = [.detail, .settings]
  private static let productButtons: [ScreenButton] = [.related, .comments, .login, .sizes]
  private static let modalButtons: [ScreenButton] = [.close]

  /// Whether screens of this kind are presented modally rather than pushed.
  var isModal: Bool {
    switch self {
    case .login, .settings, .ad: return true
    case .list, .detail, .comments, .profile, .product: return false
    }
  }
}
