internal import ArgumentParser
import Skillgraph

/// `skillgraph site build`: the knowledge base as a static site in `--out`.
struct SiteBuildCommand: GraphCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build the static site into a folder, checking every internal link and anchor.",
    discussion: """
      The site is written beside --out and swapped in only when complete; a build that fails \
      (broken links: exit 1) leaves the old site untouched. Exit codes: 0 built, 1 broken links \
      (or content errors or warnings with --warnings-as-errors), 64 usage error, 74 I/O failure.
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

  func execute(console: Console) throws(SkillgraphError) -> Int32 {
    let progress = content.json ? nil : console.progressLine("building pages")
    let request = SiteBuildRequest(
      out: out, baseURL: baseURL, warningsAsErrors: warningsAsErrors, progress: progress)
    let outcome = try content.service(templates: templates).buildSite(request)
    if progress != nil { console.prompt(Console.carriageReturn + Console.clearLineEnd) }
    if content.json {
      if let failure = outcome.failure {
        report(CommandFailure(failure), console: console, json: true, command: Self.jsonName)
      } else {
        console.write(JSONEnvelope(command: Self.jsonName, data: outcome.report).encoded())
      }
      return outcome.failure.map(CommandFailure.status(of:)) ?? ExitStatus.success
    }
    let brokenLinks = outcome.report.brokenLinks
    for link in brokenLinks { console.warn(link.diagnostic.formatted) }
    // NB: the content's own warnings are `check`'s to list; those only the build finds are
    // shown here.
    (warningsAsErrors ? outcome.warnings : outcome.buildWarnings).forEach {
      console.warn($0.formatted)
    }
    outcome.report.lines.forEach { console.write($0) }
    if outcome.failure != nil {
      console.warn(
        "\(console.red("error:")) \(brokenLinks.count) broken links\(warningsAsErrors ? ", \(outcome.warnings.count) content errors and warnings" : ""); \(out) was left as it was"
      )
      return ExitStatus.contentErrors
    }
    return ExitStatus.success
  }
}
