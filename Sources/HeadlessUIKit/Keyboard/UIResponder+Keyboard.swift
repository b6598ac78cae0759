import Foundation

extension UIResponder {
  /// Posted before the keyboard appears.
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification"
  )
  /// Posted once the keyboard has appeared.
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification"
  )
  /// Posted before the keyboard disappears.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification"
  )
  /// Posted once the keyboard has disappeared.
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification"
  )
  /// The `userInfo` key of the keyboard animation's duration, in seconds (a `Double` boxed as
  /// an `NSNumber` in UIKit; a `TimeInterval` here).
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// Posted before the keyboard's frame changes (it appears, disappears or changes size).
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification"
  )
  /// Posted once the keyboard's frame has changed.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification"
  )
  /// The `userInfo` key of the keyboard's frame before the change: an `NSValue` of a `CGRect`
  /// in the screen's coordinates.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the keyboard's frame after the change: an `NSValue` of a `CGRect` in
  /// the screen's coordinates.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
