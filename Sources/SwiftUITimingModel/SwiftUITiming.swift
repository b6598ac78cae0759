import Baton
import BatonSwiftUI

/// The durations the model of SwiftUI's timing runs on, each with what backs it.
///
/// Every step Baton takes still ends by a probe's signal, never by one of these; they decide
/// only how long the model's animations and late writes take, so figures that depend on them
/// are checked across a sweep (``sweep``) rather than trusted at one value.
package struct SwiftUITiming: Hashable, Sendable, CustomStringConvertible {
  /// What backs a value.
  package enum Status: String, Hashable, Sendable {
    /// No source was found; a guess.
    case noSource = "no source"
    /// Reported by a public issue or article, not measured.
    case reported
    /// Measured on a device.
    case measured
  }

  /// One display frame: 1/60 s, or 1/120 s on a ProMotion display (status: reported, Apple's
  /// ProMotion documentation).
  package var frame: Double
  /// A push or pop animation (status: no source; UIKit's navigation default, A3).
  package var push: Double
  /// A sheet or cover presentation or dismissal (status: no source).
  package var present: Double
  /// An alert's appearance or dismissal (status: no source).
  package var alert: Double
  /// How long after a swiped-down sheet is gone its binding is written (status: reported,
  /// FlowStacks #69).
  package var lateSheetWrite: Double

  /// The values the model has always used: 60 Hz frames.
  package static let standard = Self(
    frame: 1.0 / 60,
    push: 0.35,
    present: 0.5,
    alert: 0.25,
    lateSheetWrite: 1.0
  )

  /// These durations (not the frame) multiplied by `factor`.
  package func scaled(by factor: Double) -> Self {
    Self(
      frame: frame,
      push: push * factor,
      present: present * factor,
      alert: alert * factor,
      lateSheetWrite: lateSheetWrite * factor
    )
  }

  /// These values with frames of `1 / rate` seconds.
  package func withFrameRate(_ rate: Double) -> Self {
    var timing = self
    timing.frame = 1 / rate
    return timing
  }

  /// The sweep figures are checked across: every duration at 0.5×, 1× and 2×, each with 60 Hz
  /// and 120 Hz frames.
  package static var sweep: [Self] {
    [0.5, 1, 2].flatMap { factor in
      [60.0, 120].map { standard.scaled(by: factor).withFrameRate($0) }
    }
  }

  package var description: String {
    let entries: [(name: String, shown: String, status: Status)] = [
      ("frame", "1/\(Int((1 / frame).rounded())) s", .reported),
      ("push", "\(push) s", .noSource),
      ("present", "\(present) s", .noSource),
      ("alert", "\(alert) s", .noSource),
      ("lateSheetWrite", "\(lateSheetWrite) s", .reported),
    ]
    return entries.map { "\($0.name) \($0.shown) (\($0.status.rawValue))" }
      .joined(separator: ", ")
  }
}
