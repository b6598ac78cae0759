extension ParsedArguments {
  /// The profile `--profile` names, or `defaultValue` when absent.
  ///
  /// - Parameter defaultValue: The profile when the option is absent.
  /// - Returns: The profile.
  /// - Throws: ``UsageError/invalidValue(flag:value:expected:)`` for a name that is not a
  ///   profile's.
  func profile(default defaultValue: LabProfile) throws(UsageError) -> LabProfile {
    guard let text = values["--profile"] else { return defaultValue }
    guard let profile = LabProfile(rawValue: text) else {
      throw .invalidValue(
        flag: "--profile",
        value: text,
        expected: LabProfile.allCases.map(\.rawValue).joined(separator: "|")
      )
    }
    return profile
  }
}
