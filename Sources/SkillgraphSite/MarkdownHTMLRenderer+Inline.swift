import Foundation
package import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSupport

extension MarkdownHTMLRenderer {
  /// Renders inline nodes.
  package mutating func inlines(_ nodes: [MarkdownNode]) {
    for node in nodes { inline(node) }
  }

  private mutating func inline(_ node: MarkdownNode) {
    switch node.kind {
    case .text(let text): referencedText(text, line: node.range.start.line)
    case .softBreak: html += "\n"
    case .lineBreak: html += "<br>\n"
    case .code(let text): codeSpan(text, line: node.range.start.line)
    case .emphasis: wrap("em", node)
    case .strong: wrap("strong", node)
    case .strikethrough: wrap("del", node)
    case .link(let destination, let title): link(node, destination: destination, title: title)
    case .image(let source, let title):
      // NB: a remote image is a link to it, never loaded: opening a page must not make a
      // request to a third party (the site works offline, from file://, and tracks no one).
      if Self.isExternal(source), !insideLink {
        html +=
          "<a class=\"image-link\" href=\"\(HTML.escape(source))\" rel=\"noopener noreferrer\""
        html += title.isEmpty ? ">" : " title=\"\(HTML.escape(title))\">"
        html += "\(HTML.escape(node.plainText.isEmpty ? "image" : node.plainText)) (image)</a>"
      } else {
        html += "<span class=\"image-alt\">\(HTML.escape(node.plainText))</span>"
      }
    case .footnoteReference(let name):
      let anchor = "fn-\(Slug.make(name))"
      html += "<sup><a href=\"#\(HTML.escape(anchor))\">\(HTML.escape(name))</a></sup>"
    case .htmlInline(let raw):
      // NB: raw HTML is never passed through; only a line break tag is kept, as `<br>`.
      let tag = raw.lowercased().replacingOccurrences(of: " ", with: "")
      if tag == "<br>" || tag == "<br/>" { html += "<br>" }
    default:
      inlines(node.children)
    }
  }

  private mutating func wrap(_ tag: String, _ node: MarkdownNode) {
    html += "<\(tag)>"
    inlines(node.children)
    html += "</\(tag)>"
  }

  package static func isExternal(_ destination: String) -> Bool {
    let lower = destination.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
  }

  /// Whether a destination names a scheme other than the web's (javascript:, data:, file:).
  package static func hasOtherScheme(_ destination: String) -> Bool {
    guard let colon = destination.firstIndex(of: ":") else { return false }
    let scheme = destination[..<colon]
    return !scheme.isEmpty && !scheme.contains("/") && !scheme.contains("#")
      && !scheme.contains(".")
  }

  private mutating func link(_ node: MarkdownNode, destination: String, title: String) {
    let line = node.range.start.line
    var href: String?
    if Self.isExternal(destination) {
      href = destination
    } else if Self.hasOtherScheme(destination) || insideLink {
      href = nil
    } else if let resolved = resolvedLink(destination, line: line) {
      href = resolved
      record(resolved, line: line)
    } else if let file = bundledFile(destination) {
      // NB: a script or asset of the skill's folder is listed on its skill's page, not
      // published: the link leads to its entry there.
      href = SitePath.relative(from: context.pagePath, to: file)
    } else {
      reportUnresolved(destination, line: line)
    }
    guard let href, !insideLink else {
      html += href == nil && !insideLink ? "<span class=\"broken-ref\">" : ""
      inlines(node.children)
      html += href == nil && !insideLink ? "</span>" : ""
      return
    }
    let external = Self.isExternal(href) ? " rel=\"noopener\"" : ""
    let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
    html += "<a href=\"\(HTML.escape(href))\"\(titleAttribute)\(external)>"
    insideLink = true
    inlines(node.children)
    insideLink = false
    html += "</a>"
  }

  /// The entry of the bundled file `destination` names (relative to the page's source).
  private func bundledFile(_ destination: String) -> String? {
    guard !context.bundledFiles.isEmpty else { return nil }
    let file = destination.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
    guard !file.isEmpty, !file.hasPrefix("/") else { return nil }
    let folder = (context.sourcePath as NSString).deletingLastPathComponent
    return context.bundledFiles[RealPath.absolute(folder + "/" + file)]
  }

  private func resolvedLink(_ destination: String, line: Int) -> String? {
    let references = context.references[line] ?? []
    if let exact = references.first(where: { $0.text == destination && $0.href != nil }) {
      return exact.href
    }
    let file = destination.split(separator: "#", maxSplits: 1).first.map(String.init) ?? destination
    return references.first { reference in
      reference.href != nil && reference.form == .skillPath && !file.isEmpty
        && (file.hasSuffix(reference.text) || reference.text.hasSuffix(file))
    }?.href
  }

  private mutating func codeSpan(_ text: String, line: Int) {
    guard !insideLink,
      let reference = context.references[line]?.first(where: {
        $0.href != nil && ($0.form == .skillName ? $0.text == text : text.contains($0.text))
          && $0.form != .pattern
      }), let href = reference.href
    else {
      html += "<code>"
      HTML.append(escaping: Substring(text), to: &html)
      html += "</code>"
      return
    }
    record(href, line: line)
    html += "<a class=\"xref\" href=\"\(HTML.escape(href))\"><code>"
    HTML.append(escaping: Substring(text), to: &html)
    html += "</code></a>"
  }

  /// Text with its `skills/x.md` paths and "(Pattern N)" mentions turned into links.
  private mutating func referencedText(_ text: String, line: Int) {
    guard !insideLink, let references = context.references[line] else {
      HTML.append(escaping: Substring(text), to: &html)
      return
    }
    var rest = Substring(text)
    while true {
      var best: (range: Range<Substring.Index>, href: String)?
      for reference in references where reference.form == .skillPath || reference.form == .pattern {
        guard let href = reference.href, let range = rest.range(of: reference.text) else {
          continue
        }
        if best == nil || range.lowerBound < best!.range.lowerBound { best = (range, href) }
      }
      guard let best else { break }
      HTML.append(escaping: rest[..<best.range.lowerBound], to: &html)
      record(best.href, line: line)
      html +=
        "<a class=\"xref\" href=\"\(HTML.escape(best.href))\">\(HTML.escape(rest[best.range]))</a>"
      rest = rest[best.range.upperBound...]
    }
    HTML.append(escaping: rest, to: &html)
  }
}
