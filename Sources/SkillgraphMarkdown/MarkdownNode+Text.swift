extension MarkdownNode {
  /// The plain text of the node's inline content: text, code spans and breaks as spaces.
  public var plainText: String {
    var result = ""
    appendPlainText(to: &result)
    return result
  }

  private func appendPlainText(to result: inout String) {
    switch kind {
    case .text(let text), .code(let text):
      result += text
    case .softBreak, .lineBreak:
      result += " "
    case .codeBlock(let block):
      result += block.literal
    default:
      // NB: by index: `for child in children` copied every child (retaining its payload and
      // its children) on the way down.
      for index in children.indices {
        children[index].appendPlainText(to: &result)
      }
      if case .paragraph = kind { result += "\n" }
    }
  }

  /// Whether the node is a heading, and its level.
  public var headingLevel: Int? {
    if case .heading(let level) = kind { return level }
    return nil
  }

  /// The code block this node holds, if it is one.
  public var codeBlock: CodeBlock? {
    if case .codeBlock(let block) = kind { return block }
    return nil
  }

  /// Calls `visit` on this node and every descendant, depth first, in document order.
  ///
  /// NB: recursion is safe here: the parser flattens nesting deeper than its depth limit.
  public func forEachDescendant(_ visit: (MarkdownNode) -> Void) {
    visit(self)
    for index in children.indices {
      children[index].forEachDescendant(visit)
    }
  }
}
