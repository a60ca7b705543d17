import Dispatch
import SkillgraphIngest
import SkillgraphModel
import SkillgraphSite
import SkillgraphTemplates

extension SkillgraphService {
  /// Builds the static site and, unless a link is broken (or a warning counts as an error),
  /// swaps it into the request's folder whole; the old site stays otherwise.
  ///
  /// Each file is written into a fresh folder beside the output as soon as it is made, and
  /// the graph keeps no Markdown trees: the build holds the graph, the pages being rendered,
  /// the anchors and links of every page and the search index, never the whole site.
  public func buildSite(_ request: SiteBuildRequest) throws(SkillgraphError) -> SiteBuildOutcome {
    let start = DispatchTime.now()
    let graph: KnowledgeGraph
    do {
      graph = try CorpusLoader(folders: contentFolders).load()
    } catch {
      throw .content(error)
    }
    // NB: the shipped templates implement the shipped skills: beside another collection they
    // are not its templates, and its site does not show them (as `catalog` does not).
    let generator = SiteGenerator(
      graph: graph, catalog: templatesBelongToContent ? try templateCatalog() : nil,
      options: SiteOptions(baseURL: request.baseURL, auditChecks: auditChecks(in: graph)))
    // NB: an output folder that cannot be written is reported after the build, as before
    // streaming: broken links come first. The build then still runs, into nothing.
    var staging: SiteStaging?
    var unwritable: SiteError?
    do throws(SiteError) {
      staging = try SiteStaging(
        folder: request.out,
        apartFrom: contentFolders + [settings.templates ?? TemplateFolder.shipped])
    } catch {
      unwritable = error
    }
    let build = generator.build(
      into: staging ?? SiteDiscard() as any SiteDestination, progress: request.progress)
    keep(graph)
    let warnings =
      graph.diagnostics.filter {
        $0.severity == .warning || $0.identifier.hasPrefix("unresolved-")
      }
      + build.warnings
    let errors = graph.diagnostics.filter { $0.severity == .error }
    // NB: as `check`: when warnings count as errors, a content error or warning fails the build.
    let fails =
      !build.brokenLinks.isEmpty
      || (request.warningsAsErrors && !(warnings.isEmpty && errors.isEmpty))
    if fails {
      staging?.discard()
    } else {
      do throws(SiteError) {
        if let unwritable { throw unwritable }
        try staging?.commit()
      } catch {
        throw .site(error)
      }
    }
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    var report = SiteBuildReport(
      build: build, out: request.out, written: !fails, warnings: warnings.count,
      elapsedMilliseconds: elapsed)
    report.errors = errors.count
    report.notRead = graph.skipped.count
    report.dropped = graph.skipped.filter { $0.reason.hasPrefix("duplicate skill ID") }.count
    var failure: SkillgraphError?
    if fails {
      let diagnostics =
        build.brokenLinks.map { (link: BrokenLink) in link.diagnostic }
        + (request.warningsAsErrors ? errors + warnings : [])
      failure = .siteNotWritten(
        brokenLinks: build.brokenLinks.count, errors: errors.count, warnings: warnings.count,
        diagnostics: diagnostics)
    }
    var outcome = SiteBuildOutcome(report: report, warnings: errors + warnings, failure: failure)
    outcome.buildWarnings = build.warnings
    return outcome
  }
}
