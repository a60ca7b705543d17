/// The shell every HTML page shares: head, header with search and theme toggle, the sidebar's
/// place (filled from the one shared `assets/nav.js`), main content and scripts.
struct PageLayout {
  /// The `--base-url`, without a trailing slash; nil when not given.
  var baseURL: String?

  /// A whole page at `path` with `title` and `body` (already HTML).
  func page(
    path: String, title: String, description: String = "", body: String, hasTwin: Bool = true,
    root explicitRoot: String? = nil
  ) -> String {
    let root = HTML.escape(explicitRoot ?? SitePath.root(of: path))
    var head = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title)) · Skillgraph</title>

      """
    if !description.isEmpty {
      head += "<meta name=\"description\" content=\"\(HTML.escape(description.prefix(300)))\">\n"
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
    return head + """
      <body data-root="\(root)" data-page="\(HTML.escape(path))">
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
      <a class="brand" href="\(root)index.html">Skillgraph</a>
      <a class="contents-link" href="\(root)index.html#all-skills">All skills</a>
      <div class="search" role="search"><input type="search" id="search-input" placeholder="Search…" aria-label="Search" autocomplete="off" hidden><div id="search-results" role="listbox"></div></div>
      <button id="theme-toggle" type="button" aria-label="Switch theme" hidden>◐</button>
      </header>
      <div class="layout">
      <nav id="sidebar" aria-label="All pages"></nav>
      <main id="main">
      \(body)
      </main>
      </div>
      <script src="\(root)assets/nav.js"></script>
      <script src="\(root)assets/site.js"></script>
      </body>
      </html>

      """
  }
}
