import BatonFuzzing
import Foundation

/// `fuzz-replay-reader`: replays the files or directories it is given through ``ReplayReaderFuzzer``; built
/// with `-D FUZZING` and `-sanitize=fuzzer`, it is a libFuzzer binary (CONTRIBUTING.md).
@main
enum FuzzReplayReader {
  @MainActor
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(runLibFuzzer(&argc, &argv, fuzzOneInput))
    #else
      FuzzEntry.replayAndExit(ReplayReaderFuzzer.self, arguments: CommandLine.arguments)
    #endif
  }
}

#if FUZZING
  /// libFuzzer's entry point: one input through the driver; a broken invariant aborts.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { FuzzEntry.fuzz(ReplayReaderFuzzer.self, bytes) }
    return 0
  }

  /// libFuzzer's driver, run from this `main`.
  ///
  /// SwiftPM links the executable's `main` in place of libFuzzer's own. A C function with
  /// C-compatible arguments, declared without a header.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runLibFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif
