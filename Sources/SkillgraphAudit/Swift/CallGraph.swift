/// Which code can run from which, by name: a context refers to a name, and every function,
/// property or type's initializers of that name may run from it. It over-approximates (two
/// functions of one name are one node), so that "not reached" is said only when no chain of
/// names leads there.
struct CallGraph {
  private let module: SwiftModule
  private var byName: [String: [Int]] = [:]
  private var adjacency: [[Int]] = []

  init(module: SwiftModule) {
    self.module = module
    var byName: [String: [Int]] = [:]
    var membersByType: [String: [Int]] = [:]
    // NB: each context is read where it is held: a copy of it (seven strings and arrays
    // retained, then released) cost more than the rest of the loop.
    for index in module.contexts.indices {
      switch module.contexts[index].kind {
      case .function, .property:
        byName[module.contexts[index].name, default: []].append(index)
        if let type = module.contexts[index].typeName, module.contexts[index].kind == .property,
          !module.contexts[index].isStatic
        {
          membersByType[type, default: []].append(index)
        }
      case .initializer:
        if let type = module.contexts[index].typeName {
          membersByType[type, default: []].append(index)
        }
      case .topLevel:
        continue
      }
    }
    for (type, members) in membersByType { byName[type, default: []] += members }
    self.byName = byName
    // NB: each name the module refers to is looked up once, and a context's successors are
    // kept unique by marking each with the last context that took it.
    let named = module.names.map { byName[$0] ?? [] }
    var takenBy = [Int](repeating: -1, count: module.contexts.count)
    adjacency = module.contexts.indices.map { index in
      var successors: [Int] = []
      for name in module.contexts[index].references {
        for next in named[Int(name)] where takenBy[next] != index {
          takenBy[next] = index
          successors.append(next)
        }
      }
      return successors
    }
  }

  /// The contexts a context may run, by the names it refers to.
  func successors(of context: Int) -> [Int] { adjacency[context] }

  /// Every context reachable from `roots` (the roots included), not going through `avoiding`.
  func reachable(from roots: [Int], avoiding: Set<Int> = []) -> Set<Int> {
    // NB: marked in an array while walking (every edge is met once), made a set once at the end.
    var seen = [Bool](repeating: false, count: adjacency.count)
    var reached: [Int] = []
    for root in roots where !seen[root] {
      seen[root] = true
      reached.append(root)
    }
    var pending = reached
    while let current = pending.popLast() {
      for next in adjacency[current]
      where !seen[next] && (avoiding.isEmpty || !avoiding.contains(next)) {
        seen[next] = true
        reached.append(next)
        pending.append(next)
      }
    }
    return Set(reached)
  }

  /// The contexts that run the code of a context: its functions, by name.
  func contexts(named name: String) -> [Int] { byName[name] ?? [] }
}
