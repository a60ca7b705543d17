/// The site's search index (the engine's is `SearchIndex`, in SQLite): a list of sections
/// (`search/docs.js`) and an inverted index of words, sharded by the word's first character
/// (`search/t-<c>.js`) so that a query loads only the shards of its words. Shards are plain
/// scripts, so they load from `file://` too.
///
/// Sections come in groups (one per skill) whose words are found independently, on any
/// thread; each group is then merged, in the order the groups are added, into what the files
/// need (so the output does not depend on threads) and dropped; at the end every shard is
/// written on its own thread.
///
/// NB: merged, not kept: the groups of ten copies of the Axiom collection, kept whole (a word
/// table and its hits per skill), were about 250 MB of the build's peak; merged, each word's
/// sections are varint deltas, and the documents and excerpts are written out as they come.
package struct SiteSearchIndexBuilder {
  /// A value with every setting at its default.
  package init() {}

  /// The sections added so far.
  package internal(set) var count = 0
  /// `docs.js`'s entries so far, comma-separated.
  var documents: [UInt8] = []
  /// The excerpt files that are full, not yet taken (`takeFullExcerptFiles()`).
  var fullExcerptFiles: [(path: String, contents: [UInt8])] = []
  /// The entries of the excerpt file being filled.
  var excerpts: [UInt8] = []
  /// Per shard: its words and each word's sections.
  var shards = Array(repeating: Postings(), count: shardCount)

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
        let shard = SiteSearchIndexBuilder.shard(of: word[0])
        if Int(number) == lastTitle.count {
          lastTitle.append(-1)
          lastBody.append(-1)
          shardWords[shard].append(number)
        }
        return (number, shard)
      }
      for (position, entry) in entries.enumerated() {
        documents.append([entry.href, entry.title, entry.pageTitle])
        excerpts.append(SiteSearchIndexBuilder.excerpt(of: entry.text))
        let section = Int32(position)
        SiteSearchIndexBuilder.forEachWord(in: entry.title) { word in
          let (number, shard) = number(of: word)
          if lastTitle[Int(number)] != section {
            lastTitle[Int(number)] = section
            titleHits[shard].append(Hit(word: number, section: section))
          }
        }
        SiteSearchIndexBuilder.forEachWord(in: entry.text) { word in
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
}
