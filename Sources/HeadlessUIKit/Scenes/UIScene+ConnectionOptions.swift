import Foundation

extension UIScene {
  /// What a scene was connected with: the URLs that opened the app, for a cold start by a
  /// link.
  @MainActor
  public final class ConnectionOptions: NSObject {
    /// The URLs to open.
    public let urlContexts: Set<UIOpenURLContext>

    init(urlContexts: Set<UIOpenURLContext>) {
      self.urlContexts = urlContexts
      super.init()
    }
  }

  /// How a URL was opened.
  @MainActor
  public final class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that opened it, if known.
    public let sourceApplication: String?

    init(sourceApplication: String?) {
      self.sourceApplication = sourceApplication
      super.init()
    }
  }
}

/// A URL to open, and how it was opened.
@MainActor
public final class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// How it was opened.
  public let options: UIScene.OpenURLOptions

  init(url: URL, sourceApplication: String?) {
    self.url = url
    self.options = UIScene.OpenURLOptions(sourceApplication: sourceApplication)
    super.init()
  }
}
