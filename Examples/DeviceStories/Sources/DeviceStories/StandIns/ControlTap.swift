import UIKit

/// How a story taps a private UIKit control without a finger, and which way works.
///
/// A control reached by a touch sends its actions for the touch's events; a story cannot make a
/// touch, so it sends them itself, in one of three ways, and keeps the first that has an effect
/// at rest (`calibrate`) for the stories that then tap the same kind of control during a
/// transition, where "no effect" must mean UIKit's answer, not a stand-in that missed.
@MainActor
enum ControlTap {
  /// One way to tap a control without a finger.
  enum Method: String, CaseIterable {
    /// `sendActions(for: .touchUpInside)`: a tap's end, as UIKit delivers it.
    case touchUpInside
    /// `sendActions(for: .primaryActionTriggered)`: the event a button's primary action uses.
    case primaryActionTriggered
    /// `accessibilityActivate()`: what VoiceOver's double tap asks of the element.
    case accessibilityActivate
  }

  /// Taps `control` one way.
  static func send(_ method: Method, to control: UIControl) {
    switch method {
    case .touchUpInside: control.sendActions(for: .touchUpInside)
    case .primaryActionTriggered: control.sendActions(for: .primaryActionTriggered)
    case .accessibilityActivate: _ = control.accessibilityActivate()
    }
  }

  /// Tries each way in turn on an idle screen until `worked` says the tap had its effect
  /// (checked 0.15 s after each), then calls `done` with the way that worked, or nil.
  static func calibrate(
    _ control: UIControl,
    on stage: Stage,
    methods: [Method] = Method.allCases,
    worked: @escaping @MainActor () -> Bool,
    done: @escaping @MainActor (Method?) -> Void
  ) {
    guard let method = methods.first else { return done(nil) }
    send(method, to: control)
    stage.after(0.15) {
      if worked() { return done(method) }
      calibrate(
        control,
        on: stage,
        methods: Array(methods.dropFirst()),
        worked: worked,
        done: done
      )
    }
  }
}
