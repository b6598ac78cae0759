// swift-tools-version:6.0
// The app-wide guard on real UIKit: stories that run in the iOS simulator (CONTRIBUTING.md,
// "The guard on a device"). Linux type-checks the stories against the real SDK (typecheck.sh);
// only a Mac runs them.
import PackageDescription

let package = Package(
  name: "GuardOnDevice",
  platforms: [.iOS(.v15)],
  products: [.library(name: "GuardOnDeviceChecks", targets: ["GuardOnDeviceChecks"])],
  dependencies: [.package(name: "Baton", path: "../..")],
  targets: [
    .target(
      name: "GuardOnDeviceChecks",
      dependencies: [.product(name: "BatonUIKit", package: "Baton")]
    ),
    .testTarget(name: "GuardOnDeviceTests", dependencies: ["GuardOnDeviceChecks"]),
  ]
)
