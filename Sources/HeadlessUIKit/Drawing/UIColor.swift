import Foundation

/// A color (the model keeps its components; it draws nothing).
open class UIColor: NSObject {
  /// The red, green, blue and alpha components, from 0 to 1.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// Creates a color from RGBA components.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a gray.
  ///
  /// - Parameters:
  ///   - white: The brightness.
  ///   - alpha: The opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// The system blue.
  open class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
  /// The background of the main interface.
  open class var systemBackground: UIColor { white }
  /// The color of primary text.
  open class var label: UIColor { black }

  /// Returns the color with another opacity.
  ///
  /// - Parameter alpha: The new opacity.
  /// - Returns: The new color.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }
}
