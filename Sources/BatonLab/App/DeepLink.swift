/// A deep link: a tab, the screens to push on its root list, and an optional modal on top.
struct DeepLink: Equatable, Sendable, CustomStringConvertible {
  var tab: Int
  var pushes: [ScreenKind]
  var modal: ScreenKind?
  /// The products of the link's product pages (`…/product/42`), in order.
  var productIDs: [Int]

  init(tab: Int, pushes: [ScreenKind], modal: ScreenKind?, productIDs: [Int] = []) {
    self.tab = tab
    self.pushes = pushes
    self.modal = modal
    self.productIDs = productIDs
  }

  /// The members-only product: its page needs the user signed in.
  static let membersOnlyProductID = 99
  /// The gate a members-only link waits behind.
  static let signInGate = "sign-in"

  /// Whether the link needs the user signed in (it shows the members-only product).
  var needsSignIn: Bool { productIDs.contains(Self.membersOnlyProductID) }

  /// The screen the link shows last.
  var target: ScreenKind { modal ?? pushes.last ?? .list }

  var description: String { url }

  /// The link's URL, `app://tab<N>/<kind>/…`: the host names the tab.
  var url: String {
    var parts = ["tab\(tab)"]
    var products = productIDs.makeIterator()
    for kind in pushes {
      parts.append(kind.rawValue)
      if kind == .product { parts.append("\(products.next() ?? 0)") }
    }
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
    DeepLink(tab: 0, pushes: [.product], modal: nil, productIDs: [3]),
    DeepLink(tab: 1, pushes: [.detail, .product], modal: nil, productIDs: [42]),
    DeepLink(tab: 0, pushes: [.product, .product], modal: nil, productIDs: [2, 4]),
    DeepLink(tab: 1, pushes: [.product], modal: nil, productIDs: [membersOnlyProductID]),
  ]
}
