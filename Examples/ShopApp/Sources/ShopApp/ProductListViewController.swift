#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The catalog tab's first screen: one row per product; a tap pushes the product's page.
public final class ProductListViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  static let cellIdentifier = "product"

  /// The list.
  public let tableView = UITableView(frame: .zero, style: .plain)

  private let cart: Cart

  /// Creates the list; the pages it opens add to `cart`.
  public init(cart: Cart) {
    self.cart = cart
    super.init(nibName: nil, bundle: nil)
    title = "Shop"
  }

  required init?(coder: NSCoder) { nil }

  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  /// One row per product.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Catalog.products.count
  }

  /// A cell with the product's name.
  public func tableView(
    _ tableView: UITableView,
    cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    cell.textLabel?.text = Catalog.products[indexPath.row].name
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// Pushes the product's page.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    // Plain UIKit: the guard makes a second tap during the push a dropped duplicate.
    let product = Catalog.products[indexPath.row]
    let page = ProductViewController(product: product, cart: cart)
    navigationController?.pushViewController(page, animated: true)
  }
}
