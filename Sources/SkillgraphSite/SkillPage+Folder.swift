package import SkillgraphMarkdown
import SkillgraphModel

extension SkillPage {
  /// The documents and files of the skill's folder: links to the documents' pages, and the
  /// scripts and assets listed by path, size and first comment (never run, never copied).
  package func folderList(pagePath: String) -> String {
    let documents = map.graph.documents(of: skill.id)
    guard !documents.isEmpty || !skill.bundledFiles.isEmpty else { return "" }
    var html = "<aside class=\"related skill-folder\">\n"
    if !documents.isEmpty {
      html += "<h2 id=\"skill-documents\">Documents</h2>\n<ul>\n"
      for document in documents {
        let href = SitePath.relative(from: pagePath, to: SitePath.skill(document.id))
        let inFolder = Self.path(of: document.source.path, from: skill.source.path)
        html +=
          "<li><a href=\"\(HTML.escape(href))\">\(HTML.escape(document.title))</a> <code>\(HTML.escape(inFolder))</code></li>\n"
      }
      html += "</ul>\n"
    }
    if !skill.bundledFiles.isEmpty {
      html += "<h2 id=\"skill-files\">Files</h2>\n<ul>\n"
      for file in skill.bundledFiles {
        html +=
          "<li id=\"\(HTML.escape(Self.fileAnchor(file.path)))\"><code>\(HTML.escape(file.path))</code> <span>\(file.kind.rawValue), \(file.size) bytes</span>"
        if let summary = file.summary { html += ": \(HTML.escape(summary))" }
        html += "</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</aside>\n"
  }

  /// `path` as a link from the file `source` writes it: `references/x.md` inside the skill's
  /// folder, `../shared/x.md` for a linked document outside it.
  static func path(of path: String, from source: String) -> String {
    let target = path.split(separator: "/", omittingEmptySubsequences: false)
    let folder = source.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let shared = zip(target, folder).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: folder.count - shared)
    let down = target.dropFirst(shared).map(String.init)
    return (up + down).joined(separator: "/")
  }

  /// The anchor of a bundled file's entry in the list.
  package static func fileAnchor(_ path: String) -> String {
    "file-" + SitePath.fileName(path)
  }

  /// The skill's Markdown tree: the graph's, when it kept it, or else parsed from its source
  /// text as the loader parsed it (front matter lines blanked), for this page alone.
  ///
  /// NB: a tree takes several times its source in memory; the trees of every skill, kept with
  /// the site's files to the end, made the build of ten copies of the Axiom collection peak at
  /// 1.44 GB.
  package func document() -> MarkdownNode? {
    if let kept = map.graph.document(of: skill.id) { return kept }
    let text = map.graph.sourceText(ofSkill: skill.id)
    guard !text.isEmpty else { return nil }
    return parser.parse(FrontMatterBlock(text).body).root
  }
}
