import SkillgraphSupport

/// The shell every HTML page shares: head, header with search and theme toggle, the sidebar's
/// place (filled from the one shared `assets/nav.js`), breadcrumbs, main content, the page's
/// own contents on the right, and scripts.
package struct PageLayout {
  /// A link the layout places: breadcrumbs, previous and next. `href` is relative to the site's
  /// root (`index.html#templates` too); the layout makes it relative to the page.
  package struct Link {
    package var title: String
    package var href: String

    /// A value with every stored property given.
    package init(title: String, href: String) {
      self.title = title
      self.href = href
    }
  }

  /// One entry of "On this page".
  package struct Heading {
    package var level: Int
    package var anchor: String
    package var title: String

    /// A value with every stored property given.
    package init(level: Int, anchor: String, title: String) {
      self.level = level
      self.anchor = anchor
      self.title = title
    }
  }

  /// The `--base-url`, without a trailing slash; nil when not given.
  package var baseURL: String?

  /// A whole page at `path` with `title` and `body` (already HTML). `trail` is the breadcrumbs
  /// above the title (the home page comes first on its own), `headings` the page's "On this
  /// page", `previous` and `next` its neighbours in the sidebar's order. The home page's title
  /// is the site's alone; every other page's ends with the site's name.
  package func page(
    path: String, title: String, description: String = "", body: String, hasTwin: Bool = true,
    root explicitRoot: String? = nil, trail: [Link] = [], headings: [Heading] = [],
    previous: Link? = nil, next: Link? = nil
  ) -> String {
    let root = HTML.escape(explicitRoot ?? SitePath.root(of: path))
    let fullTitle = path == "index.html" ? title : "\(title) · Skillgraph"
    var head = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(fullTitle))</title>

      """
    if !description.isEmpty {
      head +=
        "<meta name=\"description\" content=\"\(HTML.escape(TextCut.atWord(description, limit: 300)))\">\n"
    }
    head += "<link rel=\"stylesheet\" href=\"\(root)assets/site.css\">\n"
    if hasTwin {
      let twin = String(SitePath.twin(of: path).split(separator: "/").last ?? "")
      head += "<link rel=\"alternate\" type=\"text/markdown\" href=\"\(HTML.escape(twin))\">\n"
    }
    if let baseURL {
      head += "<link rel=\"canonical\" href=\"\(HTML.escape(baseURL))/\(HTML.escape(path))\">\n"
    }
    head += "<script src=\"\(root)assets/theme.js\"></script>\n</head>\n"
    var main = breadcrumbs(trail, title: title, path: path)
    main += body
    main += pager(previous: previous, next: next, path: path)
    return head + """
      <body data-root="\(root)" data-page="\(HTML.escape(path))">
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
      <a class="brand" href="\(root)index.html">Skillgraph</a>
      <a class="contents-link" href="\(root)index.html#all-skills">All skills</a>
      <div class="search" role="search"><input type="search" id="search-input" placeholder="Search  /" aria-label="Search (press /)" aria-controls="search-results" aria-autocomplete="list" autocomplete="off" hidden><div id="search-results" role="listbox" aria-label="Search results"></div></div>
      <button id="theme-toggle" type="button" aria-label="Switch theme" hidden>◐</button>
      </header>
      <div class="layout">
      <nav id="sidebar" aria-label="All pages"></nav>
      <main id="main">
      \(main)
      </main>
      \(sideContents(headings))</div>
      <script src="\(root)assets/nav.js"></script>
      <script src="\(root)assets/site.js"></script>
      </body>
      </html>

      """
  }

  /// `target` (relative to the site's root) as a link from `page`: a page in the same folder by
  /// its name alone.
  package static func href(from page: String, to target: String) -> String {
    let folder = page.split(separator: "/").dropLast().joined(separator: "/")
    if !folder.isEmpty, target.hasPrefix(folder + "/") {
      return String(target.dropFirst(folder.count + 1))
    }
    return SitePath.relative(from: page, to: target)
  }

  private func breadcrumbs(_ trail: [Link], title: String, path: String) -> String {
    guard !trail.isEmpty else { return "" }
    var html = "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol>"
    for link in trail {
      html +=
        "<li><a href=\"\(HTML.escape(Self.href(from: path, to: link.href)))\">\(HTML.escape(link.title))</a></li>"
    }
    return html + "<li aria-current=\"page\">\(HTML.escape(title))</li></ol></nav>\n"
  }

  /// "On this page" inside the content, folded, for the page to place under its title: what
  /// narrow screens show instead of the contents beside the text.
  package static func inlineContents(_ headings: [Heading]) -> String {
    guard !headings.isEmpty else { return "" }
    return
      "<details class=\"toc toc-inline\"><summary>On this page</summary>\(contentsList(headings))</details>\n"
  }

  /// "On this page" beside the content: what wide screens show, kept in view as the page scrolls.
  private func sideContents(_ headings: [Heading]) -> String {
    guard !headings.isEmpty else { return "" }
    return
      "<aside class=\"page-toc\" aria-label=\"On this page\"><p class=\"page-toc-title\">On this page</p>\(Self.contentsList(headings))</aside>\n"
  }

  private static func contentsList(_ headings: [Heading]) -> String {
    var html = "<ul>"
    for heading in headings {
      html +=
        "<li class=\"toc-\(heading.level)\"><a href=\"#\(HTML.escape(heading.anchor))\">\(HTML.escape(heading.title))</a></li>"
    }
    return html + "</ul>"
  }

  private func pager(previous: Link?, next: Link?, path: String) -> String {
    guard previous != nil || next != nil else { return "" }
    var html = "<nav class=\"pager\" aria-label=\"Previous and next\">"
    if let previous {
      html +=
        "<a rel=\"prev\" href=\"\(HTML.escape(Self.href(from: path, to: previous.href)))\"><small>Previous</small>\(HTML.escape(previous.title))</a>"
    }
    if let next {
      html +=
        "<a rel=\"next\" href=\"\(HTML.escape(Self.href(from: path, to: next.href)))\"><small>Next</small>\(HTML.escape(next.title))</a>"
    }
    return html + "</nav>\n"
  }

  /// A value with every stored property given.
  package init(baseURL: String? = nil) {
    self.baseURL = baseURL
  }
}
