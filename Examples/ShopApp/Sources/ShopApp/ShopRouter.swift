import BatonRouting
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's deep links: `shop://product/<id>` opens a product's page on the shop tab.
@MainActor
public enum ShopRouter {
  /// Makes the app's router for the window `window` returns; product pages add to `cart`.
  ///
  /// - Parameters:
  ///   - cart: The cart the opened pages add to.
  ///   - window: The window links open in.
  /// - Returns: The router.
  public static func make(
    cart: Cart,
    window: @escaping @MainActor () -> UIWindow?
  ) -> BatonRouter<Void> {
    let router = BatonRouter(options: RouteOptions(readsHostAsPath: true), window: window)
    do {
      try router.register("/product/<int:id>", name: "product") { match, _ in
        guard let product = Catalog.product(id: try match.int("id")) else { return .decline }
        return .screen(ProductViewController(product: product, cart: cart))
      }
    } catch {
      preconditionFailure("The app's routes are invalid: \(error)")
    }
    return router
  }

  /// Opens a product link on the shop tab, selecting it first; a link the app cannot open is
  /// logged, not fatal.
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - router: The app's router.
  ///   - completion: Told the transition's outcome when the link opened.
  public static func open(
    _ url: URL,
    with router: BatonRouter<Void>,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    do {
      try router.open(url, action: .pushInTab(ShopTabBarController.shopTab), completion: completion)
    } catch {
      print("Cannot open \(url): \(error)")
    }
  }
}
