extension ParsedArguments {
  /// The profile `--profile` names, or `defaultValue` when absent.
  ///
  /// A former name (``LabProfile/formerNames``: `modern`) still runs its profile, and says so
  /// on `io`'s error stream with the present name to use; reports print the present name.
  ///
  /// - Parameters:
  ///   - defaultValue: The profile when the option is absent.
  ///   - io: Where the hint about a former name goes.
  /// - Returns: The profile.
  /// - Throws: ``UsageError/invalidValue(flag:value:expected:)`` for a name that is neither a
  ///   profile's nor a former one.
  func profile(default defaultValue: LabProfile, io: CommandIO) throws(UsageError) -> LabProfile {
    guard let text = values["--profile"] else { return defaultValue }
    if let profile = LabProfile(rawValue: text) { return profile }
    guard let profile = LabProfile.formerNames[text] else {
      throw .invalidValue(
        flag: "--profile",
        value: text,
        expected: LabProfile.allCases.map(\.rawValue).joined(separator: "|")
      )
    }
    io.err(
      "baton-lab: '--profile \(text)' is the former name of '\(profile.rawValue)'; "
        + "use '--profile \(profile.rawValue)' (the former name may stop working)"
    )
    return profile
  }
}
