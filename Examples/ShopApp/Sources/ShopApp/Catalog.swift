/// One product of the shop.
public struct Product: Hashable, Sendable {
  /// The product's number, as in `shop://product/<id>`.
  public let id: Int
  /// Its name.
  public let name: String
  /// Its price, in cents.
  public let priceInCents: Int

  /// The price as the shop shows it.
  public var formattedPrice: String {
    let cents = priceInCents % 100
    return "€\(priceInCents / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}

/// The shop's products.
public enum Catalog {
  /// Every product, in the order the list shows them.
  public static let products = [
    Product(id: 1, name: "Espresso cup", priceInCents: 1200),
    Product(id: 2, name: "Moka pot", priceInCents: 3450),
    Product(id: 3, name: "Burr grinder", priceInCents: 8900),
    Product(id: 4, name: "Milk jug", priceInCents: 1575),
  ]

  /// The product with `id`, if the shop sells it.
  public static func product(id: Int) -> Product? {
    products.first { $0.id == id }
  }
}
