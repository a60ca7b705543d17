import Foundation
import SkillgraphCLI
import SkillgraphTestSupport
import Testing

/// What one in-process run of the command line produced.
struct CLIResult {
  var status: Int32
  var output: String
  var errors: String

  /// The output parsed as one JSON object.
  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(
      object as? [String: Any], "stdout is not one JSON object: \(output.prefix(200))")
  }

  /// The `data` object of a JSON envelope.
  func data() throws -> [String: Any] {
    try #require(try json()["data"] as? [String: Any], "no data in \(output.prefix(200))")
  }
}

/// Runs the command line in-process with a capturing console.
func skillgraph(_ arguments: String...) -> CLIResult {
  skillgraph(arguments: arguments)
}

/// Runs the command line in-process with a capturing console.
func skillgraph(arguments: [String]) -> CLIResult {
  let console = Console.capture()
  let status = Console.$current.withValue(console) { SkillgraphCLI.run(arguments: arguments) }
  return CLIResult(status: status, output: console.output, errors: console.errors)
}

/// Runs the command line in-process on one of Dispatch's threads and awaits it: the run blocks
/// its thread until it is done, and a blocked task would hold one of the few cooperative threads
/// the other tests wait on.
func skillgraphAwaited(arguments: [String]) async -> CLIResult {
  await withCheckedContinuation { done in
    DispatchQueue.global().async { done.resume(returning: skillgraph(arguments: arguments)) }
  }
}

/// Runs a program to its end with no input; returns its exit status and its output and errors,
/// interleaved as written.
func runProgram(_ executable: URL, _ arguments: [String]) async throws -> (
  status: Int32, output: String
) {
  let run = try await ChildProgram(executable, arguments, errors: .withOutput).run()
  return (run.status, run.output)
}

/// Runs `python3` (found on the path) with `arguments`.
func runPython(_ arguments: [String]) async throws -> (status: Int32, output: String) {
  try await runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
}

/// A temporary content folder for one test.
struct ContentFolder {
  let path: String

  init(_ files: KeyValuePairs<String, String>) throws {
    path =
      TestRunFolder.url.appendingPathComponent(
        "skillgraph-cli-\(UUID().uuidString)"
      ).path
    for (name, text) in files {
      let url = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The shipped `Content/` folder of this package.
let shippedContent = PackageFolders.path("Content")

/// Checks that every JSON object in `text` lists its keys in sorted order; returns the first
/// unsorted pair found.
func firstUnsortedKeys(in text: String) -> (String, String)? {
  var scanner = JSONKeyScanner(bytes: Array(text.utf8))
  return scanner.scanValue()
}

/// A minimal JSON walker that compares neighbouring keys of each object.
private struct JSONKeyScanner {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  mutating func scanString() -> String {
    var result: [UInt8] = []
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") { result.append(bytes[index]); index += 1 }
      result.append(bytes[index])
      index += 1
    }
    index += 1
    return String(decoding: result, as: UTF8.self)
  }

  mutating func scanValue() -> (String, String)? {
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var previous: String?
      while true {
        skipSpace()
        if bytes[index] == UInt8(ascii: "}") { index += 1; return nil }
        if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
        let key = scanString()
        if let previous, previous >= key { return (previous, key) }
        previous = key
        skipSpace()
        index += 1  // the colon
        if let found = scanValue() { return found }
      }
    case UInt8(ascii: "["):
      index += 1
      while true {
        skipSpace()
        if bytes[index] == UInt8(ascii: "]") { index += 1; return nil }
        if bytes[index] == UInt8(ascii: ",") { index += 1 }
        if let found = scanValue() { return found }
      }
    case UInt8(ascii: "\""):
      _ = scanString()
      return nil
    default:
      while index < bytes.count, !",]} \n".utf8.contains(bytes[index]) { index += 1 }
      return nil
    }
  }
}
