/// A button the user can tap, and what the app does for it.
enum ScreenButton: String, CaseIterable, Sendable {
  /// Pushes a new detail screen.
  case detail
  /// Pushes a new comments screen.
  case comments
  /// Pushes the one profile screen the app keeps (a cached instance, as many apps do).
  case profile
  /// A cell of the list: pushes the product page of the cell's product (the same product for
  /// both taps of a double tap).
  case product
  /// Another cell of the list: another product's page.
  case otherProduct = "other-product"
  /// A product page's "related product": pushes the next product's page over this one.
  case related
  /// Presents a new login sheet.
  case login
  /// Presents a new settings modal.
  case settings
  /// Starts a request whose reply, 0.6 s later, presents a login sheet from this screen.
  case fetch
  /// Dismisses the presented screen it is on.
  case close
  /// A product page's size picker: presents a sheet from the page; a link that arrives while
  /// it is open closes the page.
  case sizes

  /// The screen the button leads to, if it leads to one at once.
  var destination: ScreenKind? {
    switch self {
    case .detail: return .detail
    case .comments: return .comments
    case .profile: return .profile
    case .login: return .login
    case .settings: return .settings
    case .product, .otherProduct, .related: return .product
    case .sizes: return .settings
    case .fetch, .close: return nil
    }
  }

  /// How often the random user picks this button relative to the others on its screen.
  var userWeight: Int {
    switch self {
    case .detail, .comments: return 4
    case .product, .otherProduct, .related: return 3
    case .profile, .login, .settings, .fetch, .sizes: return 2
    case .close: return 1
    }
  }
}
