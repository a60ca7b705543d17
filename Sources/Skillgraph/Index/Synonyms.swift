/// The words developers use for the same thing, grouped by concept: "kill", "swipe away" and
/// "force quit" all name the user terminating the app.
///
/// Both the indexed text and the query are scanned for these phrases; each concept found adds
/// one marker term (`qx` + the concept) to the unit's keywords or to the query, so that a
/// question in one wording finds a section written in another. Phrases are lowercase words
/// separated by single spaces, apostrophes removed ("doesnt"), and match whole words.
enum Synonyms {
  /// Each concept and its phrases: the general ones, then those of background execution.
  static let concepts = generalConcepts + backgroundExecutionConcepts

  /// Concepts of iOS development at large, and of background execution as most questions
  /// name it.
  static let generalConcepts: [(concept: String, phrases: [String])] = [
    (
      "forcequit",
      [
        "force quit", "force quits", "force quitting", "force quitted", "force closed",
        "force close", "swipe away", "swiped away", "swipes away", "swiping away", "swipe up",
        "swiped up", "swipe it away", "swipe the app", "swiped the app", "kill the app",
        "killed the app", "kills the app", "killing the app", "app killed", "app is killed",
        "app was killed", "app switcher", "multitasking switcher", "close all my apps",
        "closes all their apps", "close my apps", "terminated by the user", "user terminated",
        "user force", "kill app", "kills app", "killed app", "kill my app", "killed my app",
        "kill it", "killed it", "close the app", "closed the app", "closes the app",
        "closing the app", "app is closed", "app closed", "when the app is closed",
        "close all apps", "close apps", "closing apps", "closes apps", "swipe apps away",
        "swipes every app away", "swiping the app away", "swipe the app away",
        "swipes the app away", "swiping it away", "force quits the app", "force quit the app",
        "fully closed", "completely closed", "terminate the app",
      ]
    ),
    (
      "apprefresh",
      [
        "background fetch", "background app refresh", "app refresh", "bgapprefreshtask",
        "refresh task", "periodic refresh", "performfetchwithcompletionhandler",
        "setminimumbackgroundfetchinterval", "fetch new content", "refresh content",
        "refresh in the background", "fetch in the background", "background refresh",
        "bgapprefreshtaskrequest", "fresh content", "keep content fresh", "latest content",
        "refresh data", "background sync", "background update", "background updates",
        "update in the background", "updates in the background", "sync in the background",
        "keep data up to date", "up to date", "content is already fresh",
      ]
    ),
    (
      "neverruns",
      [
        "doesnt fire", "does not fire", "never fires", "never fired", "not firing", "never runs",
        "never run", "never ran", "not running", "doesnt run", "does not run", "didnt run",
        "isnt called", "is not called", "not called", "never called", "never gets called",
        "not being called", "not triggered", "never triggers", "never triggered",
        "doesnt trigger", "never executes", "doesnt execute", "not executed", "never launched",
        "never happens", "nothing happens", "not invoked", "never invoked", "not scheduled",
        "never scheduled", "does nothing", "nothing runs", "never comes", "never gets executed",
        "doesnt get called", "never fire", "wont run", "wont fire", "not firing at all",
        "never works", "nothing happened",
      ]
    ),
    (
      "expiration",
      [
        "expiration handler", "expirationhandler", "expiration", "expired", "expires", "expire",
        "time limit", "runs out of time", "ran out of time", "out of time", "terminated early",
        "killed early", "killed after", "stops after", "cut off", "watchdog", "8badf00d",
        "time budget", "time remaining", "backgroundtimeremaining", "deadline", "gets killed",
        "killed before", "terminated before", "before it finishes", "doesnt finish",
        "never finishes", "cut short", "stopped early", "stops early", "terminates early",
        "0x8badf00d", "time runs out", "when time runs out", "time is up", "takes the time back",
        "needs the time back", "stopped half way", "half way", "halfway", "part way", "partway",
        "midway", "interrupted", "gets interrupted", "terminates at once", "die part way",
      ]
    ),
    (
      "silentpush",
      [
        "silent push", "silent pushes", "silent notification", "silent notifications",
        "content available", "background notification", "background push",
        "didreceiveremotenotification", "push to wake", "server triggered", "server push",
        "wake the app from the server", "apns", "apns priority", "apns priority 5",
        "apns priority 10", "priority 5", "priority 10", "apns push type", "push type background",
        "remote notification", "remote notifications", "fetchcompletionhandler",
        "uibackgroundfetchresult", "newdata", "nodata", "push not delivered", "pushes not arriving",
        "push doesnt wake", "wake from push",
      ]
    ),
    (
      "bgtransfer",
      [
        "background download", "background downloads", "background upload", "background uploads",
        "background transfer", "background transfers", "background urlsession",
        "background session", "large download", "large downloads", "large upload",
        "download in the background", "upload in the background", "download continues",
        "downloads continue", "handleeventsforbackgroundurlsession",
        "urlsessionconfiguration background", "background configuration", "nsurlsessiond",
        "out of process", "downloadtask", "uploadtask", "large transfers", "large transfer",
        "large network transfer", "large file", "large files", "big file", "big download",
        "podcast episodes", "offline maps", "video uploads", "urlsessiondownloaddelegate",
      ]
    ),
    (
      "maintenance",
      [
        "bgprocessingtask", "processing task", "maintenance", "database cleanup", "cleanup",
        "overnight", "while charging", "when charging", "plugged in", "requiresexternalpower",
        "deferrable", "heavy work", "model training", "reindex", "database migration", "charging",
        "charger", "on the charger", "external power", "on power", "wireless charging", "magsafe",
        "device idle", "is idle", "idle", "nightly", "at night", "while the user sleeps",
        "while sleeping", "vacuum", "vacuuming", "compaction", "backups", "backup", "ml training",
        "re indexing", "reindexing", "deferrable maintenance",
      ]
    ),
    (
      "extratime",
      [
        "beginbackgroundtask", "endbackgroundtask", "finish work", "finish the work",
        "finish uploading", "finish saving", "extra time", "more time", "keep running after",
        "keep running in the background", "continue running", "keep the app running",
        "keep alive", "stay alive", "background task assertion", "when the user leaves",
        "after the user leaves", "leaves the app", "goes to the background", "enters background",
        "didenterbackground", "app is backgrounded", "backgrounded", "grace period",
        "a few more seconds", "few seconds", "finishing", "finalisation", "finalization",
        "save state", "saving state", "state saving", "save drafts",
        "applicationdidenterbackground", "scenedidenterbackground", "leaves the foreground",
        "leaving the foreground", "moves to the background", "moving to the background",
        "enters the background", "entering the background", "going to background", "home button",
        "switches apps", "switch apps", "switching apps", "leaving the app", "leaves the screen",
      ]
    ),
    (
      "simulate",
      [
        "simulator", "simulate", "simulatelaunchfortaskwithidentifier", "simulate launch",
        "simulate expiration", "simulateexpirationfortaskwithidentifier", "lldb", "debugger",
        "trigger manually", "force it to run", "force the task", "test background task",
        "test background tasks", "test it", "breakpoint", "breakpoints", "xcode breakpoint",
        "pause execution", "debug pause", "lldb prompt", "e l objc", "how to test", "how do i test",
        "test on a device", "on a device", "real device", "physical device", "trigger the launch",
        "trigger launches by hand", "by hand", "trigger it", "trigger the task", "run it now",
        "run immediately", "force run", "manually trigger", "simulate launch command",
        "simulate expiration command", "never hit", "not hit", "must be hit", "should be hit",
      ]
    ),
    (
      "permittedids",
      [
        "bgtaskschedulerpermittedidentifiers", "permitted identifiers", "permitted identifier",
        "task identifier", "task identifiers", "identifier mismatch", "not permitted",
        "unregistered", "info plist", "plist", "case sensitive", "case sensitively",
        "same spelling", "exact spelling", "spelling and case", "typo", "typos", "misspelled",
        "misspelling", "capital", "capitalization", "uppercase", "lowercase", "bundle identifier",
        "bundle id", "reverse dns", "wildcard", "wildcard entry", "notpermitted", "returns false",
        "register returns false", "identifiers match", "identifier case mismatch",
      ]
    ),
    (
      "lowpower",
      [
        "low power mode", "low power", "battery saver", "power saving", "battery", "battery drain",
        "islowpowermodeenabled", "nsprocessinfopowerstatedidchange", "power state", "low battery",
        "battery level", "battery is low", "battery below", "critically low battery",
        "battery percentage", "below 20", "above 20", "under about 20",
      ]
    ),
    (
      "crash",
      [
        "crash", "crashes", "crashed", "crashing", "sigabrt", "exc bad access", "fatal error",
        "exception", "terminated with", "abort",
      ]
    ),
    (
      "hang",
      [
        "hang", "hangs", "hung", "freeze", "freezes", "frozen", "unresponsive", "stutter",
        "stutters", "jank", "janky", "hitch", "hitches", "laggy", "lag", "dropped frames",
        "slow scrolling", "main thread blocked", "blocks the main thread",
        "blocking the main thread",
      ]
    ),
    (
      "memory",
      [
        "memory leak", "memory leaks", "leak", "leaks", "leaking", "retain cycle",
        "retain cycles", "memory growth", "memory grows", "jetsam", "out of memory", "oom",
        "memory pressure", "memory warning",
      ]
    ),
    (
      "datarace",
      [
        "data race", "data races", "race condition", "race conditions", "thread safety",
        "thread safe", "not thread safe", "concurrent access", "sendable",
        "sending risks causing data races",
      ]
    ),
    (
      "mainactor",
      [
        "main actor", "mainactor", "main thread", "ui thread", "dispatchqueue main",
        "main queue",
      ]
    ),
    (
      "staleui",
      [
        "view not updating", "view doesnt update", "doesnt update", "not updating",
        "does not update", "ui not updating", "not refreshing", "stale ui", "stale data",
        "view does not refresh", "doesnt refresh", "not redrawing",
      ]
    ),
    (
      "cancel",
      [
        "cancel", "cancels", "cancelled", "canceled", "cancellation", "iscancelled",
        "checkcancellation", "withtaskcancellationhandler", "stop the task", "stop the work",
        "cancellationerror", "oncancel", "cooperative cancellation", "task handle",
        "keep its handle", "expiry into cancellation", "expiration becomes cancellation",
        "operationqueue", "nsoperation", "completionblock", "operation based",
      ]
    ),
    (
      "timing",
      [
        "delayed", "runs late", "hours later", "not on time", "on time", "earliestbegindate",
        "how often", "when does it run", "every 15 minutes", "every hour", "run at a specific time",
        "exact time", "at a specific time", "schedule it", "rarely runs", "runs rarely",
        "infrequently", "once a day", "fixed interval", "fixed schedule", "exact interval",
        "regular interval", "regular intervals", "periodically", "periodic", "every morning",
        "every 5 minutes", "every 10 minutes", "every 30 minutes", "every 6 hours",
        "every 24 hours", "every day at", "at midnight", "cron", "times a day", "twice a day",
        "timeintervalsincenow", "minimum delay", "floor", "not before", "lower bound",
        "far in the future", "week", "weekly", "once a week", "every week", "within a week",
        "more than a week",
      ]
    ),
    (
      "devvsprod",
      [
        "works in development", "works in debug", "works in dev", "not in production",
        "in production", "testflight", "app store build", "release build", "works on my device",
        "only in debug", "only when debugging", "attached to xcode", "debug build",
        "release builds", "release configuration", "without the debugger", "debugger attached",
        "without xcode", "xcode attached", "from xcode", "run from xcode", "running from xcode",
        "not connected to xcode", "disconnected from xcode", "ad hoc", "app store version",
        "production build", "works locally", "works on my phone", "debugger changes timing",
        "debug setup",
      ]
    ),
    (
      "polling",
      [
        "poll", "polls", "polling", "every 30 seconds", "every few seconds", "every minute",
        "repeating timer", "timer", "real time", "realtime", "near real time", "live updates",
        "instant updates", "websocket", "websockets", "sockets", "streaming", "polling interval",
        "scheduledtimer", "check the server", "check every",
      ]
    ),
    (
      "buildfail",
      [
        "build error", "build errors", "compile error", "compiler error", "wont compile",
        "doesnt compile", "build fails", "build failed", "linker error", "does not compile",
        "fails to build",
      ]
    ),
    (
      "accessibility",
      [
        "voiceover", "voice over", "screen reader", "a11y", "accessibility label",
        "accessibility labels",
      ]
    ),
    ("dynamictype", ["dynamic type", "font size", "larger text", "text size", "font scaling"]),
    (
      "persistence",
      ["core data", "coredata", "swiftdata", "persistence", "persist", "persisted", "save to disk"]
    ),
    (
      "progress",
      [
        "progress", "progress bar", "progress reporting", "report progress",
        "progress indicator", "percent complete", "totalunitcount", "completedunitcount",
        "progress updates", "no progress", "stalled", "stuck at 0", "frozen indicator",
        "least progress", "progressreporting",
      ]
    ),
    (
      "launch",
      [
        "didfinishlaunchingwithoptions", "didfinishlaunching", "app launch", "at launch",
        "before launch ends", "application init", "app init", "register the handler",
        "registering the handler", "register handler", "register the task",
        "willfinishlaunchingwithoptions", "willfinishlaunching", "finishes launching",
        "finished launching", "application finishes launching",
        "launch handlers must be registered", "launch path", "launch code", "before return true",
        "viewdidload", "button action", "registered late", "late registration", "registering later",
        "register later", "startup", "start up", "on startup", "at startup", "cold start",
        "cold launch",
      ]
    ),
    (
      "completion",
      [
        "settaskcompleted", "task completed", "mark complete", "complete the task",
        "completion handler", "call completion", "never completes", "forgot to complete",
        "every path", "every code path", "on every path", "failure path", "error path",
        "failure branch", "success false", "stays open", "left open", "leaving tasks open",
        "task stays open", "report completion", "reports completion", "reporting completion",
        "returning early", "return early", "early return", "returned early",
        "didnt call settaskcompleted", "forgot settaskcompleted",
      ]
    ),
    (
      "capability",
      [
        "background modes", "uibackgroundmodes", "capability", "capabilities", "entitlement",
        "entitlements", "signing capability", "checkbox", "checkboxes", "signing and capabilities",
        "background fetch checkbox", "remote notifications checkbox",
        "background processing checkbox", "missing background mode", "background mode",
      ]
    ),
  ]

  /// Phrase lookup by first word, for indexing.
  // NB: the phrases are split on their UTF-8 bytes: split by Character, the 1,700 phrases cost
  // about 2 ms of a process's start.
  static let byFirstWord: [WordKey: [(words: [Substring], concept: String)]] = {
    var table: [WordKey: [(words: [Substring], concept: String)]] = [:]
    table.reserveCapacity(concepts.count * 32)
    for (concept, phrases) in concepts {
      for phrase in phrases {
        let words = phrase.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
        guard let first = words.first else { continue }
        table[WordKey(first), default: []].append((words, concept))
      }
    }
    return table
  }()

  /// The marker term of a concept, as it is indexed.
  static func marker(_ concept: String) -> String { "qx" + concept }

  /// The concepts whose phrases occur in `words` (lowercase, apostrophes removed).
  static func concepts(in words: [Substring]) -> Set<String> {
    var found = Set<String>()
    for (position, word) in words.enumerated() {
      guard let candidates = byFirstWord[WordKey(word)] else { continue }
      for candidate in candidates where !found.contains(candidate.concept) {
        let end = position + candidate.words.count
        guard end <= words.count else { continue }
        if words[position..<end].elementsEqual(
          candidate.words, by: { $0.utf8.elementsEqual($1.utf8) })
        {
          found.insert(candidate.concept)
        }
      }
    }
    return found
  }

  /// `concepts(in:)` for a question, by searching the bytes of its words, joined by spaces, for
  /// each phrase: words hold no spaces, so " phrase " occurs in " word word … " exactly where
  /// the phrase's words follow one another.
  // NB: a query asks once: building `byFirstWord` cost about 1.3 ms, a twelfth of a query,
  // where this scan does not show in a profile; indexing asks for every unit and builds the
  // table once.
  static func scannedConcepts(in words: [Substring]) -> Set<String> {
    var text = " " + words.joined(separator: " ") + " "
    return text.withUTF8 { bytes in
      var found = Set<String>()
      for (concept, phrases) in concepts where !found.contains(concept) {
        let occurs = phrases.contains { phrase in
          var needle = " " + phrase + " "
          return needle.withUTF8 { bytes.containsBytes($0) }
        }
        if occurs { found.insert(concept) }
      }
      return found
    }
  }
}
