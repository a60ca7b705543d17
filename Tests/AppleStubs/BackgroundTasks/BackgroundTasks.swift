// Test-only stand-in for Apple's BackgroundTasks framework, so that rendered templates
// type-check on Linux. Declarations follow the iOS 26 SDK as Swift imports it: labels, types,
// optionality and Sendable annotations match (the launch handler and the expiration handler are
// not @Sendable there, and the classes are not Sendable); availability attributes are kept where
// they matter to callers. Nothing here schedules or runs anything.

@_exported import Foundation

// MARK: - Scheduler

/// The shared scheduler: registers launch handlers and accepts task requests.
open class BGTaskScheduler: NSObject {
  override init() {}

  /// The shared background task scheduler instance.
  open class var shared: BGTaskScheduler { BGTaskScheduler() }

  /// Additional system resources a continued processing task can request on this device.
  @available(iOS 26.0, *)
  open class var supportedResources: BGContinuedProcessingTaskRequest.Resources { [] }

  /// Registers the handler run when a task with `identifier` launches; `false` when the
  /// identifier is not in `BGTaskSchedulerPermittedIdentifiers`. (The SDK types `queue` as
  /// `dispatch_queue_t?`, Dispatch's alias of `DispatchQueue?`.)
  @discardableResult
  open func register(
    forTaskWithIdentifier identifier: String,
    using queue: DispatchQueue?,
    launchHandler: @escaping (BGTask) -> Void
  ) -> Bool { true }

  /// Submits a request; throws `BGTaskScheduler.Error`.
  open func submit(_ taskRequest: BGTaskRequest) throws {}

  /// Cancels the pending request with `identifier`.
  open func cancel(taskRequestWithIdentifier identifier: String) {}

  /// Cancels every pending request of the app.
  open func cancelAllTaskRequests() {}

  /// Calls `completionHandler` with the requests that have not run yet.
  open func getPendingTaskRequests(
    completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void
  ) {}

  /// The requests that have not run yet.
  open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}

extension BGTaskScheduler {
  /// The errors `submit(_:)` throws (`BGTaskSchedulerErrorDomain`).
  public struct Error: Swift.Error, Hashable, Sendable {
    /// The error codes of the background task scheduler.
    public enum Code: Int, Hashable, Sendable {
      /// The app or extension cannot schedule background work (Simulator, refresh disabled).
      case unavailable = 1
      /// Too many pending requests of this type.
      case tooManyPendingTaskRequests = 2
      /// Not permitted: Info.plist identifiers or background modes are missing.
      case notPermitted = 3
      /// A continued processing request with strategy `.fail` could not start right away.
      @available(iOS 26.0, *)
      case immediateRunIneligible = 4
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    /// The error domain, `BGTaskSchedulerErrorDomain`.
    public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }

    /// The code `unavailable`, for `catch BGTaskScheduler.Error.unavailable`.
    public static var unavailable: Code { .unavailable }

    /// The code `tooManyPendingTaskRequests`.
    public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }

    /// The code `notPermitted`.
    public static var notPermitted: Code { .notPermitted }

    /// The code `immediateRunIneligible`.
    @available(iOS 26.0, *)
    public static var immediateRunIneligible: Code { .immediateRunIneligible }
  }
}

/// Lets `catch BGTaskScheduler.Error.notPermitted` match, as for imported error enums.
public func ~= (match: BGTaskScheduler.Error.Code, error: any Error) -> Bool {
  (error as? BGTaskScheduler.Error)?.code == match
}

// MARK: - Requests

/// The abstract base of task requests.
open class BGTaskRequest: NSObject, NSCopying {
  /// The identifier of the task the request asks for.
  open var identifier: String

  /// The earliest moment the task may start; `nil` for no delay.
  open var earliestBeginDate: Date?

  init(taskIdentifier: String) { identifier = taskIdentifier }

  /// A copy of the request.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A request to launch the app in the background for a short refresh.
open class BGAppRefreshTaskRequest: BGTaskRequest {
  /// A refresh request for the task with `identifier`.
  public init(identifier: String) { super.init(taskIdentifier: identifier) }
}

/// A request to launch the app in the background for minutes of deferrable processing.
open class BGProcessingTaskRequest: BGTaskRequest {
  /// Run only with network access. Default `false`.
  open var requiresNetworkConnectivity: Bool = false

  /// Run only while the device is on external power. Default `false`.
  open var requiresExternalPower: Bool = false

  /// A processing request for the task with `identifier`.
  public init(identifier: String) { super.init(taskIdentifier: identifier) }
}

/// A request to keep running work the user started, with progress shown by the system.
@available(iOS 26.0, *)
open class BGContinuedProcessingTaskRequest: BGTaskRequest {
  /// What the scheduler does when the task cannot start at once.
  public enum SubmissionStrategy: Int, Hashable, Sendable {
    /// Fail the submission when the task cannot run immediately.
    case fail = 0
    /// Queue the task to begin as soon as possible (the default).
    case queue = 1
  }

  /// Additional system resources a continued task needs.
  public struct Resources: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// The resources with `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No additional resources.
    public static var `default`: Resources { [] }
    /// Background GPU access.
    public static var gpu: Resources { Resources(rawValue: 1 << 0) }
  }

  /// The localized title shown by the system.
  open var title: String

  /// The localized subtitle shown by the system.
  open var subtitle: String

  /// The submission strategy. Default `.queue`.
  open var strategy: SubmissionStrategy = .queue

  /// The additional resources the task requests. Default `.default`.
  open var requiredResources: Resources = .default

  /// A request for the task with `identifier`, shown with `title` and `subtitle`.
  public init(identifier: String, title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
    super.init(taskIdentifier: identifier)
  }
}

// MARK: - Tasks

/// The abstract base of the tasks the system launches.
open class BGTask: NSObject {
  /// The identifier the launch handler was registered with.
  open var identifier: String { "" }

  /// Called shortly before the task's time expires; cleared after it runs.
  open var expirationHandler: (() -> Void)?

  override init() {}

  /// Tells the scheduler the task is finished.
  open func setTaskCompleted(success: Bool) {}
}

/// A short refresh task (about 30 seconds).
open class BGAppRefreshTask: BGTask {}

/// A deferrable processing task (several minutes).
open class BGProcessingTask: BGTask {}

/// A task the user started that continues in the background with visible progress.
@available(iOS 26.0, *)
open class BGContinuedProcessingTask: BGTask, ProgressReporting {
  /// The localized title shown by the system.
  open var title: String { "" }

  /// The localized subtitle shown by the system.
  open var subtitle: String { "" }

  /// The task's progress; the system expires tasks that report none.
  open var progress: Progress { Progress(totalUnitCount: 0) }

  /// Changes the title and subtitle shown by the system.
  open func updateTitle(_ title: String, subtitle: String) {}
}
