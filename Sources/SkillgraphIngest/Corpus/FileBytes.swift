package import Foundation
import SkillgraphMarkdown
import SkillgraphModel

/// Reads whole files for the loader.
package enum FileBytes {
  /// The bytes of the file at `path`: read with `open` and `read` into one buffer of the file's
  /// size; on any failure, read again by `Data(contentsOf:)` for its error.
  ///
  /// NB: Foundation's reading cost about 90,000 instructions a file beyond the system calls.
  package static func contents(of path: String) throws -> Data {
    let descriptor = open(path, O_RDONLY)
    if descriptor >= 0 {
      defer { close(descriptor) }
      var status = stat()
      if fstat(descriptor, &status) == 0 {
        let size = Int(status.st_size)
        var data = Data(count: size)
        let count = data.withUnsafeMutableBytes { buffer -> Int in
          var total = 0
          while total < size {
            let got = read(descriptor, buffer.baseAddress! + total, size - total)
            if got <= 0 { return got < 0 ? -1 : total }
            total += got
          }
          return total
        }
        // NB: a file that grew while being read is read again whole below.
        var probe: UInt8 = 0
        if count == size, read(descriptor, &probe, 1) == 0 {
          return data
        }
      }
    }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }
}
