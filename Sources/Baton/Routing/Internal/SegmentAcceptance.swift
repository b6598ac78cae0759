/// What a parameter type says of a decoded path segment, asked once per segment the matcher
/// tries.
enum SegmentAcceptance {
  /// The type refuses the segment.
  case refused
  /// The type accepts the segment; its canonical text is made from the bytes, without asking
  /// the type again (see ``RouteParameterType/canonicalValue(ofAccepted:)``).
  case accepted
  /// The type accepts the segment, with this canonical text: the answer of a type that builds
  /// a string to decide (``RouteParameterType/double`` and custom types), kept so that it is
  /// never asked twice and cannot change its mind.
  case canonical(String)
}
