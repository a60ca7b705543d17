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
  let firstUse: [String: SourcePlace]
  let types: [String: DeclaredType]

  init(source: String, path: String) {
    let tree = Parser.parse(source: source)
    let collector = SwiftModuleCollector(
      file: 0, path: path, contextOffset: 0, lines: LineTable(source))
    collector.walk(tree)
    self.path = path
    contexts = collector.contexts
    calls = collector.calls
    assignments = collector.assignments
    constants = collector.constants
    firstUse = collector.firstUse
    types = collector.types
  }
}
