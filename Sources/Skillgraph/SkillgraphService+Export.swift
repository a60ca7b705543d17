import Dispatch

extension SkillgraphService {
  /// Writes the content as Agent Skills (skill folders, a Claude Code plugin and marketplace
  /// manifest) into `out`, whole or not at all; an existing folder is replaced only when it is
  /// empty or a previous export, or with `force`.
  public func exportAgentSkills(
    to out: String, force: Bool = false, options: AgentSkillsExportOptions
  ) throws(SkillgraphError) -> ExportReport {
    let start = DispatchTime.now()
    let folders = contentFolders
    let writer = ExportWriter(
      folder: out, force: force,
      protectedFolders: folders + [settings.templates ?? TemplateFolder.shipped])
    do {
      try writer.checkTarget()
    } catch {
      throw .export(error)
    }
    let graph: KnowledgeGraph
    do {
      graph = try CorpusLoader(folders: folders).load()
    } catch {
      throw .content(error)
    }
    let exporter = AgentSkillsExporter(
      graph: graph, catalog: try templateCatalog(), folders: folders, options: options)
    let export: AgentSkillsExport
    do {
      export = try exporter.export()
      try writer.write(export.files)
    } catch {
      throw .export(error)
    }
    keep(graph)
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    return ExportReport(
      out: out, export: export.report,
      contentErrors: graph.diagnostics.filter { $0.severity == .error }.count,
      contentWarnings: graph.diagnostics.filter { $0.severity == .warning }.count,
      elapsedMilliseconds: elapsed)
  }
}
