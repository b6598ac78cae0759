// swift-tools-version:6.0
import PackageDescription

/// Platforms without UIKit build the adapter against HeadlessUIKit, the virtual-time model.
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "Baton",
  // iOS 15: the oldest iOS an app still commonly supports, with Swift concurrency in the OS and
  // `UIWindowScene.keyWindow`. Mac Catalyst and tvOS follow iOS's number (on tvOS only the core;
  // BatonUIKit, and BatonRouting above it, use `interactivePopGestureRecognizer`, which tvOS
  // lacks). macOS 13: the lab's benchmarks use `ContinuousClock` (macOS 13); on macOS the
  // adapter builds against HeadlessUIKit, for tests only. visionOS 1: the first release.
  platforms: [
    .iOS(.v15),
    .macCatalyst(.v15),
    .tvOS(.v15),
    .macOS(.v13),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "Baton", targets: ["Baton"]),
    .library(name: "BatonUIKit", targets: ["BatonUIKit"]),
    .library(name: "BatonRouting", targets: ["BatonRouting"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "BatonSwiftUI", targets: ["BatonSwiftUI"]),
    .library(name: "BatonTesting", targets: ["BatonTesting"]),
    .executable(name: "baton-lab", targets: ["baton-lab"]),
  ],
  targets: [
    .target(name: "Baton"),
    // The virtual clock, for tests only: apps import it in their test targets, never link it.
    .target(name: "BatonTesting", dependencies: ["Baton"]),
    .target(name: "HeadlessUIKit", dependencies: ["Baton", "BatonTesting"]),
    .target(
      name: "BatonUIKit",
      dependencies: [
        "Baton",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ]
    ),
    // Deep links: the URL router, and the UIKit router that opens its screens through the
    // window's lane. Its own product, so an app without deep links neither links nor sees it.
    .target(
      name: "BatonRouting",
      dependencies: [
        "Baton",
        "BatonUIKit",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ]
    ),
    // The SwiftUI glue compiles only where SwiftUI and UIKit exist; its UIKit probe, like the
    // adapter, builds against HeadlessUIKit elsewhere so its logic is tested on Linux.
    .target(
      name: "BatonSwiftUI",
      dependencies: [
        "Baton",
        "BatonUIKit",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ]
    ),
    // One seeded generator for the lab and the tests (package access; in no product).
    .target(name: "SeededRandom"),
    // Test doubles the test suites share (a pop-up presenter on virtual time); no product.
    .target(name: "BatonTestDoubles", dependencies: ["Baton", "BatonTesting"]),
    // A model of SwiftUI's navigation timing and refusals (test support for BatonSwiftUI's
    // tests and the lab's SwiftUI storm): no product, so no app links it.
    .target(name: "SwiftUITimingModel", dependencies: ["Baton", "BatonSwiftUI"]),
    .target(
      name: "BatonLab",
      dependencies: [
        "Baton", "BatonTesting", "HeadlessUIKit", "BatonUIKit", "BatonRouting", "BatonSwiftUI",
        "SwiftUITimingModel", "SeededRandom",
      ]
    ),
    .executableTarget(name: "baton-lab", dependencies: ["BatonLab"]),
    // Fuzzing (CONTRIBUTING.md, "Fuzzing"): the drivers, in no product, and one executable per
    // target; a `-D FUZZING` build with `-sanitize=fuzzer` makes each a libFuzzer binary, a
    // plain build replays files through the driver.
    .target(
      name: "BatonFuzzing",
      dependencies: ["Baton", "BatonRouting", "BatonTesting", "BatonLab"]
    ),
    .executableTarget(
      name: "fuzz-route-pattern",
      dependencies: ["BatonFuzzing"],
      path: "Sources/Fuzz/RoutePattern"
    ),
    .executableTarget(
      name: "fuzz-router",
      dependencies: ["BatonFuzzing"],
      path: "Sources/Fuzz/Router"
    ),
    .executableTarget(
      name: "fuzz-scenario-parser",
      dependencies: ["BatonFuzzing"],
      path: "Sources/Fuzz/ScenarioParser"
    ),
    .executableTarget(
      name: "fuzz-popup-queue",
      dependencies: ["BatonFuzzing"],
      path: "Sources/Fuzz/PopupQueue"
    ),
    .executableTarget(
      name: "fuzz-replay-reader",
      dependencies: ["BatonFuzzing"],
      path: "Sources/Fuzz/ReplayReader"
    ),
    .testTarget(
      name: "BatonTests",
      dependencies: ["Baton", "BatonTesting", "BatonTestDoubles", "SeededRandom"]
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "Baton", "BatonTesting", "SeededRandom"]
    ),
    .testTarget(
      name: "BatonUIKitTests",
      dependencies: ["BatonUIKit", "BatonRouting", "HeadlessUIKit", "Baton", "BatonTesting"]
    ),
    .testTarget(
      name: "BatonRoutingTests",
      dependencies: ["BatonRouting", "Baton", "BatonTesting", "SeededRandom"]
    ),
    .testTarget(
      name: "BatonSwiftUITests",
      dependencies: [
        "BatonSwiftUI", "BatonUIKit", "BatonRouting", "HeadlessUIKit", "Baton", "BatonTesting",
        "SwiftUITimingModel", "BatonTestDoubles", "SeededRandom",
      ]
    ),
    .testTarget(
      name: "BatonLabTests",
      dependencies: ["BatonLab", "Baton", "BatonTesting", "SeededRandom"]
    ),
    .testTarget(name: "BatonFuzzingTests", dependencies: ["BatonFuzzing", "BatonTesting"]),
    // The worked example (Examples/ShopApp, a package of its own for readers): its app code and
    // its navigation tests also build here, so `swift test` runs them with the modules already
    // built instead of building the libraries a second time. In no product.
    .target(
      name: "ShopApp",
      dependencies: [
        "Baton", "BatonUIKit", "BatonRouting",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      path: "Examples/ShopApp/Sources/ShopApp"
    ),
    .testTarget(
      name: "ShopAppTests",
      dependencies: ["ShopApp", "BatonUIKit", "BatonTesting", "HeadlessUIKit"],
      path: "Examples/ShopApp/Tests/ShopAppTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // HeadlessUIKit's stand-ins under SwiftUI's own class names (`SwiftUI.UIKitNavigationController`,
  // …), so that the app-wide guard's rule sees SwiftUI's controllers in tests as on a device
  // (Docs/UIKitFacts.md A15). Test support, in no product, and Linux only: named `SwiftUI`, it
  // must never shadow the real SwiftUI where one exists. Every `canImport(SwiftUI)` in the
  // package is paired with `canImport(UIKit)`, so nothing else changes on Linux.
  package.targets.append(
    .target(name: "SwiftUI", dependencies: ["HeadlessUIKit"], path: "Sources/SwiftUI")
  )
  for target in package.targets where target.name == "BatonSwiftUITests" {
    target.dependencies.append("SwiftUI")
  }
#endif
