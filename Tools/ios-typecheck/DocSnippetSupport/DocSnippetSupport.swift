// What the documentation's snippets take for granted: an app's own screens, and the values a
// fragment uses without declaring them (the window it runs in, the view controller whose button
// was tapped). check-doc-snippets.py imports this module into every snippet module; a snippet's
// own declaration of the same name shadows the one here. None of it is ever run.
import Baton
import BatonRouting
import BatonUIKit
import Foundation
import SwiftUI
import UIKit

// MARK: - The app's screens

/// The app's home screen.
public final class HomeViewController: UIViewController {}
/// A list screen.
public final class ListViewController: UIViewController {}
/// A detail screen.
public final class DetailViewController: UIViewController {}
/// The settings screen.
public final class SettingsViewController: UIViewController {}
/// The sign-in screen.
public final class LoginViewController: UIViewController {}
/// A page of a paged flow.
public final class PageViewController: UIViewController {}

/// A user's profile.
public final class ProfileViewController: UIViewController {
  public init(userID: Int) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }
}

/// An item of the catalogue.
public struct Item: Sendable {
  public var id: String
  public init(id: String) { self.id = id }
}

/// An item's screen.
public final class ItemViewController: UIViewController {
  public init(item: Item) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }
}

/// A product.
public struct Product: Sendable {
  public var id: Int
  public init(id: Int) { self.id = id }
}

/// The items the app sells, by identifier.
public struct Catalogue: Sendable {
  /// The item with this identifier.
  public subscript(id: String) -> Item? { Item(id: id) }
  /// Whether an item has this identifier.
  public func contains(_ id: String) -> Bool { true }
}

/// The app's catalogue.
public let catalogue = Catalogue()

/// The signed-in state.
public struct AppSession: Sendable {
  public var isLoggedIn = false
}

/// The app's session.
@MainActor public var session: AppSession { AppSession() }

// MARK: - What a fragment runs in

/// The window the snippet's screens are in.
@MainActor public var window: UIWindow { UIWindow() }
/// The view controller whose button was tapped.
@MainActor public var viewController: UIViewController { UIViewController() }
/// A list screen on the stack.
@MainActor public var listViewController: ListViewController { ListViewController() }
/// The screen whose settings button was tapped.
@MainActor public var settingsButtonOwner: UIViewController { UIViewController() }
/// The window's navigation controller.
@MainActor public var navigationController: UINavigationController { UINavigationController() }
/// A screen about to be pushed.
@MainActor public var detail: UIViewController { UIViewController() }
/// A URL the app was asked to open.
public var url: URL { URL(fileURLWithPath: "/") }
/// The app's URL router.
@MainActor public var router: BatonRouter<Void> { BatonRouter() }
/// The window's lane.
@MainActor public var lane: Lane { Lane(name: "main window") }
/// The window's flight recorder.
@MainActor public var recorder: FlightRecorder { FlightRecorder(lane: lane) }
/// A transition request.
@MainActor public var request: TransitionRequest {
  TransitionRequest(kind: .push, label: "push") { transition in transition.finish(.completed) }
}

/// A presenter that shows alerts.
@MainActor public var alertPresenter: any PopupPresenter { AlertPresenterStub() }
/// A presenter that shows sheets.
@MainActor public var sheets: any PopupPresenter { AlertPresenterStub() }

private final class AlertPresenterStub: PopupPresenter {
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {}
  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {}
}

/// Starts the app's own animation and calls `completion` when it ends.
public func startMyAnimation(completion: @escaping @MainActor () -> Void) {}
/// Opens the App Store page of the app.
public func openAppStore() {}
/// Opens the store.
public func openStore() {}
/// Writes to the app's log.
public func log(_ value: Any) {}

// MARK: - The SwiftUI article's screens (as in Examples/SwiftUIApp/ShopApp.swift)

/// The shop's home screen, with a button that shows the cart.
public struct HomeView: View {
  public init(showCart: @escaping () -> Void) {}
  public var body: some View { EmptyView() }
}

/// The orders tab's list.
public struct OrderListView: View {
  public init() {}
  public var body: some View { EmptyView() }
}

/// An order's screen, with a link to its receipt.
public struct OrderView: View {
  public init(id: Int) {}
  public var body: some View { EmptyView() }
}

/// An order's receipt.
public struct ReceiptView: View {
  public init(id: Int) {}
  public var body: some View { EmptyView() }
}

/// The cart sheet's root.
public struct CartView: View {
  public init() {}
  public var body: some View { EmptyView() }
}

/// The checkout screen on the cart sheet's stack.
public struct CheckoutView: View {
  public init(done: @escaping () -> Void) {}
  public var body: some View { EmptyView() }
}

/// The account tab's screen, with a sign-out button.
public struct AccountView: View {
  public init(signOut: @escaping () -> Void) {}
  public var body: some View { EmptyView() }
}

/// The sign-in screen.
public struct LoginView: View {
  public init(signIn: @escaping () -> Void) {}
  public var body: some View { EmptyView() }
}

/// The settings screen, with a sign-out button.
public struct SettingsView: View {
  public init(signOut: @escaping () -> Void) {}
  public var body: some View { EmptyView() }
}
