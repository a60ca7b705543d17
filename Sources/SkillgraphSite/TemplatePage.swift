import Foundation
import SkillgraphModel
import SkillgraphSupport
package import SkillgraphTemplates

/// The page of one template set: its variables as a form, the code rendered with the defaults
/// at build time, and the data the page's script re-renders from as the reader types.
package struct TemplatePage {
  package let set: TemplateSet
  package let map: SiteMap
  /// The templates before and after this one, in the sidebar's order.
  package var previous: PageLayout.Link?
  package var next: PageLayout.Link?

  /// What the script needs: the variables with their rules, the files' Mustache text, and the
  /// words the CLI refuses as identifiers.
  package struct ScriptData: Encodable {
    package var variables: [TemplateVariable]
    package var files: [File]
    package var keywords: [String]
    package var reservedTypeNames: [String]

    package struct File: Encodable {
      package var output: String
      package var language: String
      package var template: String

      /// A value with every stored property given.
      package init(output: String, language: String, template: String) {
        self.output = output
        self.language = language
        self.template = template
      }
    }

    /// A value with every stored property given.
    package init(
      variables: [TemplateVariable], files: [File], keywords: [String], reservedTypeNames: [String]
    ) {
      self.variables = variables
      self.files = files
      self.keywords = keywords
      self.reservedTypeNames = reservedTypeNames
    }
  }

  package var path: String { SitePath.template(set.manifest.id) }

  /// The page's HTML and its Markdown twin; throws when the defaults do not render.
  package func render(layout: PageLayout) throws(TemplateError) -> (html: String, markdown: String)
  {
    let manifest = set.manifest
    let rendered = try set.render([:])
    var body = "<article class=\"template\">\n<h1 id=\"top\">\(HTML.escape(manifest.title))</h1>\n"
    body += "<p>\(HTML.escape(manifest.summary))</p>\n"
    var markdown = "# \(manifest.title)\n\n\(manifest.summary)\n\n"
    if let target = implementedTarget() {
      body +=
        "<p class=\"meta\">Implements <a href=\"\(HTML.escape(SitePath.relative(from: path, to: target.href)))\">\(HTML.escape(target.title))</a></p>\n"
    }
    body += "<form class=\"variables\" id=\"template-form\" autocomplete=\"off\">\n"
    markdown += "## Variables\n\n"
    for variable in manifest.variables {
      let id = "var-\(SitePath.fileName(variable.name))"
      let value = rendered.values.first { $0.name == variable.name }?.value ?? ""
      body +=
        "<div class=\"field\"><label for=\"\(id)\"><code>\(HTML.escape(variable.name))</code> <span class=\"vtype\">\(variable.type.rawValue)</span></label>"
      if let choices = variable.choices, variable.type == .choice {
        body += "<select id=\"\(id)\" name=\"\(HTML.escape(variable.name))\">"
        for choice in choices {
          body += "<option\(choice == value ? " selected" : "")>\(HTML.escape(choice))</option>"
        }
        body += "</select>"
      } else {
        body +=
          "<input id=\"\(id)\" name=\"\(HTML.escape(variable.name))\" value=\"\(HTML.escape(value))\" placeholder=\"\(HTML.escape(variable.default ?? ""))\" spellcheck=\"false\">"
      }
      body +=
        "<small>\(HTML.escape(variable.help ?? ""))</small><output class=\"error\" id=\"err-\(HTML.escape(variable.name))\"></output></div>\n"
      markdown +=
        "- `\(variable.name)` (\(variable.type.rawValue), default `\(variable.default ?? "")`): \(variable.help ?? "")\n"
    }
    body += "</form>\n"
    for (index, file) in rendered.files.enumerated() {
      let language = file.language == .plist ? "xml" : file.language.rawValue
      body +=
        "<section class=\"file\"><h2 id=\"file-\(index)\"><code data-file-name=\"\(index)\">\(HTML.escape(file.path))</code></h2>"
      body +=
        "<div class=\"code\"><pre><code class=\"language-\(language)\" data-file=\"\(index)\">\(SyntaxHighlighter.highlight(file.contents, language: language))</code></pre>"
      body += "<button class=\"copy\" type=\"button\" hidden>Copy</button></div></section>\n"
      markdown +=
        "\n## \(file.path)\n\n```\(language)\n\(file.contents)\(file.contents.hasSuffix("\n") ? "" : "\n")```\n"
    }
    let data = ScriptData(
      variables: manifest.variables,
      files: manifest.files.map {
        ScriptData.File(
          output: $0.output, language: $0.language.rawValue,
          template: set.templates[$0.template] ?? "")
      },
      keywords: VariableValidator.swiftKeywords.sorted(),
      reservedTypeNames: set.namedTypes.sorted())
    let encoder = JSONFormat.encoder()
    let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    body +=
      "<script type=\"application/json\" id=\"template-data\">\(HTML.scriptJSON(json))</script>\n</article>"
    return (
      layout.page(
        path: path, title: manifest.title, description: manifest.summary, body: body,
        trail: trail(), previous: previous, next: next),
      markdown
    )
  }

  /// Home, the skill the template implements, and the code templates listed on the home page.
  private func trail() -> [PageLayout.Link] {
    var trail = [PageLayout.Link(title: "Home", href: "index.html")]
    if let skill = map.graph.skill(withID: set.manifest.implements.skill) {
      trail += SkillPage.trail(of: skill, in: map.graph).dropFirst()
      trail.append(.init(title: skill.title, href: SitePath.skill(skill.id)))
    } else {
      trail.append(.init(title: "Code templates", href: "index.html#templates"))
    }
    return trail
  }

  private func implementedTarget() -> (title: String, href: String)? {
    let implements = set.manifest.implements
    guard let skill = map.graph.skill(withID: implements.skill) else { return nil }
    if let number = implements.pattern,
      let pattern = map.pattern(number: number, inSkill: skill.id),
      let target = map.target(of: pattern.id)
    {
      return ("\(skill.title): Pattern \(number), \(pattern.title)", target)
    }
    if let section = implements.section {
      return (
        "\(skill.title) § \(section)",
        map.target(of: "\(skill.id)#\(section)") ?? SitePath.skill(skill.id)
      )
    }
    return (skill.title, SitePath.skill(skill.id))
  }

  /// A value with every stored property given.
  package init(
    set: TemplateSet, map: SiteMap, previous: PageLayout.Link? = nil, next: PageLayout.Link? = nil
  ) {
    self.set = set
    self.map = map
    self.previous = previous
    self.next = next
  }
}
