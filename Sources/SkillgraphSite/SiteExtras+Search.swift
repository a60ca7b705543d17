import SkillgraphModel
import SkillgraphSupport

extension SiteExtras {
  /// Skills whose sections' words are found at once, on every core, before they are merged
  /// into the index in skill order.
  static let searchBatch = 64

  /// The search index: every section of every skill, then one entry per decision tree; the
  /// entries of `docs.js` are written batch by batch, and each excerpt file as soon as it is
  /// full.
  ///
  /// NB: in batches, so that only the words of `searchBatch` skills are held before merging,
  /// whatever the number of skills; the section numbers stay in skill order. The sections are
  /// grouped by position: grouping the values copied the 21 MB of sections of ten copies of
  /// the Axiom collection.
  func addSearchIndex(to output: SiteOutput) {
    var index = SiteSearchIndexBuilder()
    output.add("search/docs.js") { emit in
      emit("SG_SEARCH.docs([")
      addSections(to: &index, output: output) { emit(String(decoding: $0, as: UTF8.self)) }
      emit("]);\n")
    }
    index.add(to: output, documents: false)
  }

  private func addSections(
    to index: inout SiteSearchIndexBuilder, output: SiteOutput, documents: ([UInt8]) -> Void
  ) {
    let allSections = graph.sections
    let bySkill = Dictionary(grouping: allSections.indices) { allSections[$0].skillID }
    let skills = graph.skills
    for start in stride(from: 0, to: skills.count, by: Self.searchBatch) {
      let groups = parallelMap(min(Self.searchBatch, skills.count - start)) { position in
        let skill = skills[start + position]
        let sections = (bySkill[skill.id] ?? []).map { allSections[$0] }
        let page = SitePath.skill(skill.id)
        var entries: [SiteSearchIndexBuilder.Entry] = []
        let firstHeading = sections.first?.source.startLine ?? skill.source.endLine + 1
        if firstHeading > 1,
          let preamble = DocumentPreamble(
            graph.sourceLines(ofSkill: skill.id, from: 1, through: firstHeading - 1))
        {
          entries.append(
            SiteSearchIndexBuilder.Entry(
              href: page, title: skill.title, pageTitle: skill.title, text: preamble.text))
        }
        for (index, section) in sections.enumerated() {
          let next = index + 1 < sections.count ? sections[index + 1].source.startLine : Int.max
          let end = min(section.source.endLine, max(section.source.startLine, next - 1))
          let text = graph.sourceLines(
            ofSkill: skill.id, from: section.source.startLine, through: end)
          entries.append(
            SiteSearchIndexBuilder.Entry(
              href: "\(page)#\(section.slug)", title: section.title, pageTitle: skill.title,
              text: text))
        }
        return SiteSearchIndexBuilder.Group(entries)
      }
      groups.forEach { index.add($0) }
      documents(index.takeDocuments())
      for file in index.takeFullExcerptFiles() { output.add(file.path, bytes: file.contents) }
    }
    index.add(
      SiteSearchIndexBuilder.Group(
        graph.decisionTrees.map { tree in
          SiteSearchIndexBuilder.Entry(
            href: SitePath.tree(tree.id), title: tree.displayTitle, pageTitle: "Decision tree",
            text: tree.skillID)
        }))
    documents(index.takeDocuments())
  }
}
