/// Renders objects the way UIKit's messages print them: `<Module.Type: 0x…>`.
@MainActor
enum FaultText {
  /// Type texts already rendered, by type.
  ///
  /// `String(reflecting:)` walks the runtime's metadata and conformance tables, far too slow
  /// for a storm that records a fault every other action. Never emptied: controllers keep
  /// `unowned(unsafe)` references to these texts.
  private static var typeTexts: [ObjectIdentifier: TypeText] = [:]

  /// `<Type: 0x…>`, with a plausible address derived from the object's identity.
  static func describe(_ object: AnyObject) -> String {
    "<\(typeName(object)): \(address(object))>"
  }

  /// A controller's `<Type: 0x…>`, rendered once and kept on the controller: a storm describes
  /// the same few controllers in fault after fault, and neither type nor address ever changes.
  static func describe(_ controller: UIViewController) -> String {
    if let cached = controller.faultDescription { return cached }
    let rendered = "<\(typeText(controller).name): \(address(controller))>"
    controller.faultDescription = rendered
    return rendered
  }

  /// The type's name; UIKit's own classes without a module prefix, app classes with one.
  static func typeName(_ object: AnyObject) -> String {
    typeText(object).name
  }

  /// The text of the object's class, rendered on first use.
  static func typeText(_ object: AnyObject) -> TypeText {
    let objectType: AnyObject.Type = type(of: object)
    let key = ObjectIdentifier(objectType)
    if let cached = typeTexts[key] { return cached }
    let name = String(reflecting: objectType)
    let prefix = "HeadlessUIKit."
    let rendered = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    let text = TypeText(name: rendered)
    typeTexts[key] = text
    return text
  }

  /// The text of the controller's class, kept on the controller after the first lookup: a
  /// transition's label then costs no hashing.
  static func typeText(_ controller: UIViewController) -> TypeText {
    if let cached = controller.typeTextCache { return cached }
    let text = typeText(controller as AnyObject)
    controller.typeTextCache = text
    return text
  }

  /// `0x…` rendered from the object's identity, as a device prints a heap address.
  static func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  /// An array as Objective-C prints it: `(\n    "<A: 0x…>",\n    "<B: 0x…>"\n)`.
  static func describe(_ objects: [AnyObject]) -> String {
    let items = objects.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
    return "(\n\(items)\n)"
  }
}
