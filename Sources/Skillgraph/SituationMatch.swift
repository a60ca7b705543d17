public import SkillgraphDecisions
import SkillgraphIngest
public import SkillgraphModel
public import SkillgraphSearch

/// The decision tree a description in words leads to, and what the description settles there.
///
/// The description is read against every tree (`SituationReader`): the tree whose title it
/// names, or whose questions it answers, most. Two trees named as much are told apart by the
/// search (the first of its results, in rank order, that lies in one of them or that their
/// outcomes lead to); when the search does not tell them apart either, no tree is chosen and
/// both are offered. A description that names no tree, or only one question of a tree without
/// its title, leads to the tree the search's first result speaks for (it lies in that tree, or
/// it is a pattern an outcome of the tree recommends), when the content covers it. In the tree,
/// the result then weighs against the words question by question (`settle`). A symptom
/// (`lookingDeeper`) then goes to the tree that the reader and the best ten results favour
/// together, when it is not the one chosen (`treeTheEvidenceFavours`); trees a symptom names
/// equally that neither the first result nor the scope rule tells apart go to the one the best
/// ten results clearly favour (`treeTheEvidenceSettles`).
public struct SituationMatch: Sendable {
  /// The tree found, if any.
  public var tree: DecisionTree?
  /// What the description settles in `tree`.
  public var reading: SituationReading?
  /// The trees the description names equally when no tree was chosen between them.
  public var tied: [DecisionTree]
  /// The search that found it: its results and whether the content covers the words.
  public var search: SearchResponse

  /// How many of the best results may lead to a tree: a tree that only a result further down
  /// touches is about something else ("CLClientIsBackgroundable" reached the tree on tasks
  /// ending early through its seventh result).
  public static let depth = 5

  /// How many of the best results may lead a description that names no tree to one.
  static let leadingDepth = 3

  /// How many of the best results may lead a description to a tree when `lookingDeeper`.
  static let deeperDepth = 10

  /// Reads `situation` against `trees` and searches `index` for it. With `lookingDeeper`, when
  /// none of the best three results leads to one of `trees`, the first of the best ten that
  /// does leads the description to it: the symptom trees of a diagnostic skill check what its
  /// own sections explain, and a symptom ("the continued export expires") finds the patterns
  /// of the skill it is about (the continued task's) before those sections.
  public init(
    situation: String, trees: [DecisionTree], index: SearchIndex, reader: SituationReader,
    lookingDeeper: Bool = false
  ) throws(IndexError) {
    search = try index.search(
      SearchRequest(
        text: situation, limit: lookingDeeper ? Self.deeperDepth : Self.depth, maxTokens: 0))
    tree = nil
    tied = []
    // NB: an app on a platform the collection does not cover is no tree's, however many words
    // it shares with them ("Mac app (AppKit) ... quietly quits in the background").
    guard !search.namesOtherPlatform else {
      reading = nil
      return
    }
    // NB: a decision's description in the developer's own words holds little of any result, and
    // names the collection's topic ("an MFi accessory over iAP2"); a symptom's keeps the search's
    // confidence: "cut off halfway ... never to run again" names two symptoms equally, and the
    // first result would choose one.
    let covered = search.confidence == .high || (!lookingDeeper && search.namesOwnTopic)
    let searched = covered ? Self.firstTree(in: search, among: trees) : nil
    // NB: the first result that leads to a tree among the best three, or the best ten when
    // looking deeper: those three come first either way.
    let leading =
      covered
      ? search.results.prefix(lookingDeeper ? Self.deeperDepth : Self.leadingDepth).lazy
        .compactMap { Self.tree(for: $0, among: trees) }.first : nil
    let ranked = reader.rank(situation, among: trees)
    let strongEnough = { (entry: (tree: DecisionTree, reading: SituationReading, strength: Int)) in
      entry.strength >= Self.strengthAlone
        && entry.reading.answers.count + entry.reading.ambiguous.count
          + entry.reading.factQuestions >= 1
    }
    if let best = ranked.first, let leading, best.strength < Self.strengthAlone,
      !ranked.contains(where: { $0.tree.id == leading.id && $0.strength == best.strength })
    {
      // NB: one question named without the title ("background" in "App killed in the
      // background?") says less than the section the whole description finds first.
      tree = leading
    } else if let best = ranked.first, covered || strongEnough(best) {
      let top = ranked.filter { $0.strength == best.strength }.map(\.tree)
      // NB: among trees named as much, the one whose whole title the description holds: "SwiftUI
      // view not updating" names "View not updating?" whole and "Live Activity not updating
      // from push?" by two of its words.
      let whole = ranked.filter { $0.strength == best.strength && $0.reading.holdsWholeTitle }
      if top.count == 1 {
        tree = best.tree
      } else if whole.count == 1, let only = whole.first {
        tree = only.tree
      } else if covered,
        let leadingTop = search.results.prefix(lookingDeeper ? Self.deeperDepth : Self.depth)
          .lazy.compactMap({ Self.tree(for: $0, among: top) }).first
      {
        // NB: the trees named equally are told apart by the first result that lies in one of
        // them or that their outcomes lead to: "the refresh task expires after 2 seconds" names
        // the trees of tasks ending early and of continued tasks expiring as much.
        tree = leadingTop
      } else {
        tied = top
      }
    } else if ranked.isEmpty {
      tree = searched ?? leading
    }
    if tree == nil, lookingDeeper, search.confidence == .low,
      let agreed = Self.treeBothSignalsName(ranked: ranked, search: search, among: trees)
    {
      tree = agreed
    }
    // NB: only between trees the description names: one that names none ("my widget shows
    // stale data") finds some section of the diagnostic skill too, and it is not covered.
    if tree == nil, lookingDeeper, covered, !tied.isEmpty {
      tree = try Self.treeWithinItsSkill(situation, among: tied, index: index)
      if tree != nil { tied = [] }
    }
    // NB: trees that the description names as much as each other, by their titles or
    // questions, are offered even when the search doubts its other words: "gets cut off
    // halfway ... never runs again" names two symptoms, and the content covers both.
    if tree == nil, tied.isEmpty, let best = ranked.first, best.strength >= 1 {
      let top = ranked.filter { $0.strength == best.strength }
      if top.count > 1 { tied = top.map(\.tree) }
    }
    if tree == nil, lookingDeeper, tied.count > 1,
      let settled = Self.treeTheEvidenceSettles(
        among: tied, ranked: ranked, search: search)
    {
      tree = settled
      tied = []
    }
    if lookingDeeper,
      let favoured = Self.treeTheEvidenceFavours(
        over: tree, ranked: ranked, search: search, among: trees)
    {
      tree = favoured
      tied = []
    }
    reading = tree.map {
      Self.reading(situation, in: $0, search: search, reader: reader, trusted: covered)
    }
  }

  /// What `situation` settles in `tree`, a tree named rather than found: the same reading as
  /// when the description finds the tree.
  public static func reading(
    _ situation: String, in tree: DecisionTree, index: SearchIndex, reader: SituationReader
  ) throws(IndexError) -> SituationReading {
    let search = try index.search(
      SearchRequest(text: situation, limit: Self.leadingDepth, maxTokens: 0))
    return reading(
      situation, in: tree, search: search, reader: reader, trusted: search.confidence == .high)
  }

  /// What the reader reads of `situation` in `tree`, with the first question settled by the
  /// first of the search's best results that an outcome of the tree leads to, when the content
  /// covers the description (`trusted`; `settleRoot`).
  private static func reading(
    _ situation: String, in tree: DecisionTree, search: SearchResponse, reader: SituationReader,
    trusted: Bool
  ) -> SituationReading {
    var reading = reader.read(situation, in: tree)
    reading.settlePath(toCodesIn: tree)
    let leading = search.results.prefix(leadingDepth).first { result in
      result.skill.id == tree.skillID && speaks(for: result, tree.root)
    }
    // NB: one word shared with a result settles an option only when no result of the tree's
    // skill ranks above it: "Waiting hours for iOS to run my BGTask" shares "waiting" with the
    // skill's third result, the Background Assets pattern, and nothing else; the silent push
    // pattern may follow the API reference's section on silent pushes.
    let first = leading.map { $0.id == search.results.first { $0.skill.id == tree.skillID }?.id }
    var namingRoot: [SituationReading.Settled] = []
    if case .question(let root) = tree.root {
      namingRoot =
        (reading.answers[root.id].map { [$0] } ?? []) + (reading.competing[root.id] ?? [])
    }
    // NB: when the scope rule doubts the description (`trusted` false), the result still chooses
    // among the options the description names clearly, or one it mentions: the reader has
    // narrowed them down.
    if let leading, let first {
      settleRoot(
        of: tree, by: leading, in: &reading, situation: situation, reader: reader,
        trusted: trusted, first: first)
    }
    if trusted {
      settleRootByAgreement(
        of: tree, in: &reading, search: search, situation: situation, reader: reader,
        namedByWords: namingRoot)
    }
    if let leading, let first {
      settleBelowRoot(
        of: tree, by: leading, in: &reading, situation: situation, reader: reader,
        trusted: trusted, first: first)
    }
    return reading
  }

  /// Settles the first question of `tree` by `result`, the first of the search's best results
  /// that an outcome of the tree leads to (`settle(_:by:in:situation:reader:)`).
  private static func settleRoot(
    of tree: DecisionTree, by result: SearchResult, in reading: inout SituationReading,
    situation: String, reader: SituationReader, trusted: Bool, first: Bool
  ) {
    guard case .question(let root) = tree.root, result.skill.id == tree.skillID else { return }
    guard let answer = reading.answers[root.id] else {
      // NB: a yes/no check is not answered by where the result lies: the error codes' section,
      // below "Testing in the Simulator?" → NO, says nothing of where the app was tested.
      guard root.kind != .yesNo else { return }
      _ = settle(
        root, by: result, in: &reading, situation: situation, reader: reader, trusted: trusted,
        first: first)
      return
    }
    guard trusted else { return }
    // NB: the two readings disagree: the option the words name is not the one whose outcomes
    // lead to what the whole description finds ("GPS fixes every few seconds with the screen
    // off" names short work at the move to the background, and finds the location pattern).
    // Unless the words mention the result's option too, asking is better than settling wrongly.
    if let option = onlyOption(of: root, leadingTo: result), option.id != answer.optionID {
      overrule(
        root, with: option, by: result, in: &reading, situation: situation, reader: reader,
        first: first)
    }
  }

  /// Settles `question` on `option`, the one option the result leads to, against the option
  /// the words chose, when the words mention `option` too (`wordsAgreeing`): two readings
  /// against one ("playback stops the moment ... the user switches apps ... keep playing" names
  /// short work at the move to the background, and the audio option below "Another background
  /// mode", whose pattern the search finds). Otherwise the question is asked.
  private static func overrule(
    _ question: DecisionQuestion, with option: DecisionOption, by result: SearchResult,
    in reading: inout SituationReading, situation: String, reader: SituationReader, first: Bool
  ) {
    if first,
      let words = wordsAgreeing(
        with: result, on: option, of: question, situation: situation, reader: reader)
    {
      reading.answers[question.id] = .init(optionID: option.id, words: words)
      return
    }
    reading.answers[question.id] = nil
    reading.ambiguous.append(question.id)
  }

  /// The words of `situation` that mention `option` of `question`, or an option of a question
  /// with options below it (not a yes/no check, not a question of facts) that is the one
  /// leading to `result` there, other than the words of the skill's name: the words that agree
  /// with the result.
  private static func wordsAgreeing(
    with result: SearchResult, on option: DecisionOption, of question: DecisionQuestion,
    situation: String, reader: SituationReader
  ) -> [String]? {
    // NB: not by the words of the skill's name: "background" in "Another background mode".
    let mentioning = { (question: DecisionQuestion, option: DecisionOption) -> [String]? in
      let words = reader.mentions(in: situation, of: question).first { $0.optionID == option.id }
        .map { withoutTopic($0.words, of: result) }
      return words?.isEmpty == false ? words : nil
    }
    if let own = mentioning(question, option) { return own }
    var found: [String]?
    option.next?.forEachNode { node in
      // NB: not a question of facts ("iOS 16+?", "Runtime ≤ 30 seconds?"): a version or a
      // duration says nothing of what the app does.
      guard found == nil, case .question(let below) = node, below.kind == .multipleChoice,
        below.options.allSatisfy({ $0.guardCondition == nil }),
        let leading = onlyOption(of: below, leadingTo: result)
      else { return }
      found = mentioning(below, leading)
    }
    return found
  }

  /// Settles, on the path the description has settled from the first question down, each
  /// question answered otherwise than the result leads to by the result when the words mention
  /// its option (`overrule`), asking it otherwise, and each question with options that it
  /// leaves open (`settle(_:by:in:situation:reader:)`):
  /// "periodic background refresh of the forecast" finds the refresh pattern, which only
  /// "Runtime ≤ 30 seconds?" leads to. Not a yes/no question (the checks of a symptom tree), one
  /// a stated fact settles, or a version: a result does not say which systems the app supports.
  private static func settleBelowRoot(
    of tree: DecisionTree, by result: SearchResult, in reading: inout SituationReading,
    situation: String, reader: SituationReader, trusted: Bool, first: Bool
  ) {
    guard case .question(let root) = tree.root, reading.answers[root.id] != nil,
      result.skill.id == tree.skillID
    else { return }
    var node = tree.root
    while case .question(let question) = node {
      if let answer = reading.answers[question.id] {
        // NB: as for the first question, readings that disagree are asked unless the words
        // mention the result's option too: "playback must continue on the lock screen" names
        // the Lock Screen's Live Activity in words, and finds the audio pattern.
        if trusted, question.id != root.id,
          let option = onlyOption(of: question, leadingTo: result), option.id != answer.optionID
        {
          overrule(
            question, with: option, by: result, in: &reading, situation: situation,
            reader: reader, first: first)
          guard reading.answers[question.id] != nil else { return }
        }
        guard
          let next = question.options.first(where: {
            $0.id == reading.answers[question.id]?.optionID
          })?.next
        else { return }
        node = next
        continue
      }
      let fact = question.options.compactMap(\.guardCondition).first?.factName
      guard question.kind == .multipleChoice, fact != "ios",
        fact.map({ reading.facts[$0] == nil }) ?? true,
        let next = settle(
          question, by: result, in: &reading, situation: situation, reader: reader,
          trusted: trusted, first: first)
      else { return }
      node = next
    }
  }

  /// Settles `question` when the outcomes below exactly one of its options lead to `result`
  /// (`speaks(for:_:)`), and returns what that option leads to. When the description names
  /// none of the options, the words it shares with what the result is for settle it (its title
  /// and first paragraph, a pattern's "Use when"); when it names several about as much, the
  /// result chooses among those it names clearly ("taps Export ... keeps going after they leave
  /// the app" names user-started work and work at the move to the background, and finds the
  /// pattern of the first), and a question none of whose options is named clearly ("user",
  /// "keep") is read as one it names none of. When the content does not seem to cover the
  /// description (`trusted` false), the result chooses only among options named clearly, or an
  /// option the words mention too (`wordsAgreeing`); and a result below another of its skill
  /// (`first` false) needs two shared words. A result that several options lead to chooses the
  /// one named clearly alone, or, when none is, the one the description mentions alone
  /// (`SituationReader.mentions(in:of:)`). The one option a result leads to is chosen against
  /// options named clearly when the words mention it too.
  private static func settle(
    _ question: DecisionQuestion, by result: SearchResult, in reading: inout SituationReading,
    situation: String, reader: SituationReader, trusted: Bool, first: Bool
  ) -> DecisionNode? {
    let named = reading.competing[question.id] ?? []
    let chosen: SituationReading.Settled
    let option: DecisionOption
    if !named.isEmpty {
      // NB: among the options named, the one the result leads to, even when the result leads
      // to others too: the transfers' pattern lies below downloads and uploads, and "offline
      // map downloads" names downloads clearly and streamed video by "offline" alone.
      let leading = options(of: question, among: named, leadingTo: result)
      // NB: a result that several options lead to chooses only the one option named clearly:
      // the codes' section, linked from the SIGKILL and the thermal options, does not choose
      // between a pasted SIGKILL line and the 0xdead10cc code named beside it.
      let only = onlyOption(of: question, leadingTo: result)
      if leading.count == 1, let pick = leading.first,
        only?.id == pick.1.id || (only == nil && named.count == 1)
      {
        (chosen, option) = pick
      } else if first, let only,
        let words = wordsAgreeing(
          with: result, on: only, of: question, situation: situation, reader: reader)
      {
        (chosen, option) = (.init(optionID: only.id, words: words), only)
      } else {
        return nil
      }
    } else if !trusted {
      // NB: when the scope rule doubts the description, the result chooses only an option the
      // words mention too: "the BLE glucose sensor" mentions the Bluetooth option, below
      // "Another background mode", that the CoreBluetooth pattern found first lies under.
      guard first, let only = onlyOption(of: question, leadingTo: result),
        reading.leaning[question.id].map({ $0.optionID == only.id }) ?? true,
        let words = wordsAgreeing(
          with: result, on: only, of: question, situation: situation, reader: reader)
      else { return nil }
      (chosen, option) = (.init(optionID: only.id, words: words), only)
    } else {
      if let only = onlyOption(of: question, leadingTo: result) {
        if let leaning = reading.leaning[question.id], leaning.optionID != only.id { return nil }
        var words = wordsShared(by: situation, withPurposeOf: result, reader: reader)
        // NB: as when the scope rule doubts the words, the first result also chooses an option
        // they mention: "pull the change ... without showing any notification" shares no word
        // with what the silent push pattern is for, and mentions "a change of data".
        if first, words.isEmpty {
          words =
            wordsAgreeing(
              with: result, on: only, of: question, situation: situation, reader: reader) ?? []
        }
        guard words.count >= (first ? 1 : 2) else { return nil }
        (chosen, option) = (.init(optionID: only.id, words: words), only)
      } else {
        // NB: a result that leads to several options chooses the one of them the description
        // mentions alone: the transfers' pattern lies below downloads and uploads, and "when
        // its downloads finish" mentions the first (and automatic downloads, which the result
        // is not below).
        guard first else { return nil }
        let leading = options(
          of: question, among: reader.mentions(in: situation, of: question), leadingTo: result)
        guard leading.count == 1, let only = leading.first else { return nil }
        (chosen, option) = only
      }
    }
    guard let next = option.next else { return nil }
    reading.answers[question.id] = chosen
    reading.ambiguous.removeAll { $0 == question.id }
    reading.competing[question.id] = nil
    return next
  }

  /// The options of `question` among `settled` whose outcomes lead to `result`
  /// (`speaks(for:_:)`), each with the words that named it.
  private static func options(
    of question: DecisionQuestion, among settled: [SituationReading.Settled],
    leadingTo result: SearchResult
  ) -> [(SituationReading.Settled, DecisionOption)] {
    settled.compactMap { named in
      question.options.first { $0.id == named.optionID }.flatMap { option in
        option.next.map { speaks(for: result, $0) } == true ? (named, option) : nil
      }
    }
  }

  /// The one option of `question` whose outcomes lead to `result` (`speaks(for:_:)`); nil when
  /// none or several do.
  private static func onlyOption(of question: DecisionQuestion, leadingTo result: SearchResult)
    -> DecisionOption?
  {
    let leading = question.options.filter { option in
      option.next.map { speaks(for: result, $0) } ?? false
    }
    return leading.count == 1 ? leading.first : nil
  }

  /// The words `situation` shares with what `result` is for (`purpose(of:)`), not the words
  /// of the skill's own name: "background" is what every option of a skill on background
  /// processing is about (a question about the scheduled requests shares only it with the
  /// widget pattern).
  static func wordsShared(
    by situation: String, withPurposeOf result: SearchResult, reader: SituationReader
  ) -> [String] {
    withoutTopic(reader.sharedWords(situation, with: purpose(of: result)), of: result)
  }

  /// `words` without those of the name of `result`'s skill.
  private static func withoutTopic(_ words: [String], of result: SearchResult) -> [String] {
    let topic = Set(result.skill.id.split(separator: "-").map { DescriptionTerms.stem($0) })
    return words.filter { !topic.contains(DescriptionTerms.stem(Substring($0.lowercased()))) }
  }

  /// What `result` is for: its title and first paragraph (a pattern's "Use when"), not the
  /// words of its code.
  private static func purpose(of result: SearchResult) -> String {
    let lead =
      result.text.split(separator: "\n\n", maxSplits: 2).first { !$0.hasPrefix("#") } ?? ""
    return result.title + "\n" + lead
  }

  /// The tree whose section is the search's first result, when the description settles one of
  /// its questions; else the tree the reader ranks first alone, by its title or a question the
  /// description settles, when one of the search's best ten results lies in it or leads to it
  /// (`tree(for:among:)`): two readings of the description that agree. The scope rule judges a
  /// long description by all its words ("On one tester's iPad submit fails with Code=1 ... she
  /// turned off some battery stuff"), while the code it names settles the first question of
  /// "Task never runs?", whose own sections the search finds first. A question whose options the
  /// description names about equally is not enough ("Code=-1001" in a request that times out on
  /// screen).
  private static func treeBothSignalsName(
    ranked: [(tree: DecisionTree, reading: SituationReading, strength: Int)],
    search: SearchResponse, among trees: [DecisionTree]
  ) -> DecisionTree? {
    // NB: first, the tree whose section the first result is, when the words settle one of its
    // questions: "'Terminated due to memory issue' ... full cold launch" settles the memory
    // option of the killed app's tree, whose section comes first, while "from Xcode" names the
    // title of the tree on builds that only work in development.
    if let first = search.results.first,
      let holding = trees.first(where: { holds(first, $0) }),
      ranked.contains(where: { $0.tree.id == holding.id && !$0.reading.answers.isEmpty })
    {
      return holding
    }
    guard let best = ranked.first, ranked.dropFirst().first?.strength != best.strength,
      !best.reading.titleWords.isEmpty || !best.reading.answers.isEmpty
    else { return nil }
    let found = search.results.prefix(deeperDepth).contains {
      tree(for: $0, among: trees)?.id == best.tree.id
    }
    return found ? best.tree : nil
  }

  /// The tree among `trees` that the first of the best results within their skill lies in or
  /// leads to, when one skill holds them all: the symptom trees of a diagnostic skill check what
  /// its sections explain, and a description in a developer's words ("the export gets cancelled
  /// after a minute") finds the patterns of the skill it is about before any of those sections.
  private static func treeWithinItsSkill(
    _ situation: String, among trees: [DecisionTree], index: SearchIndex
  ) throws(IndexError) -> DecisionTree? {
    let skills = Set(trees.map(\.skillID))
    guard skills.count == 1, let skill = skills.first else { return nil }
    let within = try index.search(
      SearchRequest(text: situation, limit: deeperDepth, skillID: skill, maxTokens: 0))
    return within.results.lazy.compactMap { tree(for: $0, among: trees) }.first
  }

  /// How strongly a description must name a tree to lead to it when the search finds that the
  /// content does not cover its words: two of its questions, or its title and a question (the
  /// title alone is not enough: "expired" names the tree of tasks that expire, and a token).
  static let strengthAlone = 2

  /// The tree among `trees` that `result` lies in, else the one whose outcomes lead to it
  /// most (`speaks(for:_:)`), the first of those equally.
  private static func tree(for result: SearchResult, among trees: [DecisionTree])
    -> DecisionTree?
  {
    if let holding = trees.first(where: { holds(result, $0) }) { return holding }
    // NB: the tree whose outcomes lead there most: "Task never runs?" links the continued
    // task's checks from one branch, "Continued task expires?" from nearly all of them.
    var best: (tree: DecisionTree, count: Int)?
    for tree in trees where tree.skillID == result.skill.id {
      let count = count(of: tree.root.outcomes, leadingTo: result)
      if count > (best?.count ?? 0) { best = (tree, count) }
    }
    return best?.tree
  }

  /// Whether an outcome at or below `node` leads to `result`, a result of the node's skill: a
  /// pattern it names by number (`(Pattern 7)`), or a section it links by anchor
  /// (`[Registration](#registration-checks)`).
  static func speaks(for result: SearchResult, _ node: DecisionNode) -> Bool {
    count(of: node.outcomes, leadingTo: result) > 0
  }

  /// How many of `outcomes` lead to `result` (`speaks(for:_:)`).
  static func count(of outcomes: [DecisionOutcome], leadingTo result: SearchResult)
    -> Int
  {
    let number = result.kind == .pattern ? patternNumber(of: result.id) : nil
    let anchor = result.id.split(separator: "#", maxSplits: 1).dropFirst().first.map {
      "#" + $0
    }
    guard number != nil || anchor != nil else { return 0 }
    let leading = outcomes.filter { outcome in
      number.map { outcome.patternNumbers.contains($0) } == true
        || anchor.map { outcome.links.contains($0) } == true
    }
    return leading.count
  }

  /// Whether `result` lies in `tree`'s lines.
  static func holds(_ result: SearchResult, _ tree: DecisionTree) -> Bool {
    tree.skillID == result.skill.id && result.source.startLine <= tree.source.endLine
      && tree.source.startLine <= result.source.endLine
  }

  /// N in a pattern's ID (`skill/pattern-N`).
  private static func patternNumber(of id: String) -> Int? {
    guard let last = id.split(separator: "/").last, last.hasPrefix("pattern-") else { return nil }
    return Int(last.dropFirst("pattern-".count))
  }

  /// The tree among `trees` holding the first of `search`'s results that lies in one.
  private static func firstTree(in search: SearchResponse, among trees: [DecisionTree])
    -> DecisionTree?
  {
    for result in search.results.prefix(depth) {
      if let found = trees.first(where: { holds(result, $0) }) { return found }
    }
    return nil
  }
}

extension SituationReader {
  /// A reader for the trees of `graph`, with the vocabulary of `folders` (the general list and
  /// each folder's own).
  public init(graph: KnowledgeGraph, folders: [String]) {
    self.init(graph: graph, vocabulary: Vocabulary.load(Vocabulary.files(for: folders)).vocabulary)
  }
}
