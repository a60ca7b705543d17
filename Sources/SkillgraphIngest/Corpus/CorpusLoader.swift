import Foundation
public import SkillgraphMarkdown
public import SkillgraphModel
import SkillgraphSupport

/// Loads content folders into a knowledge graph: finds files, reads them, interprets them in
/// parallel, resolves references, and reports every problem as a diagnostic.
public struct CorpusLoader: Sendable {
  /// The folders (or single files) to read.
  public var folders: [String]
  /// The Markdown parser.
  public var parser: MarkdownParser
  /// Whether the graph keeps each skill's parsed Markdown tree (`KnowledgeGraph.document(of:)`),
  /// for faces that render the Markdown itself (the site); off by default to save memory.
  public var keepsDocuments: Bool

  /// Creates a loader for `folders`.
  public init(
    folders: [String], parser: MarkdownParser = MarkdownParser(), keepsDocuments: Bool = false
  ) {
    self.folders = folders
    self.parser = parser
    self.keepsDocuments = keepsDocuments
  }

  /// Reads every folder; throws only for operational failures (a missing folder).
  public func load() throws(LoadError) -> KnowledgeGraph {
    var files: [SkillFile] = []
    var parts = GraphParts()
    for folder in folders {
      let scanned = try ContentScanner().scan(folder: folder)
      files += scanned.files
      parts.skipped += scanned.skipped
      parts.layouts += scanned.layouts
      parts.diagnostics += scanned.diagnostics
      // NB: a collection's vocabulary is checked with its skills; the search reads it.
      if let vocabulary = scanned.vocabulary {
        parts.diagnostics += VocabularyFile.read(vocabulary).diagnostics
      }
    }
    var results = interpretAll(files)
    var claims = SkillIDClaims()
    var generatedIDs = Set<String>()
    // NB: each file's result is taken out of the list as it is merged, and only what the
    // resolver needs is kept of it: its entities live in the merged parts from then on, and
    // holding both made the load's peak about a tenth higher (ten copies of Axiom).
    var pending: [(Skill, [PendingReference])] = []
    parts.entities.reserveCapacity(
      forAppending: results.lazy.compactMap { outcome -> EntityCollection? in
        if case .interpreted(let skill) = outcome { return skill.entities }
        return nil
      })
    for index in results.indices {
      let file = files[index]
      let outcome = results[index]
      results[index] = .merged
      switch outcome {
      case .interpreted(let skill):
        if let duplicate = claims.claim(skill.skill.id, path: file.path) {
          parts.diagnostics.append(duplicate.diagnostic)
          parts.skipped.append(duplicate.skipped)
          continue
        }
        pending.append((skill.skill, skill.pendingReferences))
        parts.add(skill)
      case .skipped(let skip):
        if skip.skipped.reason == FileIngest.generatedReason { generatedIDs.insert(file.id) }
        parts.skipped.append(skip.skipped)
        parts.diagnostics.append(skip.diagnostic)
      case .merged:
        continue
      }
    }
    results = []
    // NB: the graph's ID index and the references need only the merged parts: one core builds
    // the index while the other resolves, instead of one after the other.
    let merged = parts
    let generated = generatedIDs
    let references = pending
    pending = []
    let tail = parallelMap(2) { job -> TailWork in
      job == 0
        ? .index(KnowledgeGraph.entityIndex(of: merged))
        : .references(
          resolvedReferences(parts: merged, pending: references, generatedIDs: generated))
    }
    var index: KnowledgeGraph.EntityIndex?
    for work in tail {
      switch work {
      case .index(let built):
        index = built
      case .references(let resolvedBySkill):
        for resolved in resolvedBySkill {
          for (reference, diagnostic) in resolved {
            parts.crossReferences.append(reference)
            if let diagnostic { parts.diagnostics.append(diagnostic) }
          }
        }
      }
    }
    return KnowledgeGraph(parts: parts, index: index)
  }

  private enum TailWork: Sendable {
    case index(KnowledgeGraph.EntityIndex)
    case references([[(CrossReference, Diagnostic?)]])
  }

  /// The references of every ingested skill resolved, skill by skill in file order.
  private func resolvedReferences(
    parts: GraphParts, pending: [(Skill, [PendingReference])], generatedIDs: Set<String>
  ) -> [[(CrossReference, Diagnostic?)]] {
    let resolver = ReferenceResolver(parts: parts, generatedIDs: generatedIDs)
    // NB: skills are resolved in parallel (the resolver only reads) and appended in file order.
    return parallelMap(pending.count) { index in
      let (skill, references) = pending[index]
      var resolved: [(CrossReference, Diagnostic?)] = []
      resolved.reserveCapacity(references.count)
      for reference in references {
        if let result = resolver.resolve(reference, from: skill) { resolved.append(result) }
      }
      return resolved
    }
  }

  private enum FileOutcome: Sendable {
    case interpreted(InterpretedSkill)
    case skipped(FileIngest.Skip)
    /// Taken into the graph's parts.
    case merged
  }

  private func interpretAll(_ files: [SkillFile]) -> [FileOutcome] {
    // NB: largest files first, so that no big file is left for one core at the end.
    // NB: `stat` rather than `FileManager.attributesOfItem`, which built a dictionary of every
    // attribute for each file on the one thread that runs before the parallel work starts.
    let sizes = files.map { file in
      var status = stat()
      return stat(file.path, &status) == 0 ? Int(status.st_size) : 0
    }
    let order = files.indices.sorted { sizes[$0] > sizes[$1] }
    return parallelMap(files.count, startingWith: order) { read(files[$0]) }
  }

  private func read(_ file: SkillFile) -> FileOutcome {
    switch FileIngest.outcome(of: file, parser: parser) {
    case .interpreted(var interpreted):
      if !keepsDocuments { interpreted.document = nil }
      return .interpreted(interpreted)
    case .skipped(let skip):
      return .skipped(skip)
    }
  }
}
