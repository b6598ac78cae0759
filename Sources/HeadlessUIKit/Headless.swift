/// The controls of the HeadlessUIKit model that real UIKit does not have.
///
/// HeadlessUIKit spells every mirrored API exactly like UIKit, so adapter code compiles against
/// both. Everything the model needs beyond UIKit (driving virtual time, a simulated finger,
/// reading recorded faults, choosing a profile) lives under this namespace instead, so code
/// that must also build for iOS cannot depend on it by accident.
public enum Headless {}
