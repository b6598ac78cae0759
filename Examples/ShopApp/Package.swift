// swift-tools-version:6.0
import PackageDescription

/// Where there is no UIKit (Linux, macOS), the app's UIKit code builds against HeadlessUIKit.
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd]

// A small shop app whose navigation code is shared between an iOS app and a Linux test run:
// `ShopApp` is the app's code (an Xcode app target links it and adds `@main`), and
// `ShopAppTests` drives it on HeadlessUIKit in virtual time.
let package = Package(
  name: "ShopApp",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [.library(name: "ShopApp", targets: ["ShopApp"])],
  dependencies: [.package(name: "Baton", path: "../..")],
  targets: [
    .target(
      name: "ShopApp",
      dependencies: [
        .product(name: "Baton", package: "Baton"),
        .product(name: "BatonUIKit", package: "Baton"),
        .product(name: "BatonRouting", package: "Baton"),
        .product(
          name: "HeadlessUIKit",
          package: "Baton",
          condition: .when(platforms: platformsWithoutUIKit)
        ),
      ]
    ),
    .testTarget(
      name: "ShopAppTests",
      dependencies: [
        "ShopApp",
        .product(name: "BatonUIKit", package: "Baton"),
        .product(name: "BatonTesting", package: "Baton"),
        .product(name: "HeadlessUIKit", package: "Baton"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
