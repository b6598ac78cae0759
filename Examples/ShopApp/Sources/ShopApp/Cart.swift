/// The products the user chose; the scene delegate makes one and hands it to the screens.
@MainActor
public final class Cart {
  /// Creates an empty cart.
  public init() {}

  /// The products, in the order they were added.
  public private(set) var products: [Product] = []

  /// Adds a product.
  public func add(_ product: Product) {
    products.append(product)
  }

  /// Empties the cart.
  public func removeAll() {
    products.removeAll()
  }
}
