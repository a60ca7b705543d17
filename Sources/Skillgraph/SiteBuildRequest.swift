public import SkillgraphModel

/// What `site build` is asked: where to write, the address it is served from, and whether
/// warnings fail the build.
public struct SiteBuildRequest: Sendable {
  /// The folder to write the site to.
  public var out: String
  /// The address the site is served from, for canonical links and the sitemap.
  public var baseURL: String?
  /// Whether warnings fail the build as broken links do.
  public var warningsAsErrors: Bool
  /// Told how many pages are done, of how many.
  public var progress: (@Sendable (Int, Int) -> Void)?

  /// A request to build into `out`.
  public init(
    out: String, baseURL: String? = nil, warningsAsErrors: Bool = false,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.out = out
    self.baseURL = baseURL
    self.warningsAsErrors = warningsAsErrors
    self.progress = progress
  }
}

/// What a site build did: the report, the warnings, and the failure when the site was not
/// written (broken links, or warnings that count as errors).
public struct SiteBuildOutcome: Sendable {
  /// What was built and written.
  public var report: SiteBuildReport
  /// The content's warnings and the build's own.
  public var warnings: [Diagnostic]
  /// The build's own warnings, which `check` does not list: a content link that names nothing
  /// in the site and no Markdown file, a template set that did not render.
  public var buildWarnings: [Diagnostic] = []
  /// Why the site was not written, if it was not.
  public var failure: SkillgraphError?

  /// A value with every stored property given.
  package init(report: SiteBuildReport, warnings: [Diagnostic], failure: SkillgraphError? = nil) {
    self.report = report
    self.warnings = warnings
    self.failure = failure
  }
}
