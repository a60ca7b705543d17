internal import ArgumentParser
import Foundation
import Skillgraph

/// `skillgraph site build`: the knowledge base as a static site in `--out`.
struct SiteBuildCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build the static site into a folder, checking every internal link and anchor.",
    discussion: """
      The site is written beside --out and swapped in only when complete; a build that fails \
      (broken links: exit 1) leaves the old site untouched. Exit codes: 0 built, 1 broken links \
      (or warnings with --warnings-as-errors), 64 usage error, 74 I/O failure.
      """)
  static let jsonName = "site build"

  @OptionGroup var content: ContentOptions

  @Option(name: .long, help: ArgumentHelp("The folder to write the site to.", valueName: "dir"))
  var out: String

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address the site is served from, for canonical links and sitemap.xml.",
      valueName: "url"))
  var baseURL: String?

  @Option(name: .long, help: ArgumentHelp("The code templates folder.", valueName: "dir"))
  var templates: String?

  @Flag(name: .long, help: "Fail (exit 1) on warnings too, such as unresolved references.")
  var warningsAsErrors = false

  func validate() throws {
    if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
      throw ValidationError("--base-url must start with http:// or https://")
    }
    if out.isEmpty { throw ValidationError("--out must name a folder") }
  }

  /// Writes "building pages N/M" over itself on stderr.
  static func progressLine(_ console: Console) -> @Sendable (Int, Int) -> Void {
    { (done: Int, total: Int) in console.prompt("\r\u{1B}[Kbuilding pages \(done)/\(total)") }
  }

  func execute(console: Console) throws(CommandFailure) -> Int32 {
    let start = DispatchTime.now()
    let graph: KnowledgeGraph
    do {
      graph = try CorpusLoader(folders: content.resolvedFolders, keepsDocuments: true).load()
    } catch {
      throw .io(error.description)
    }
    let catalog = try TemplateFolder.catalog(templates)
    let showsProgress = !content.json && isatty(STDERR_FILENO) == 1
    let generator = SiteGenerator(
      graph: graph, catalog: catalog, options: SiteOptions(baseURL: baseURL))
    let progress: (@Sendable (Int, Int) -> Void)? = showsProgress ? Self.progressLine(console) : nil
    let build = generator.build(progress: progress)
    KeptUntilExit.keep(graph)
    if showsProgress { console.prompt("\r\u{1B}[K") }
    let warnings =
      graph.diagnostics.filter {
        $0.severity == .warning || $0.identifier.hasPrefix("unresolved-")
      }
      + build.warnings
    let fails = !build.brokenLinks.isEmpty || (warningsAsErrors && !warnings.isEmpty)
    if !fails {
      do throws(SiteError) {
        try SiteWriter(folder: out).write(build.files)
      } catch {
        throw .io(error.description)
      }
    }
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    let report = SiteBuildReport(
      build: build, out: out, written: !fails, warnings: warnings.count,
      elapsedMilliseconds: elapsed)
    if content.json {
      if fails {
        let diagnostics =
          build.brokenLinks.map { (link: BrokenLink) in link.diagnostic }
          + (warningsAsErrors ? warnings : [])
        let message =
          build.brokenLinks.isEmpty
          ? "\(warnings.count) warnings (--warnings-as-errors); the site was not written"
          : "\(build.brokenLinks.count) broken links; the site was not written"
        console.write(
          JSONEnvelope(
            command: Self.jsonName,
            error: JSONError(code: "broken-links", message: message, diagnostics: diagnostics)
          ).encoded())
      } else {
        console.write(JSONEnvelope(command: Self.jsonName, data: report).encoded())
      }
      return fails ? ExitStatus.contentErrors : ExitStatus.success
    }
    for link in build.brokenLinks { console.warn(link.diagnostic.formatted) }
    if warningsAsErrors { warnings.forEach { console.warn($0.formatted) } }
    report.lines.forEach { console.write($0) }
    if fails {
      console.warn(
        "\(console.red("error:")) \(build.brokenLinks.count) broken links\(warningsAsErrors ? ", \(warnings.count) warnings" : ""); \(out) was left as it was"
      )
      return ExitStatus.contentErrors
    }
    return ExitStatus.success
  }
}
