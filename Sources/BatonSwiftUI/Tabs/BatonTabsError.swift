/// Why a ``BatonTabs`` cannot be made from the tabs it was given.
public enum BatonTabsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No tab was given.
  case noTabs
  /// A tab was given twice; the value is its description.
  case duplicateTab(String)
  /// The selection is not one of the tabs; the value is its description.
  case selectionNotATab(String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .noTabs: "BatonTabs needs at least one tab."
    case .duplicateTab(let tab): "The tab \(tab) was given twice; each tab has one stack."
    case .selectionNotATab(let tab): "The selection \(tab) is not one of the tabs."
    }
  }
}
