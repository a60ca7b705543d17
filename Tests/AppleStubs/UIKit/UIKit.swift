// Test-only stand-in for the parts of UIKit that the templates use (UIApplication's background
// tasks, the app delegate hooks, background fetch results), so that rendered templates
// type-check on Linux. Declarations follow the iOS 26 SDK as Swift imports it: labels, types,
// optionality, @MainActor, nonisolated and @Sendable match. UIKit re-exports Foundation; on
// Linux URLSession lives in FoundationNetworking, re-exported here too, with the members of
// URLSessionConfiguration that only Apple platforms have.

@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// MARK: - UIResponder and UIApplication

/// The base of objects that respond to events.
@MainActor
open class UIResponder: NSObject {
  override public init() {}
}

/// The app object.
@MainActor
open class UIApplication: UIResponder {
  /// Keys of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// The key with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// The app's execution states.
  public enum State: Int, Hashable, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// The singleton app instance.
  open class var shared: UIApplication { UIApplication() }

  /// The app's current state.
  open var applicationState: UIApplication.State { .active }

  /// Seconds left to run in the background (for logging only).
  open var backgroundTimeRemaining: TimeInterval { 0 }

  /// Whether the app can be launched into the background to handle refresh tasks.
  open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

  /// Starts a task that continues while the app is in the background; the handler is called
  /// on the main thread shortly before the time runs out.
  nonisolated open func beginBackgroundTask(
    withName taskName: String?,
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier { .invalid }

  /// Starts an unnamed background task.
  nonisolated open func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier { .invalid }

  /// Ends the background task `identifier`; safe on any thread.
  nonisolated open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

  /// Registers with APNs; the delegate receives the device token.
  open func registerForRemoteNotifications() {}

  /// Posted when the app enters the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")

  /// Posted when the app is about to enter the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// Posted when the Background App Refresh setting changes.
  nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
}

/// The identifier of a task started with `beginBackgroundTask`.
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
  /// The identifier's number.
  public let rawValue: Int

  /// The identifier with `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The value of no background task.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may be launched into the background (the Background App Refresh setting).
public enum UIBackgroundRefreshStatus: Int, Hashable, Sendable {
  /// Blocked by parental controls or device management; the user cannot change it.
  case restricted = 0
  /// Turned off by the user.
  case denied = 1
  /// Available.
  case available = 2
}

/// The result a background fetch reports to its completion handler.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
  /// New data was downloaded.
  case newData = 0
  /// There was nothing new.
  case noData = 1
  /// The fetch failed.
  case failed = 2
}

// MARK: - Scenes and windows

/// A view (only what the scene delegate's window needs).
@MainActor
open class UIView: UIResponder {}

/// A window.
@MainActor
open class UIWindow: UIView {
  /// A window shown in `windowScene`.
  public init(windowScene: UIWindowScene) {}

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {}
}

/// One instance of the app's user interface, with its own life cycle.
@MainActor
open class UIScene: UIResponder {
  /// Options the system passes when it connects a scene.
  @MainActor
  open class ConnectionOptions: NSObject {}

  /// The scene's states.
  public enum ActivationState: Int, Hashable, Sendable {
    /// Not running.
    case unattached = -1
    /// In the foreground and receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// The session the scene belongs to.
  open var session: UISceneSession { UISceneSession() }

  /// The scene's delegate (UIKit holds it strongly once the scene connects).
  open var delegate: (any UISceneDelegate)?

  /// The scene's current state.
  open var activationState: UIScene.ActivationState { .unattached }

  /// Posted when a scene enters the background, with the scene as the object.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

/// A scene that manages the app's windows.
@MainActor
open class UIWindowScene: UIScene {
  /// The windows of the scene.
  open var windows: [UIWindow] { [] }
}

/// The saved state of a scene.
@MainActor
open class UISceneSession: NSObject {
  /// The kinds of scene a session is for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's string.
    public let rawValue: String

    /// The role with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An interactive window on the device's main screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  override init() {}

  /// The session's role.
  open var role: UISceneSession.Role { .windowApplication }

  /// The configuration the scene was created with.
  open var configuration: UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: .windowApplication)
  }
}

/// The classes and storyboard UIKit uses to create a scene.
@MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration `name` from Info.plist's `UIApplicationSceneManifest`, for `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {}

  /// The name of the configuration.
  open var name: String? { nil }

  /// The role of the scenes it creates.
  open var role: UISceneSession.Role { .windowApplication }

  /// The class of the scene delegate UIKit creates.
  open var delegateClass: AnyClass?

  /// The class of the scene UIKit creates.
  open var sceneClass: AnyClass?
}

/// The delegate of a scene: its life-cycle events. Every method is optional in UIKit; the stub
/// gives each a default.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene was added to the app.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// The scene was removed from the app.
  func sceneDidDisconnect(_ scene: UIScene)

  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)

  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)

  /// The scene is about to enter the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)

  /// The scene is now in the background and no longer on screen.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// The scene was added to the app.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// The scene was removed from the app.
  public func sceneDidDisconnect(_ scene: UIScene) {}

  /// The scene became active.
  public func sceneDidBecomeActive(_ scene: UIScene) {}

  /// The scene is about to become inactive.
  public func sceneWillResignActive(_ scene: UIScene) {}

  /// The scene is about to enter the foreground.
  public func sceneWillEnterForeground(_ scene: UIScene) {}

  /// The scene is now in the background and no longer on screen.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window (optional in UIKit).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

// MARK: - UIApplicationDelegate

/// The app delegate. Every method is optional in UIKit; the stub gives each a default.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Launch has begun; state restoration has not happened yet.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Launch is almost done: BGTaskScheduler handlers must be registered before this returns.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)

  /// The app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)

  /// The app is now in the background (not called when the app uses scenes).
  func applicationDidEnterBackground(_ application: UIApplication)

  /// A scene is being created: the configuration (and scene delegate class) to create it with.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The app is about to enter the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)

  /// The app is about to terminate.
  func applicationWillTerminate(_ application: UIApplication)

  /// Events of the background URL session `identifier` are waiting; call
  /// `completionHandler` once they are handled.
  func application(
    _ application: UIApplication,
    handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  )

  /// The app registered with APNs and received its device token.
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  )

  /// The app could not register with APNs.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  )

  /// A remote notification arrived with data to fetch; call `completionHandler` exactly once.
  func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  )
}

extension UIApplicationDelegate {
  /// Launch has begun; state restoration has not happened yet.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Launch is almost done: BGTaskScheduler handlers must be registered before this returns.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// The app became active.
  public func applicationDidBecomeActive(_ application: UIApplication) {}

  /// The app is about to become inactive.
  public func applicationWillResignActive(_ application: UIApplication) {}

  /// The app is now in the background (not called when the app uses scenes).
  public func applicationDidEnterBackground(_ application: UIApplication) {}

  /// A scene is being created: the configuration (and scene delegate class) to create it with.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  /// The app is about to enter the foreground.
  public func applicationWillEnterForeground(_ application: UIApplication) {}

  /// The app is about to terminate.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// Events of the background URL session `identifier` are waiting; call
  /// `completionHandler` once they are handled.
  public func application(
    _ application: UIApplication,
    handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) {}

  /// The app registered with APNs and received its device token.
  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  /// The app could not register with APNs.
  public func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}

  /// A remote notification arrived with data to fetch; call `completionHandler` exactly once.
  public func application(
    _ application: UIApplication,
    didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {}
}

// MARK: - URLSession members that only Apple platforms have

#if canImport(FoundationNetworking)
  // NB: these shadow FoundationNetworking's declarations (a module shadows the modules it
  // imports), which mark `background(withIdentifier:)` unavailable on Linux.
  extension URLSessionConfiguration {
    /// A configuration whose transfers the system performs out of process.
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
      .default
    }

    /// Whether the app is relaunched in the background when transfers finish. Default `false`.
    public var sessionSendsLaunchEvents: Bool {
      get { false }
      set {}
    }

    /// Whether transfers may use networks the system considers expensive. Default `true`.
    public var allowsExpensiveNetworkAccess: Bool {
      get { true }
      set {}
    }

    /// Whether transfers may use networks in Low Data Mode. Default `true`.
    public var allowsConstrainedNetworkAccess: Bool {
      get { true }
      set {}
    }
  }

  /// The `userInfo` key of a failed download's resume data.
  public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"

  /// The `userInfo` key of the reason the system cancelled a background transfer.
  public let NSURLErrorBackgroundTaskCancelledReasonKey =
    "NSURLErrorBackgroundTaskCancelledReasonKey"

  extension URLError {
    /// Why the system cancelled a background transfer.
    public enum BackgroundTaskCancelledReason: Int, Hashable, Sendable {
      /// The user force-quit the app.
      case userForceQuitApplication = 0
      /// Background App Refresh is off for the app.
      case backgroundUpdatesDisabled = 1
      /// The system ran short of resources.
      case insufficientSystemResources = 2
    }

    /// The data to resume a failed download, `userInfo[NSURLSessionDownloadTaskResumeData]`.
    public var downloadTaskResumeData: Data? {
      userInfo[NSURLSessionDownloadTaskResumeData] as? Data
    }

    /// Why the system cancelled the background transfer, if it did.
    public var backgroundTaskCancelledReason: URLError.BackgroundTaskCancelledReason? {
      (userInfo[NSURLErrorBackgroundTaskCancelledReasonKey] as? Int).flatMap {
        BackgroundTaskCancelledReason(rawValue: $0)
      }
    }
  }
#endif
