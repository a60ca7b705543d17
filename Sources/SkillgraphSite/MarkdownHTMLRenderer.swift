import Foundation
package import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// Renders a skill's Markdown tree as HTML: anchors from the graph, references as links,
/// entity headings styled, code highlighted at build time, raw HTML never passed through.
package struct MarkdownHTMLRenderer {
  package let context: PageContext
  package var html = ""
  /// The headings for the "On this page" list.
  package private(set) var toc: [PageLayout.Heading] = []
  /// Links the page itself made that do not resolve, with their lines.
  package private(set) var broken: [BrokenLink] = []
  /// Content links whose target is not in the content and that the graph's references do not
  /// already report: the content's fault, a warning (the link is shown as text).
  package private(set) var unresolved: [Diagnostic] = []
  /// Generated href → the source line it comes from, for the link checker's messages.
  package private(set) var linkLines: [String: Int] = [:]
  package var insideLink = false
  /// Where the HTML after the document's leading H1 starts (UTF-8 offset), when it has one.
  package private(set) var titleEnd: Int?
  private var fallbackAnchors = UniqueNames()
  private var openSections: [Int] = []

  package init(context: PageContext) {
    self.context = context
  }

  /// Renders the document's blocks (the document node itself adds nothing).
  package mutating func render(document: MarkdownNode) {
    html.reserveCapacity(document.range.end.line * 60)
    for (position, child) in document.children.enumerated() {
      block(child)
      if position == 0, child.headingLevel == 1 { titleEnd = html.utf8.count }
    }
    closeSections(atOrAbove: 1)
  }

  package mutating func block(_ node: MarkdownNode) {
    switch node.kind {
    case .heading(let level): heading(node, level: level)
    case .paragraph:
      html += "<p>"
      inlines(node.children)
      html += "</p>\n"
    case .blockQuote:
      html += "<blockquote>\n"
      node.children.forEach { block($0) }
      html += "</blockquote>\n"
    case .list(let ordered, let start):
      let isTasks = node.children.contains {
        if case .item(.some) = $0.kind { true } else { false }
      }
      let classAttribute = isTasks ? " class=\"checklist\"" : ""
      html +=
        ordered
        ? (start == 1 ? "<ol\(classAttribute)>\n" : "<ol start=\"\(start)\"\(classAttribute)>\n")
        : "<ul\(classAttribute)>\n"
      node.children.forEach { block($0) }
      html += ordered ? "</ol>\n" : "</ul>\n"
    case .item(let task): item(node, task: task)
    case .codeBlock(let code): codeBlock(code, node: node)
    case .thematicBreak: html += "<hr>\n"
    case .table: table(node)
    case .footnoteDefinition(let name):
      html += "<div class=\"footnote\" id=\"fn-\(HTML.escape(Slug.make(name)))\">\n"
      node.children.forEach { block($0) }
      html += "</div>\n"
    case .htmlBlock:
      // NB: third-party raw HTML is never passed through (no script injection from content).
      break
    case .document, .other:
      node.children.forEach { block($0) }
    default:
      inlines([node])
    }
  }

  private mutating func heading(_ node: MarkdownNode, level: Int) {
    closeSections(atOrAbove: level)
    let line = node.range.start.line
    let anchor = context.anchors[line] ?? fallbackAnchors.claim("h-\(Slug.make(node.plainText))")
    let kind = context.headingKinds[line]
    let kindClass = kind.map { " entity entity-\($0.rawValue)" } ?? ""
    html += "<section class=\"sg-section\(kindClass)\">\n"
    openSections.append(level)
    html += "<h\(level) id=\"\(HTML.escape(anchor))\">"
    if let kind {
      html += "<span class=\"badge badge-\(kind.rawValue)\">\(Self.badge(kind))</span> "
    }
    inlines(node.children)
    html +=
      "<a class=\"anchor\" href=\"#\(HTML.escape(anchor))\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
    auditMarks(line: line, element: "p")
    if level >= 2, level <= 3 {
      toc.append(PageLayout.Heading(level: level, anchor: anchor, title: node.plainText))
    }
  }

  private mutating func closeSections(atOrAbove level: Int) {
    while let last = openSections.last, last >= level {
      html += "</section>\n"
      openSections.removeLast()
    }
  }

  package static func badge(_ kind: EntityKind) -> String {
    switch kind {
    case .pattern: "Pattern"
    case .antiPattern: "Anti-pattern"
    case .pressureScenario: "Pressure scenario"
    case .checklist: "Checklist"
    case .redFlags: "Red flags"
    case .realWorldExample: "Example"
    default: kind.rawValue
    }
  }

  private mutating func item(_ node: MarkdownNode, task: TaskMark?) {
    guard let task else {
      html += "<li>"
      node.children.forEach { child in
        if case .paragraph = child.kind { inlines(child.children) } else { block(child) }
      }
      html += "</li>\n"
      return
    }
    let key = "\(context.skillID):\(node.range.start.line)"
    html +=
      "<li class=\"task\"><label><input type=\"checkbox\" data-check=\"\(HTML.escape(key))\"\(task == .checked ? " checked" : "")> "
    for child in node.children {
      if case .paragraph = child.kind { inlines(child.children) } else { block(child) }
    }
    html += "</label>"
    auditMarks(line: node.range.start.line, element: "span")
    html += "</li>\n"
  }

  /// The marks of the audit rules that check the item or heading on `line`, in an `element`.
  private mutating func auditMarks(line: Int, element: String) {
    guard let checks = context.auditChecks[line], !checks.isEmpty else { return }
    html += " <\(element) class=\"audit-checks\">"
    html += checks.map(\.html).joined(separator: " ")
    html += "</\(element)>\n"
  }

  private mutating func codeBlock(_ code: CodeBlock, node: MarkdownNode) {
    let language = code.language
    let languageClass =
      language.isEmpty ? "" : " class=\"language-\(HTML.escape(SitePath.fileName(language)))\""
    html += "<div class=\"code\"><pre><code\(languageClass)>"
    SyntaxHighlighter.append(code.literal, language: language, to: &html)
    html += "</code></pre><button class=\"copy\" type=\"button\" hidden>Copy</button></div>\n"
    if let tree = context.treePages[node.range.start.line] {
      let href = SitePath.relative(from: context.pagePath, to: tree)
      linkLines[href] = node.range.start.line
      html +=
        "<p class=\"tree-link\"><a href=\"\(HTML.escape(href))\">Walk this decision tree →</a></p>\n"
    }
  }

  private mutating func table(_ node: MarkdownNode) {
    html += "<div class=\"table\"><table>\n"
    for row in node.children {
      guard case .tableRow(let isHeader) = row.kind else { continue }
      html += isHeader ? "<thead><tr>" : "<tr>"
      for cell in row.children {
        html += isHeader ? "<th>" : "<td>"
        inlines(cell.children)
        html += isHeader ? "</th>" : "</td>"
      }
      html += isHeader ? "</tr></thead>\n" : "</tr>\n"
    }
    html += "</table></div>\n"
  }

  package mutating func reportBroken(_ link: String, line: Int, reason: String) {
    broken.append(
      BrokenLink(
        link: link, page: context.pagePath,
        source: SourceSpan(path: context.sourcePath, startLine: line, endLine: line),
        reason: reason))
  }

  /// A content link that names nothing in the site: shown as text; a warning when its target
  /// does not exist, unless the graph's references on its line already report it (as `check`
  /// does). A file that is there but not published (an image beside the skill) is no warning.
  package mutating func reportUnresolved(_ link: String, line: Int) {
    let file = link.split(separator: "#", maxSplits: 1).first.map(String.init) ?? link
    let reported = (context.references[line] ?? []).contains { reference in
      reference.href == nil && (reference.text == link || reference.text == file)
    }
    let folder = (context.sourcePath as NSString).deletingLastPathComponent
    let decoded = file.removingPercentEncoding ?? file
    let exists =
      !decoded.isEmpty
      && FileStatus(of: folder.isEmpty ? decoded : folder + "/" + decoded) != nil
    guard !reported, !exists else { return }
    unresolved.append(
      Diagnostic(
        .warning, "unresolved-link",
        "the link '\(link)' names no skill, document, section or pattern; shown as text",
        path: context.sourcePath, range: .at(line: line)))
  }

  package mutating func record(_ href: String, line: Int) {
    if linkLines[href] == nil { linkLines[href] = line }
  }
}
