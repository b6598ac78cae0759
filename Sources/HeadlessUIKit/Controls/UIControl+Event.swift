extension UIControl {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's `UIControlEvents`.
    public let rawValue: UInt

    /// Creates a set of events from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (switches, sliders).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's semantic action: for a button, a tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control's look depends on.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit's `UIControlState`.
    public let rawValue: UInt

    /// Creates a set of states from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The default state.
    public static let normal = State([])
    /// The control is highlighted (a finger is down on it).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }
}
