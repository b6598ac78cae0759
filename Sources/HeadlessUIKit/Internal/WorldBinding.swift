/// The task-local slot that binds a ``Headless/World`` to the code running inside `run`.
enum WorldBinding {
  @TaskLocal static var world: Headless.World?
}

/// A weak reference, for registries that must not keep their members alive.
struct WeakBox<Object: AnyObject> {
  weak var object: Object?
}
