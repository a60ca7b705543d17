import Foundation
public import Skillgraph

/// What every fuzz target shares: reading the input, a generator seeded by it, failing with a
/// message libFuzzer keeps beside the input, and the random walk of a decision tree.
public enum FuzzCheck {
  /// The input as text, invalid UTF-8 repaired as the loader repairs it.
  public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  }

  /// Stops the process with `message`: libFuzzer records the input as a crash.
  public static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FUZZ PROPERTY FAILED: \(message)\n".utf8))
    abort()
  }

  /// Fails when `output` bytes are more than `factor` times the input plus `slack`: the
  /// fixed multiple every target holds its output to.
  public static func bound(_ output: Int, input: Int, factor: Int, slack: Int, _ what: String) {
    if output > input * factor + slack {
      fail("\(what): \(output) bytes from \(input) bytes of input")
    }
  }

  /// Walks `tree` with answers and facts drawn from `generator` until it ends or 64 steps.
  public static func walk(
    _ tree: DecisionTree, engine: DecisionEngine, generator: inout FuzzGenerator
  ) {
    var pairs: [String: String] = [:]
    if generator.next() % 2 == 0 { pairs["ios"] = String(12 + generator.next() % 16) }
    if generator.next() % 2 == 0 { pairs["duration"] = "\(generator.next() % 7200)s" }
    if generator.next() % 2 == 0 { pairs["size"] = "\(generator.next() % 5000)MB" }
    guard let facts = try? DecisionFacts(pairs) else { fail("facts \(pairs) were refused") }
    var answers: [String: String] = [:]
    for _ in 0..<64 {
      guard let answer = try? engine.decide(tree: tree, answers: answers, facts: facts) else {
        fail("a walk with answers the tree offered was refused: \(answers)")
      }
      guard answer.status == .question, let prompt = answer.question else { return }
      guard !prompt.options.isEmpty, answers[prompt.id] == nil else {
        fail("question '\(prompt.id)' asked again or with no options")
      }
      answers[prompt.id] = prompt.options[Int(generator.next() % UInt64(prompt.options.count))].id
    }
  }

  /// Fails when `tree` holds more nodes, over every path, than the limits allow.
  public static func checkSize(_ tree: DecisionTree) {
    let limits = DecisionTreeLimits.standard
    let most = limits.outcomes + limits.edges + limits.nodes * 2
    var count = 0
    tree.root.forEachNode { _ in count += 1 }
    if count > most { fail("tree \(tree.id) has \(count) nodes over its paths (most \(most))") }
  }
}

/// A small generator (SplitMix64) seeded by the input, so that a crash replays exactly.
public struct FuzzGenerator {
  private var state: UInt64

  /// Seeds the generator with the bytes of the input.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in 0..<size { hash = (hash ^ UInt64(data[index])) &* 0x100_0000_01b3 }
    state = hash
  }

  /// The next number.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
