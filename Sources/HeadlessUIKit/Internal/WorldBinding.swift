/// The task-local slot that binds a ``Headless/World`` to the code running inside `run`.
enum WorldBinding {
  @TaskLocal static var world: Headless.World?
}

/// A reference that does not keep its object alive; the object removes its box in its deinit.
struct UnownedBox<Object: AnyObject> {
  unowned(unsafe) let object: Object
  let identifier: ObjectIdentifier

  init(object: Object) {
    self.object = object
    self.identifier = ObjectIdentifier(object)
  }
}
