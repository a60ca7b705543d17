import SwiftParser
import SwiftSyntax

/// One Swift file parsed and walked once: what the collector found in it, its contexts
/// numbered from 0 and its file numbered 0 until a module takes it in. The tree is not kept.
struct SwiftFileIndex {
  let path: String
  let contexts: [CodeContext]
  let calls: [CallSite]
  let assignments: [MemberAssignment]
  let constants: [String: Set<String>]
  /// The names the contexts refer to (their references index these), each once.
  let names: [String]
  /// Where each of `names` is first used.
  let firstUses: [SourcePlace]
  let types: [String: DeclaredType]

  init(source: String, path: String) {
    let tree = Parser.parse(source: source)
    var collector = SwiftModuleCollector(
      file: 0, path: path, contextOffset: 0, lines: LineTable(source))
    collector.collect(tree)
    self.path = path
    contexts = collector.contexts
    calls = collector.calls
    assignments = collector.assignments
    constants = collector.constants
    names = collector.names
    firstUses = collector.firstUses
    types = collector.types
  }
}
