import Skillgraph

extension SearchIndex {
  /// The index of `folders` at `indexPath` (the user's cache when nil), its notes (a rebuild,
  /// files left out) warned on the current console, its progress shown there while it is built.
  static func noting(folders: [String], indexPath: String?) -> SearchIndex {
    var index = SearchIndex(
      folders: folders, indexPath: indexPath,
      noting: { [console = Console.current] in console.warn($0) })
    index.progress = Console.current.indexProgress
    return index
  }
}
