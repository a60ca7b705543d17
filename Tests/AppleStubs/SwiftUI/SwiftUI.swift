// Test-only stand-in for the parts of SwiftUI that the templates use (the App life cycle,
// scenes, the scene phase, the backgroundTask scene modifier), so that rendered templates
// type-check on Linux. Declarations follow the iOS 26 SDK: labels, types, generic constraints,
// @MainActor, nonisolated and @Sendable match; nothing is ever displayed.

@_exported import Foundation

// MARK: - App, Scene, View

/// An app built on the SwiftUI life cycle.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene

  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }

  @MainActor @preconcurrency
  init()
}

extension App {
  /// The app's entry point, used by `@main`.
  @MainActor @preconcurrency
  public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene

  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View

  @ViewBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

extension Never: Scene, View {
  /// Primitive scenes and views have no body.
  public var body: Never { return fatalError("Never has no body") }
}

/// Builds scenes from closures.
@resultBuilder
public struct SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<(repeat each Content)>
  { TupleScene((repeat each content)) }
}

/// Several scenes built by `SceneBuilder`.
public struct TupleScene<T>: Scene {
  nonisolated init(_ value: T) {}

  /// A primitive scene.
  public var body: Never { fatalError("stub") }
}

/// Builds views from closures.
@resultBuilder
public struct ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }

  /// A view shown only when a condition holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of a condition.
  public static func buildEither<First: View, Second: View>(first: First)
    -> _ConditionalContent<First, Second>
  { _ConditionalContent() }

  /// The second branch of a condition.
  public static func buildEither<First: View, Second: View>(second: Second)
    -> _ConditionalContent<First, Second>
  { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// An empty view.
  nonisolated public init() {}

  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// Several views built by `ViewBuilder`.
public struct TupleView<T>: View {
  /// The views in `value`.
  nonisolated public init(_ value: T) {}

  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// One of two views built by `ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  nonisolated init() {}

  /// A primitive view.
  public var body: Never { fatalError("stub") }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
  /// Windows showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  /// A primitive scene.
  public var body: Never { fatalError("stub") }
}

/// A view that displays text.
public struct Text: View, Equatable, Sendable {
  /// Text showing a string, not localized.
  nonisolated public init<S: StringProtocol>(_ content: S) {}

  /// Text showing `content` as it is.
  nonisolated public init(verbatim content: String) {}

  /// Text showing the localized string for `key`.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}

  /// A primitive view.
  public var body: Never { fatalError("stub") }

  /// Whether two texts are equal.
  nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { true }
}

/// The key of a localized string.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The interpolations a key accepts.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {}

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {}
  }

  /// The key `value`.
  public init(_ value: String) {}

  /// A key written as a literal.
  public init(stringLiteral value: String) {}

  /// A key written as a literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {}
}

// MARK: - Environment and scene phase

/// A property that SwiftUI updates before rendering.
public protocol DynamicProperty {
  /// Updates the value before the view's body is computed.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// Reads a value from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the environment value at `keyPath`.
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  /// The current value.
  nonisolated public var wrappedValue: Value { fatalError("stub") }
}

extension Environment: Sendable where Value: Sendable {}

/// The environment values SwiftUI passes down the hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  /// The default environment.
  public init() {}

  /// The operational state of the scene.
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }

  /// A description of the values.
  public var description: String { "EnvironmentValues" }
}

/// The operational state of a scene.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible: the app may be suspended soon.
  case background
  /// Visible but not receiving events.
  case inactive
  /// In the foreground and interactive.
  case active
}

// MARK: - Scene modifiers

/// A scene with a modifier applied.
public struct _ModifiedScene<Content: Scene>: Scene {
  nonisolated init(_ content: Content) {}

  /// A primitive scene.
  public var body: Never { fatalError("stub") }
}

extension Scene {
  /// Runs `action` when the system provides a background task of the given kind; the task
  /// completes when `action` returns, and its Swift task is cancelled when the time runs out.
  nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>,
    action: @escaping @Sendable (D) async -> R
  ) -> some Scene { _ModifiedScene(self) }

  /// Runs `action` when `value` changes, with the old and the new value.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene { _ModifiedScene(self) }

  /// Runs `action` when `value` changes.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene { _ModifiedScene(self) }

  /// Runs `action` with the new value when `value` changes (iOS 14-16 form).
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene { _ModifiedScene(self) }
}

/// The kinds of background tasks an app or extension can handle.
public struct BackgroundTask<Request, Response>: Sendable {
  nonisolated init() {}
}

extension BackgroundTask where Request == Void, Response == Void {
  /// A refresh task launched for a `BGAppRefreshTaskRequest` with this identifier.
  nonisolated public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask()
  }

  /// Events for the background URL session with this identifier.
  nonisolated public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask()
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// Events for any background URL session; the request is the session's identifier.
  nonisolated public static var urlSession: BackgroundTask<String, Void> { BackgroundTask() }

  /// Events for background URL sessions whose identifier `matching` accepts.
  nonisolated public static func urlSession(
    matching: @escaping @Sendable (String) -> Bool
  ) -> BackgroundTask<String, Void> { BackgroundTask() }
}
