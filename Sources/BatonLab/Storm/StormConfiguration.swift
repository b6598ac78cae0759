/// What one storm runs: which strategy, on which profile, with which seed, for how many actions,
/// cut into shards of how many actions (see ``StormShard``).
struct StormConfiguration: Equatable, Sendable {
  var strategy: StrategyName
  var profile: LabProfile
  var seed: UInt64
  var actions: Int
  var shardSize = StormShard.defaultSize
  /// How the app shows its pop-ups, or nil for a storm without pop-ups (`--popups`).
  var popups: PopupStrategyName?
  /// Whether SDKs the app does not control present too (`--third-party`): ads
  /// (``ThirdPartyAds``) and a sign-in sheet over a launch link (``ThirdPartySignIn``).
  var thirdParty = false
}
