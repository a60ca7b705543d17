import SwiftParser
import SwiftSyntax

/// One Swift file parsed and walked once: its tree and what the collector found in it, its
/// contexts numbered from 0 and its file numbered 0 until a module takes it in.
struct SwiftFileIndex {
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let contexts: [CodeContext]
  let calls: [CallSite]
  let assignments: [MemberAssignment]
  let constants: [String: Set<String>]
  let firstUse: [String: SourcePlace]
  let types: [String: DeclaredType]

  init(source: String, path: String) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let collector = SwiftModuleCollector(
      file: 0, path: path, contextOffset: 0, converter: converter)
    collector.walk(tree)
    self.path = path
    self.tree = tree
    self.converter = converter
    contexts = collector.contexts
    calls = collector.calls
    assignments = collector.assignments
    constants = collector.constants
    firstUse = collector.firstUse
    types = collector.types
  }
}
