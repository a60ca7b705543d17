import SwiftParser
import SwiftSyntax

/// The syntax trees of a module's files, parsed again when an analysis asks for one. The
/// collecting walk keeps only what it records, so that a large target's trees are not all held
/// at once; the few files whose calls and bodies the analyses read are parsed a second time,
/// and kept for the rest of the audit.
final class SourceTrees {
  /// One file's tree and its lines.
  struct Parsed {
    let tree: SourceFileSyntax
    let lines: LineTable
  }

  private let files: ProjectFiles?
  private var parsed: [String: Parsed] = [:]

  /// Trees of files read through `files` (nil: none can be read, every tree is empty).
  init(files: ProjectFiles?) { self.files = files }

  /// The tree of the file at `path`; an empty tree when it can no longer be read.
  func parsed(_ path: String) -> Parsed {
    if let known = parsed[path] { return known }
    let text = files?.text(path) ?? ""
    let result = Parsed(tree: Parser.parse(source: text), lines: LineTable(text))
    parsed[path] = result
    return result
  }

  /// The node at `index` in the tree of `path`, when it is of type `type`.
  func node<Node: SyntaxProtocol>(
    _ index: SyntaxIdentifier.SyntaxIndexInTree, in path: String, as type: Node.Type
  ) -> Node? {
    let tree = parsed(path).tree
    guard let identifier = SyntaxIdentifier.fromIndexInTree(index, relativeToRoot: tree) else {
      return nil
    }
    return tree.node(at: identifier)?.as(Node.self)
  }
}
