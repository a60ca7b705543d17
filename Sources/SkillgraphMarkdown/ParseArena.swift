internal import CCmarkGFM
import Foundation

/// A bump allocator for cmark-gfm: every allocation of one parse comes from a few large blocks,
/// which are released together once the tree has been copied into Swift values.
///
/// NB: cmark-gfm allocates and frees every node, string buffer and delimiter one at a time;
/// with the system allocator that was a fifth of the ingest's instructions. The arena is the
/// parsing thread's own (found through a thread-local key, because cmark's allocator functions
/// take no context), so the parses of other threads never share it.
struct ParseArena {
  private let state: UnsafeMutablePointer<ArenaState>
  private let outer: UnsafeMutableRawPointer?

  /// Creates an empty arena and makes it the calling thread's.
  init() {
    state = .allocate(capacity: 1)
    state.initialize(to: ArenaState())
    outer = pthread_getspecific(arenaKey)
    pthread_setspecific(arenaKey, state)
  }

  /// The allocator to give cmark-gfm: it allocates from the calling thread's arena.
  static var allocator: UnsafeMutablePointer<cmark_mem> { arenaAllocator }

  /// Releases every block and restores the thread's previous arena, if any.
  func release() {
    var block = state.pointee.block
    while let current = block {
      block = current.load(as: UnsafeMutableRawPointer?.self)
      free(current)
    }
    state.deallocate()
    pthread_setspecific(arenaKey, outer)
  }
}

/// One arena's blocks: each block starts with a link to the previous one; every allocation is
/// preceded by a header holding its size.
private struct ArenaState {
  var block: UnsafeMutableRawPointer?
  var next = 0
  var end = 0
  /// Where the latest allocation's header is, so that growing it can happen in place.
  var last = -1

  static let header = 16
  static let blockSize = 64 * 1024

  mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer {
    let rounded = (size + 15) & ~15
    if block == nil || next + Self.header + rounded > end {
      let capacity = max(Self.blockSize, Self.header * 2 + rounded)
      guard let fresh = malloc(capacity) else {
        preconditionFailure("out of memory in the Markdown parser's arena")
      }
      fresh.storeBytes(of: block, as: UnsafeMutableRawPointer?.self)
      block = fresh
      next = Self.header
      end = capacity
    }
    let start = block! + next
    start.storeBytes(of: size, as: Int.self)
    last = next
    next += Self.header + rounded
    return start + Self.header
  }

  mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int)
    -> UnsafeMutableRawPointer
  {
    guard let pointer else { return allocate(size) }
    let start = pointer - Self.header
    let oldSize = start.load(as: Int.self)
    let rounded = (size + 15) & ~15
    if let block, start == block + last, last + Self.header + rounded <= end {
      start.storeBytes(of: size, as: Int.self)
      next = last + Self.header + rounded
      return pointer
    }
    if size <= oldSize { return pointer }
    let fresh = allocate(size)
    fresh.copyMemory(from: pointer, byteCount: oldSize)
    return fresh
  }
}

private let arenaKey: pthread_key_t = {
  var key = pthread_key_t()
  precondition(pthread_key_create(&key, nil) == 0, "pthread_key_create failed")
  return key
}()

private func currentArena() -> UnsafeMutablePointer<ArenaState> {
  guard let state = pthread_getspecific(arenaKey) else {
    preconditionFailure("cmark-gfm allocated outside a ParseArena")
  }
  return state.assumingMemoryBound(to: ArenaState.self)
}

nonisolated(unsafe) private let arenaAllocator: UnsafeMutablePointer<cmark_mem> = {
  let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
  memory.initialize(
    to: cmark_mem(
      calloc: { count, size in
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow else { return nil }
        let pointer = currentArena().pointee.allocate(total)
        memset(pointer, 0, total)
        return pointer
      },
      realloc: { pointer, size in currentArena().pointee.reallocate(pointer, size) },
      free: { _ in }))
  return memory
}()
