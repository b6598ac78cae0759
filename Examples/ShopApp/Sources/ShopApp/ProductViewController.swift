import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One product's page: its name, its price, and a button that adds it to the cart.
public final class ProductViewController: UIViewController, DestinationIdentifiable {
  /// The product shown.
  public let product: Product
  private let cart: Cart
  /// The product's name.
  public let nameLabel = UILabel()
  /// The product's price.
  public let priceLabel = UILabel()
  /// Adds the product to the cart, then confirms with an alert.
  public private(set) lazy var addToCartButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Add to cart") { [weak self] _ in self?.addToCart() }
  )

  /// The pages of two products are different destinations: a deep link to one during the
  /// push of another lands; a double tap on one pushes it once.
  public var destinationID: Int { product.id }

  /// Creates the page of `product`, whose button adds it to `cart`.
  public init(product: Product, cart: Cart) {
    self.product = product
    self.cart = cart
    super.init(nibName: nil, bundle: nil)
    title = product.name
  }

  required init?(coder: NSCoder) { nil }

  override public func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = product.name
    priceLabel.text = product.formattedPrice
    view.addSubview(nameLabel)
    view.addSubview(priceLabel)
    view.addSubview(addToCartButton)
  }

  private func addToCart() {
    cart.add(product)
    let alert = UIAlertController(
      title: "Added to your cart",
      message: product.name,
      preferredStyle: .alert
    )
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}
