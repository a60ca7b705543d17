import Foundation
import SkillgraphTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives the real `skillgraph-mcp` executable over pipes, as an MCP client does: writes
/// JSON-RPC lines to its stdin and collects the responses from its stdout by ID, in whatever
/// order they arrive.
final class MCPTestClient: @unchecked Sendable {
  /// The server executable, built beside the test bundle (`.build/debug/skillgraph-mcp`).
  static var executable: URL {
    get throws {
      var folders = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
      folders.append(Bundle.main.bundleURL)
      folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
      let found = folders.map { $0.appendingPathComponent("skillgraph-mcp") }.first {
        FileManager.default.isExecutableFile(atPath: $0.path)
      }
      return try #require(found, "skillgraph-mcp is not built beside the tests: swift build")
    }
  }

  let process = Process()
  /// The server's stdin (read end) and stdout (write end), also held here so that their flags
  /// can be checked after the server has exited.
  let serverInput: Int32
  let serverOutput: Int32
  private let input: FileHandle
  /// Writes to the server's stdin in order, on a Dispatch queue: a write waits while the server
  /// reads nothing and the pipe is full, and must not hold the test's thread.
  private let writing = DispatchQueue(label: "MCPTestClient.input")
  private let log = Watched(Log())
  private let exit = Watched<Int32?>(nil)
  private let outputClosed = Flag()
  private let errorReader: PipeReader
  /// Starts reading the server's stdout, once.
  private let startOutputReading: @Sendable () -> Void
  private let outputRead: Int32
  private let outputReadingStarted = Flag()

  /// What the server wrote on stdout so far.
  private struct Log: Sendable {
    var lines: [String] = []
    var responses: [String: Response] = [:]
    var ended = false
  }

  /// A response as parsed from its line.
  // NB: @unchecked: the parsed JSON is never changed after it is recorded.
  private struct Response: @unchecked Sendable {
    var object: [String: Any]
  }

  /// Starts the server with `arguments`; the reading of its stdout starts after `readerDelay`
  /// seconds, so that a slow client lets the pipe fill up, or with `holdingReplies` only when
  /// ``readReplies()`` is called. With `nonBlocking`, the server's stdin and stdout are handed
  /// to it non-blocking.
  init(
    _ arguments: [String] = [], readerDelay: Double = 0, holdingReplies: Bool = false,
    nonBlocking: Bool = false
  ) throws {
    let (inputRead, inputWrite) = try Self.pipe()
    let (outputRead, outputWrite) = try Self.pipe()
    if nonBlocking {
      for end in [inputRead, outputWrite] {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    }
    serverInput = inputRead
    serverOutput = outputWrite
    self.outputRead = outputRead
    input = FileHandle(fileDescriptor: inputWrite, closeOnDealloc: true)
    let errorPipe = Pipe()
    process.executableURL = try Self.executable
    process.arguments = arguments
    process.standardInput = FileHandle(fileDescriptor: inputRead, closeOnDealloc: false)
    process.standardOutput = FileHandle(fileDescriptor: outputWrite, closeOnDealloc: false)
    process.standardError = errorPipe
    let exit = exit
    process.terminationHandler = { ended in exit.update { $0 = ended.terminationStatus } }
    try process.run()
    errorReader = PipeReader(errorPipe.fileHandleForReading)
    let lineReader = LineReader(log)
    startOutputReading = {
      _ = PipeReader(
        FileHandle(fileDescriptor: outputRead, closeOnDealloc: true), after: readerDelay,
        chunk: { lineReader.take($0) }, end: { lineReader.end() })
    }
    if !holdingReplies { readReplies() }
  }

  deinit {
    if process.isRunning { process.terminate() }
    // NB: held replies never read: the read end of stdout is the client's to close.
    if outputReadingStarted.setOnce() { close(outputRead) }
    close(serverInput)
    closeOutput()
  }

  /// Starts reading the server's stdout, when the client was made `holdingReplies`.
  func readReplies() {
    if outputReadingStarted.setOnce() { startOutputReading() }
  }

  /// How many bytes the pipe behind `descriptor` (either end) holds unread.
  static func unreadBytes(in descriptor: Int32) -> Int {
    var count: Int32 = 0
    guard ioctl(descriptor, UInt(FIONREAD), &count) == 0 else { return -1 }
    return Int(count)
  }

  /// Sends one line (a JSON-RPC message, or anything else).
  func send(_ line: String) {
    sendRaw(Data((line + "\n").utf8))
  }

  /// Sends `bytes` as they are, with no newline added (after what was sent before).
  func sendRaw(_ bytes: Data) {
    let input = input
    writing.async {
      // NB: SIGPIPE is blocked on the writing thread, so that a write to a server that has
      // exited meanwhile fails (and the test finds the replies missing) rather than ending the
      // test process.
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
      try? input.write(contentsOf: bytes)
    }
  }

  /// Waits until everything sent before is written to the server's stdin.
  func written() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      writing.async { done.resume() }
    }
  }

  /// Sends `message` as one JSON line.
  func send(_ message: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
    send(String(decoding: data, as: UTF8.self))
  }

  /// Sends a request; returns nothing, the response is collected by ID.
  func request(_ id: Int, _ method: String, _ parameters: [String: Any]? = nil) throws {
    var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
    if let parameters { message["params"] = parameters }
    try send(message)
  }

  /// Closes the server's stdin, once what was sent before is written.
  func closeInput() {
    let input = input
    writing.async { try? input.close() }
  }

  /// The response with `id`, waiting for it (for at most `seconds`, a guard against a hang).
  func response(_ id: String, seconds: Double = 120) async throws -> [String: Any] {
    let now = await log.wait(atMost: seconds) { $0.responses[id] != nil || $0.ended }
    return try #require(now.responses[id]?.object, "no response with ID \(id); stderr: \(errors)")
  }

  /// The response to request `id`.
  func response(_ id: Int) async throws -> [String: Any] { try await response(String(id)) }

  /// Closes the server's stdin and waits for it to exit; returns its exit status.
  func finish() async -> Int32 {
    closeInput()
    return await exit.wait { $0 != nil } ?? -1
  }

  /// Waits for the server to exit, for at most `seconds`; kills it and returns false when it
  /// is still running then (a guard against a hang).
  func waitForExit(seconds: Double) async -> Bool {
    if await exit.wait(atMost: seconds, until: { $0 != nil }) != nil { return true }
    kill(process.processIdentifier, SIGKILL)
    _ = await exit.wait { $0 != nil }
    return false
  }

  /// Closes stdin and leaves the server to exit, waiting for nothing: for a `defer`, which
  /// cannot wait.
  func stop() {
    closeInput()
  }

  /// Once the server has exited: closes the test's copy of the stdout write end, waits for the
  /// reader to see the end, and returns every line the server wrote.
  func allLines() async -> [String] {
    closeOutput()
    return await log.wait { $0.ended }.lines
  }

  /// The first `count` lines the server wrote, waiting for them (for at most `seconds`, a guard
  /// against a hang); fewer when the server's output ended or the time ran out.
  func lines(_ count: Int, seconds: Double = 120) async -> [String] {
    let now = await log.wait(atMost: seconds) { $0.lines.count >= count || $0.ended }
    return Array(now.lines.prefix(count))
  }

  /// The lines the server wrote once `condition` holds for them, waiting (for at most
  /// `seconds`, a guard against a hang); those written so far when the output ended or the time
  /// ran out.
  func lines(seconds: Double = 120, until condition: @escaping @Sendable ([String]) -> Bool) async
    -> [String]
  {
    await log.wait(atMost: seconds) { condition($0.lines) || $0.ended }.lines
  }

  /// The lines the server wrote so far.
  var linesSoFar: [String] { log.current.lines }

  /// Every response received so far, by ID.
  var received: [String: [String: Any]] { log.current.responses.mapValues(\.object) }

  /// What the server wrote to stderr so far (all of it once it has exited and the end is read).
  var errors: String {
    guard exit.current != nil else { return "(still running)" }
    return String(decoding: errorReader.dataSoFar, as: UTF8.self)
  }

  private func closeOutput() {
    if outputClosed.setOnce() { close(serverOutput) }
  }

  /// Cuts the server's stdout into lines and records each, with its response by ID.
  // NB: @unchecked: `pending` and `searched` are used only by the pipe reader's serial queue.
  private final class LineReader: @unchecked Sendable {
    private let log: Watched<Log>
    private var pending = Data()
    // NB: each chunk is searched for a newline from where the last search stopped, so that a
    // line of megabytes read in small chunks costs time in proportion to its length.
    private var searched = 0

    init(_ log: Watched<Log>) { self.log = log }

    func take(_ chunk: Data) {
      pending.append(chunk)
      while let newline = pending[(pending.startIndex + searched)...].firstIndex(of: 0x0A) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[(newline + 1)...])
        searched = 0
        record(line)
      }
      searched = pending.count
    }

    func end() { log.update { $0.ended = true } }

    private func record(_ line: String) {
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      log.update {
        $0.lines.append(line)
        if let object, let id = object["id"] { $0.responses["\(id)"] = Response(object: object) }
      }
    }
  }

  /// A pipe whose both ends close on exec, so that other children do not inherit them.
  ///
  /// NB: `pipe2(O_CLOEXEC)` is not visible from Swift; between `pipe` and `fcntl` another test
  /// could spawn a child that inherits an end, which only delays that end's closing until the
  /// child exits.
  private static func pipe() throws -> (Int32, Int32) {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      let status = Glibc.pipe(&ends)
    #else
      let status = Darwin.pipe(&ends)
    #endif
    try #require(status == 0, "pipe failed")
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
