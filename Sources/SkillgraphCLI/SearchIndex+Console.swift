import Skillgraph

extension SearchIndex {
  /// The index of `folders` at `indexPath` (the user's cache when nil), its notes (a rebuild,
  /// files left out) warned on the current console.
  static func noting(folders: [String], indexPath: String?) -> SearchIndex {
    SearchIndex(
      folders: folders, indexPath: indexPath,
      noting: { [console = Console.current] in console.warn($0) })
  }
}
