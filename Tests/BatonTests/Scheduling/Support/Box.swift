/// A mutable value that main-actor closures can share with the test that made them.
@MainActor
final class Box<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
