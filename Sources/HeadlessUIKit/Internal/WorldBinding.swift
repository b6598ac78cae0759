/// The task-local slot that binds a ``Headless/World`` to the code running inside `run`.
enum WorldBinding {
  @TaskLocal static var world: Headless.World?
}

/// A reference that does not keep its object alive: reads `nil` once the object is gone.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?
}
