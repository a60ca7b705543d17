import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphTemplates

/// The search index: a list of sections (`search/docs.js`) and an inverted index of words,
/// sharded by the word's first character (`search/t-<c>.js`) so that a query loads only the
/// shards of its words. Shards are plain scripts, so they load from `file://` too.
///
/// Sections come in groups (one per skill) whose words are found independently, on any
/// thread; then every shard is merged and written on its own thread. Section numbers follow
/// the order the groups were added in, so the output does not depend on threads.
package struct SearchIndexBuilder {
  /// A value with every setting at its default.
  package init() {}

  package private(set) var groups: [Group] = []
  private var count = 0

  /// One section to index: its page link (with anchor), title, page title and text.
  package struct Entry: Sendable {
    package var href: String
    package var title: String
    package var pageTitle: String
    package var text: String

    /// A value with every stored property given.
    package init(href: String, title: String, pageTitle: String, text: String) {
      self.href = href
      self.title = title
      self.pageTitle = pageTitle
      self.text = text
    }
  }

  /// A word found in a section: numbers within the group.
  package struct Hit: Sendable {
    package var word: Int32
    package var section: Int32

    /// A value with every stored property given.
    package init(word: Int32, section: Int32) {
      self.word = word
      self.section = section
    }
  }

  /// Sections with their words found: the unit of work for one thread.
  package struct Group: Sendable {
    /// Each section as [href, title, page title].
    package var documents: [[String]] = []
    /// Each section's opening text, plain, for the passage a result shows.
    package var excerpts: [String] = []
    /// The group's distinct words.
    package var words: WordTable
    /// Per shard: the group's words in it.
    package var shardWords: [[Int32]]
    /// Per shard: each word of the shard in each section's title, once, in section order.
    package var titleHits: [[Hit]]
    /// Per shard: each word of the shard in each section's text, once, in section order.
    package var bodyHits: [[Hit]]

    /// Finds the words of `entries`.
    package init(_ entries: [Entry]) {
      let size = entries.reduce(0) { $0 + $1.text.utf8.count + $1.title.utf8.count }
      var words = WordTable(capacity: min(size / 12 + 16, 1 << 16))
      var shardWords = Array(repeating: [Int32](), count: shardCount)
      var titleHits = Array(repeating: [Hit](), count: shardCount)
      var bodyHits = Array(repeating: [Hit](), count: shardCount)
      var lastTitle: [Int32] = []
      var lastBody: [Int32] = []
      func number(of word: UnsafeBufferPointer<UInt8>) -> (Int32, Int) {
        let number = words.number(of: word)
        let shard = SearchIndexBuilder.shard(of: word[0])
        if Int(number) == lastTitle.count {
          lastTitle.append(-1)
          lastBody.append(-1)
          shardWords[shard].append(number)
        }
        return (number, shard)
      }
      for (position, entry) in entries.enumerated() {
        documents.append([entry.href, entry.title, entry.pageTitle])
        excerpts.append(SearchIndexBuilder.excerpt(of: entry.text))
        let section = Int32(position)
        SearchIndexBuilder.forEachWord(in: entry.title) { word in
          let (number, shard) = number(of: word)
          if lastTitle[Int(number)] != section {
            lastTitle[Int(number)] = section
            titleHits[shard].append(Hit(word: number, section: section))
          }
        }
        SearchIndexBuilder.forEachWord(in: entry.text) { word in
          let (number, shard) = number(of: word)
          if lastBody[Int(number)] != section {
            lastBody[Int(number)] = section
            bodyHits[shard].append(Hit(word: number, section: section))
          }
        }
      }
      self.words = words
      self.shardWords = shardWords
      self.titleHits = titleHits
      self.bodyHits = bodyHits
    }
  }

  /// Adds a group of sections after those already added.
  package mutating func add(_ group: Group) {
    groups.append(group)
    count += group.documents.count
  }

  /// The files of the index, path → contents, in a stable order.
  package func files() -> [(path: String, contents: String)] {
    let made = SiteMemory()
    add(to: SiteOutput(destination: made))
    let files = Dictionary(uniqueKeysWithValues: made.sorted.map { ($0.path, $0.contents) })
    return paths().map { ($0, String(decoding: files[$0]!, as: UTF8.self)) }
  }

  /// Adds the files of the index to `output`, each as soon as it is made.
  ///
  /// NB: the documents, every shard and every excerpt file are made each on its own thread
  /// and handed over at once: the index of ten copies of the Axiom collection is 55 MB.
  package func add(to output: SiteOutput) {
    let paths = paths()
    _ = parallelMap(paths.count) { task in
      output.add(paths[task], bytes: script(at: paths[task]))
    }
  }

  /// The index's paths: the documents, the shards that have words, the excerpt files.
  private func paths() -> [String] {
    let shards = (0..<Self.shardCount).filter { shard in
      groups.contains { !$0.shardWords[shard].isEmpty }
    }
    let excerpts = (count + Self.excerptsPerFile - 1) / Self.excerptsPerFile
    return ["search/docs.js"] + shards.map { "search/t-\(Self.shardNames[$0]).js" }
      + (0..<excerpts).map { "search/x-\($0).js" }
  }

  private func script(at path: String) -> [UInt8] {
    let name = path.dropFirst("search/".count).dropLast(".js".count)
    if name == "docs" { return documentsScript() }
    if name.hasPrefix("x-") { return excerptScript(Int(name.dropFirst(2))!) }
    return shardScript(Self.shardNames.firstIndex(of: String(name.dropFirst(2)))!)
  }

  /// `SG_SEARCH.docs([[href, title, page title], ...]);`, strings escaped as `JSONEncoder`
  /// escapes them.
  private func documentsScript() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(count * 120)
    out += "SG_SEARCH.docs([".utf8
    var first = true
    for document in groups.lazy.flatMap(\.documents) {
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      out.append(UInt8(ascii: "["))
      for (position, field) in document.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        Self.appendJSONString(field, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    out += "]);\n".utf8
    return out
  }

  /// One shard: its words, sorted, each with the delta-coded sections that have it in the
  /// title and in the text.
  private func shardScript(_ shard: Int) -> [UInt8] {
    var words = WordTable(capacity: 1024)
    var titles: [[Int32]] = []
    var bodies: [[Int32]] = []
    var global = Array(repeating: Int32(-1), count: groups.map(\.words.count).max() ?? 0)
    var offset: Int32 = 0
    for group in groups {
      for local in group.shardWords[shard] {
        let number = group.words.word(local).withUnsafeBufferPointer { words.number(of: $0) }
        if Int(number) == titles.count {
          titles.append([])
          bodies.append([])
        }
        global[Int(local)] = number
      }
      for hit in group.titleHits[shard] {
        titles[Int(global[Int(hit.word)])].append(hit.section + offset)
      }
      for hit in group.bodyHits[shard] {
        bodies[Int(global[Int(hit.word)])].append(hit.section + offset)
      }
      offset += Int32(group.documents.count)
    }
    let sorted = (0..<Int32(words.count)).sorted {
      words.word($0).lexicographicallyPrecedes(words.word($1))
    }
    var out: [UInt8] = Array("SG_SEARCH.shard(\"\(Self.shardNames[shard])\",{".utf8)
    for (position, number) in sorted.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      // NB: words are letters and digits only, so quoting them is valid JSON.
      out.append(UInt8(ascii: "\""))
      out += words.word(number)
      out += "\":[[".utf8
      Self.appendDeltas(titles[Int(number)], to: &out)
      out += "],[".utf8
      Self.appendDeltas(bodies[Int(number)], to: &out)
      out += "]]".utf8
    }
    out += "});\n".utf8
    return out
  }
}
