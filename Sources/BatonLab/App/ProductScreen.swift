import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A product page.
///
/// Every product shares this class, as in real apps; the page declares its product id as its
/// destination, so Baton tells two products apart and still drops a double tap on one
/// product's cell.
final class ProductScreen: LabScreen, DestinationIdentifiable {
  /// The product the page shows.
  let productID: Int

  init(productID: Int, serial: Int, tab: Int, life: Int, probe: LabProbe) {
    self.productID = productID
    super.init(kind: .product, serial: serial, tab: tab, life: life, probe: probe)
    title = "product \(productID)"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  var destinationID: Int { productID }
}

extension LabScreen {
  /// What the page shows, for the lab's own duplicate checks: its kind, and for a product page
  /// its product.
  var shownContent: String {
    if let product = self as? ProductScreen { return "product \(product.productID)" }
    return kind.rawValue
  }

  /// The product id a button on this page opens: a cell's product follows from the list page
  /// (so a double tap opens one product twice), a related product is the next one.
  func productID(for button: ScreenButton) -> Int {
    switch button {
    case .otherProduct: return 1 + (serial + 2) % 5
    case .related: return ((self as? ProductScreen)?.productID ?? 0) + 1
    default: return 1 + serial % 5
    }
  }
}
