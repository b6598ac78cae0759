import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's root: a "Shop" tab (the product list) and an "Account" tab, each in its own
/// navigation controller.
public final class ShopTabBarController: UITabBarController {
  /// The shop tab's index, which deep links to products select.
  public static let shopTab = 0
  /// The account tab's index.
  public static let accountTab = 1

  /// The shop tab's stack.
  public let shopNavigation: UINavigationController
  /// The account tab's stack.
  public let accountNavigation: UINavigationController

  /// Creates the tabs; product pages add to `cart`.
  public init(cart: Cart) {
    shopNavigation = BatonNavigationController(
      rootViewController: ProductListViewController(cart: cart)
    )
    accountNavigation = BatonNavigationController(rootViewController: AccountViewController())
    super.init(nibName: nil, bundle: nil)
    shopNavigation.title = "Shop"
    accountNavigation.title = "Account"
    viewControllers = [shopNavigation, accountNavigation]
  }

  required init?(coder: NSCoder) { nil }
}
