import Foundation

/// Where a command writes: results to `output`, prompts and diagnostics to `errors`.
///
/// Commands write through `Console.current`, so tests can capture both streams in-process.
public final class Console: @unchecked Sendable {
  /// The console commands write to.
  @TaskLocal public static var current = Console()

  private let lock = NSLock()
  /// Whether this console keeps what is written (tests) instead of writing it.
  let capturing: Bool
  private var capturedOutput = ""
  private var capturedErrors = ""
  private let colorOverride: Bool?

  /// The process's standard output and error.
  public init() {
    capturing = false
    colorOverride = nil
  }

  /// A console that keeps what is written, for tests.
  public static func capture(color: Bool = false) -> Console {
    Console(capturing: true, color: color)
  }

  private init(capturing: Bool, color: Bool) {
    self.capturing = capturing
    self.colorOverride = color
  }

  /// What was written to the output, when capturing.
  public var output: String { lock.withLock { capturedOutput } }
  /// What was written to the errors, when capturing.
  public var errors: String { lock.withLock { capturedErrors } }

  /// Writes a line of results.
  public func write(_ text: String) {
    let text = Self.displayed(text)
    if capturing { lock.withLock { capturedOutput += text + "\n" } } else { print(text) }
  }

  /// Flushes the results written to standard output; what went wrong when they could not all
  /// be written (a full disk, a closed file), else nil. A broken pipe is not a failure: the
  /// reader stopped reading, as `head` does.
  public func flushOutput() -> String? {
    guard !capturing else { return nil }
    errno = 0
    // NB: every stream (nil): the `stdout` global is not concurrency-safe to name.
    let flushed = fflush(nil) == 0
    guard !flushed, errno != EPIPE else { return nil }
    return errno == 0 ? "write error" : String(cString: strerror(errno))
  }

  /// Writes a line of diagnostics, prompts or progress.
  public func warn(_ text: String) {
    let text = Self.displayed(text)
    if capturing {
      lock.withLock { capturedErrors += text + "\n" }
    } else {
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
  }

  /// Writes prompt text to the errors, without adding a line break.
  public func prompt(_ text: String) {
    let text = Self.displayed(text)
    if capturing {
      lock.withLock { capturedErrors += text }
    } else {
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// Whether colour is wanted: a terminal, and no `NO_COLOR`.
  public var usesColor: Bool {
    if let colorOverride { return colorOverride }
    let environment = ProcessInfo.processInfo.environment
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
  }

  /// The width results are wrapped to: `COLUMNS` when set (also on a pipe), else the
  /// terminal's width; nil (no wrapping) on a pipe or a file, and when capturing.
  public var width: Int? {
    if capturing { return nil }
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// `text` in bold when colour is on.
  public func bold(_ text: String) -> String { styled(text, "1") }
  /// `text` dimmed when colour is on.
  public func dim(_ text: String) -> String { styled(text, "2") }
  /// `text` in red when colour is on.
  public func red(_ text: String) -> String { styled(text, "31") }
  /// `text` in yellow when colour is on.
  public func yellow(_ text: String) -> String { styled(text, "33") }

  private func styled(_ text: String, _ code: String) -> String {
    usesColor ? "\(Self.escape)[\(code)m\(text)\(Self.escape)[0m" : text
  }
}
