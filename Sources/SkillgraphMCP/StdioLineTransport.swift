import Foundation
import Logging
import MCP
import SkillgraphMCPTransport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The server's stdio transport: one JSON-RPC message per line on stdin and stdout.
///
/// Standard input is read on a thread of its own with plain blocking reads and cut into lines by
/// a ``LineScanner`` (linear time; blank lines skipped; a last line without a newline still
/// read at the end; lines over ``LineScanner/defaultLimit`` refused). Each line is judged by
/// ``EnvelopeCheck``: a message that breaks JSON-RPC 2.0 is answered from here, and only
/// well-formed messages reach the SDK. Neither descriptor is made non-blocking, so the flags
/// shared with the parent process stay as they were.
///
/// Reading has back-pressure: each request passed on is noted in a ``RequestLedger``, and the
/// next is passed on only while fewer than ``RequestLedger/maximumUnanswered`` requests are
/// unanswered and at most ``LineWriter/maximumWaitingBytes`` of answers wait to be written. A
/// client that stops reading stops the server reading, instead of making it hold every answer.
actor StdioLineTransport: Transport {
  /// Logs what the transport refuses.
  nonisolated let logger: Logger
  private let input: Int32
  private let writer: LineWriter
  private let limit: Int
  private let standIns = IDStandIns()
  private let refusals = HeldRefusals()
  private let check: EnvelopeCheck
  private let ledger: RequestLedger
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var reading = false

  /// A transport on `input` and `output` that reads messages of at most `limit` bytes, refuses
  /// tool calls of more than `maximumArguments` arguments, notes requests in `ledger` and the
  /// protocol version settled by `initialize` in `negotiated`.
  init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    limit: Int = LineScanner.defaultLimit, maximumArguments: Int = .max,
    negotiated: NegotiatedVersion = NegotiatedVersion(), ledger: RequestLedger, logger: Logger
  ) {
    self.input = input
    self.writer = LineWriter(descriptor: output)
    self.limit = limit
    self.check = EnvelopeCheck(
      standIns: standIns, negotiated: negotiated, maximumArguments: maximumArguments)
    self.ledger = ledger
    self.logger = logger
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !reading else { return }
    reading = true
    let reader = InputReader(
      input: input, limit: limit, check: check, refusals: refusals, ledger: ledger,
      writer: writer, continuation: continuation, logger: logger)
    let thread = Thread { reader.run() }
    thread.name = "skillgraph-mcp.input"
    thread.start()
  }

  func disconnect() async {
    continuation.finish()
  }

  func send(_ data: Data) async throws {
    try await writer.write(
      standIns.restore(EnvelopeCheck.bounded(refusals.merged(into: data))))
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, any Error> { messages }
}

/// Reads standard input to its end: lines to messages for the SDK, refusals answered at once.
private final class InputReader: Sendable {
  let input: Int32
  let limit: Int
  let check: EnvelopeCheck
  let refusals: HeldRefusals
  let ledger: RequestLedger
  let writer: LineWriter
  let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  let logger: Logger

  init(
    input: Int32, limit: Int, check: EnvelopeCheck, refusals: HeldRefusals,
    ledger: RequestLedger, writer: LineWriter,
    continuation: AsyncThrowingStream<Data, any Error>.Continuation, logger: Logger
  ) {
    (self.input, self.limit, self.check, self.refusals) = (input, limit, check, refusals)
    (self.ledger, self.writer) = (ledger, writer)
    (self.continuation, self.logger) = (continuation, logger)
  }

  func run() {
    var scanner = LineScanner(limit: limit)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.withUnsafeBytes { bytes in
          scanner.scan(UnsafeRawBufferPointer(rebasing: bytes[..<count]), handle)
        }
      } else if count == 0 {
        scanner.finish(handle)
        logger.debug("stdin closed")
        continuation.finish()
        return
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // NB: a descriptor inherited non-blocking: wait until it has more.
        var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        let error = MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        logger.error("cannot read stdin: \(error)")
        continuation.finish(throwing: error)
        return
      }
    }
  }

  private func handle(_ event: LineScanner.Event) {
    let verdict = check.check(event, limit: limit)
    if let reply = verdict.reply { answer(reply) }
    guard let message = verdict.message else { return }
    refusals.hold(verdict.repliesWithBatch, for: message)
    // NB: noted before the SDK can answer it, so that no answer is struck off before it is due.
    ledger.note(message)
    continuation.yield(message)
    ledger.waitForRoom()
    writer.waitForRoom()
  }

  private func answer(_ reply: Data) {
    logger.info("refused a message: \(String(decoding: reply.prefix(300), as: UTF8.self))")
    do {
      try writer.writeNow(reply)
    } catch {
      logger.warning("cannot write to stdout: \(error)")
    }
  }
}

#if canImport(Darwin)
  private let systemRead = Darwin.read
#elseif canImport(Glibc)
  private let systemRead = Glibc.read
#endif
