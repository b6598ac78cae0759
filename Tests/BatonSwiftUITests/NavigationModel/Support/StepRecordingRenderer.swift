import Baton
import BatonSwiftUI
import BatonTesting

/// A renderer that records the steps it is given and signals completion only when the test
/// says so, or after a fixed animation time on the virtual clock when `autoComplete` is set.
@MainActor
final class StepRecordingRenderer: NavigationRenderer {
  typealias Route = Int

  let clock: VirtualScheduler
  var autoCompleteAfter: Double?
  /// Signals inside `render`, as a change with nothing to animate might.
  var completesSynchronously = false
  private(set) var steps: [NavigationStep<Int>] = []
  private var completions: [@MainActor () -> Void] = []

  init(clock: VirtualScheduler, autoCompleteAfter: Double? = nil) {
    self.clock = clock
    self.autoCompleteAfter = autoCompleteAfter
  }

  var waitingCount: Int { completions.count }

  func render(_ step: NavigationStep<Int>, completion: @escaping @MainActor () -> Void) {
    steps.append(step)
    if completesSynchronously {
      completion()
    } else if let delay = autoCompleteAfter {
      clock.run(after: delay, completion)
    } else {
      completions.append(completion)
    }
  }

  /// Sends the oldest waiting completion signal (an appear or dismiss callback).
  func signal() {
    guard !completions.isEmpty else { return }
    completions.removeFirst()()
  }
}
