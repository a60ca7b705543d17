import Skillgraph

extension SymptomCatalog {
  /// What a symptom described in words (or a pasted console line) led to: the tree whose
  /// section holds the best search result that lies in a symptom tree, if any, and the search
  /// that found it.
  struct WordsMatch {
    var tree: DecisionTree?
    var search: SearchResponse
  }

  /// The symptom tree that `text` describes: the first of the best ten search results that lies
  /// within a diagnostic tree's section names it. None when no result lies in a tree, or when
  /// the content does not cover the words (`AnswerConfidence.high` is needed).
  func tree(describedBy text: String, folders: [String], indexPath: String?)
    throws(CommandFailure) -> WordsMatch
  {
    let response: SearchResponse
    do {
      response = try SearchIndex(folders: folders, indexPath: indexPath).search(
        SearchRequest(text: text, limit: 10))
    } catch {
      throw .io(error.description)
    }
    guard response.confidence == .high else { return WordsMatch(tree: nil, search: response) }
    for result in response.results {
      let found = trees.first { tree in
        tree.skillID == result.skill.id && result.source.startLine <= tree.source.endLine
          && tree.source.startLine <= result.source.endLine
      }
      if let found { return WordsMatch(tree: found, search: response) }
    }
    return WordsMatch(tree: nil, search: response)
  }
}
