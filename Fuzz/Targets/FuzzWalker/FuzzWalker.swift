import FuzzSupport

/// libFuzzer's entry: one input is a folder of files, folders, links and FIFOs to read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzWalks.walk(data, size)
  return 0
}

/// The entry SwiftPM links as `main` in a debug build: libFuzzer's driver.
@_cdecl("FuzzWalker_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  runFuzzer(argc, argv, fuzz)
}
