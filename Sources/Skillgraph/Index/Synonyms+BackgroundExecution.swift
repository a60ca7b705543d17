extension Synonyms {
  /// The ways developers describe the situations of background execution, each with the words
  /// the documentation uses for the same thing ("every time the app opens" and "foreground
  /// transition"; "ran once" and "the chain ends after one run").
  // NB: written in session 6 by a helper that read Content/ and this table but none of the
  // question sets; each single word was kept only if it occurs in at most a tenth of Content/'s
  // sections, so that a concept does not tie unrelated sections together.
  static let backgroundExecutionConcepts: [(concept: String, phrases: [String])] = [
    (
      "foreground",
      [
        // the developer's words
        "app opens", "app is opened", "app opened", "app open", "opening the app",
        "when i open the app", "every time the app opens", "each time the app opens",
        "app becomes active", "becomes active", "become active", "becoming active",
        "didbecomeactive", "applicationdidbecomeactive", "scenedidbecomeactive",
        "didbecomeactivenotification", "willenterforeground", "applicationwillenterforeground",
        "scenewillenterforeground", "willenterforegroundnotification", "enters foreground",
        "enters the foreground", "enter the foreground", "returns to the foreground",
        "back to the foreground", "back to foreground", "comes back to the app",
        "returns to the app", "reopens the app", "reopen the app",
        // the documentation's words
        "comes to the foreground", "foreground transition", "catch up", "catches up",
        "catching up", "fresh when opened", "catch up on open",
      ]
    ),
    (
      "chain",
      [
        // the developer's words
        "only once", "runs once", "ran once", "only ran once", "only runs once", "just once",
        "one time only", "only the first time", "first time only", "never runs again",
        "never ran again", "never again", "doesnt run again", "runs one time",
        "stops after the first",
        "reschedule", "rescheduling", "reschedules", "schedule the next", "schedule again",
        "next refresh", "recurring", "repeat the task", "repeatedly runs",
        // the documentation's words
        "the chain ends", "chain ends", "one run", "and then silence", "keeps the chain alive",
        "keep the chain alive", "keep the chain going", "chain stops", "the chain",
        "submit the next request", "submits the next request", "next request",
        "continuous refresh pattern", "continuous pattern", "next scheduled refresh",
        "schedules the next run", "next refresh never comes",
      ]
    ),
    (
      "regression",
      [
        // the developer's words
        "after the update", "after updating", "since the update", "after an update",
        "after our update", "new version", "latest version", "new release", "latest release",
        "last release", "since the last release", "after we shipped", "since we shipped",
        "after shipping", "stopped working", "used to work", "worked before", "was working",
        "broke", "broken since", "regressed", "regression", "suddenly", "all of a sudden",
        "dropped off", "dropped sharply",
        // the documentation's words
        "registration regressions", "registration regression", "sudden drop",
        "a release went out", "this release", "previous version", "diff the release",
        "identifier renamed", "moved behind an await", "shipped build",
      ]
    ),
    (
      "fieldusers",
      [
        // the developer's words
        "users report", "users reported", "users complain", "users are complaining",
        "customer complaints", "customers report", "customers", "some users", "many users",
        "real users", "for users", "on users devices", "users devices", "in the wild",
        "on some devices", "some devices", "certain devices", "cant reproduce", "cannot reproduce",
        "can not reproduce", "unable to reproduce", "not reproducible", "reproduce it",
        "app store reviews",
        // the documentation's words
        "in the field", "users reports", "affected users", "support tickets", "bug reports",
        "unreproducible", "nobody on the team can reproduce", "some users report",
      ]
    ),
    (
      "telemetry",
      [
        // the developer's words
        "telemetry", "analytics", "metrics", "metrickit", "instrument", "instrumentation",
        "crashlytics", "firebase", "logging", "log events", "track when", "how do i know if it ran",
        "know if it ran", "know whether it ran", "see if it ran", "did it run", "verify it ran",
        "monitor in production", "monitoring",
        // the documentation's words
        "production instrumentation", "add logging", "adding logging", "log each submit",
        "log the conditions", "sent to analytics", "with timestamps", "timestamp",
        "record what happened", "log launches", "by cohort", "schedule to launch delays",
        "instrument instead of guessing",
      ]
    ),
    (
      "console",
      [
        // the developer's words
        "console app", "console logs", "console log", "device logs", "device log", "sysdiagnose",
        "log stream", "log show", "os log", "oslog", "system log", "system logs", "log messages",
        "dasd", "duetactivityscheduler", "what do the logs say", "nothing in the logs",
        "nothing in the console",
        // the documentation's words
        "console", "unified logging", "backgroundtaskscheduler", "log subsystem",
        "registered handler for task with identifier", "scheduling task with identifier",
        "starting task with identifier", "task completed with identifier",
        "no background task entries",
      ]
    ),
    (
      "silentfail",
      [
        // the developer's words
        "no error", "no errors", "doesnt throw", "does not throw", "no exception",
        "returns successfully", "submit succeeds", "submit succeeded", "submit works",
        "schedules fine", "scheduled successfully", "successfully scheduled", "submits fine",
        "without any error", "silently", "quietly",
        // the documentation's words
        "fails silently", "silently fails", "without an error", "without error",
        "without throwing", "succeeds without throwing", "no error anywhere",
        "nothing reports them loudly", "scheduled without error", "returns without an error",
      ]
    ),
    (
      "submiterror",
      [
        // the developer's words
        "bgtaskschedulererrordomain", "bgtaskscheduler error", "submit error", "submit fails",
        "submit failed", "submit throws", "submit threw", "error code 1", "error code 3",
        "code 1", "code 2", "code 3", "code 4", "error 1", "error 3", "could not schedule",
        "couldnt schedule", "cannot schedule", "failed to schedule", "scheduling error",
        "scheduling failed", "unavailable",
        // the documentation's words
        "errors from submit", "does submit throw", "submitfailed", "error codes", "raw value",
        "act on the error code", "per error code",
      ]
    ),
    (
      "pending",
      [
        // the developer's words
        "is it scheduled", "check if scheduled", "check if it is scheduled", "list scheduled tasks",
        "scheduled tasks", "see scheduled", "verify scheduled", "already scheduled",
        "duplicate submissions", "duplicate requests", "submitting twice", "submit twice",
        "multiple requests", "too many requests",
        // the documentation's words
        "getpendingtaskrequests", "pendingtaskrequests", "pending requests", "pending request",
        "pending task requests", "toomanypendingtaskrequests", "too many pending",
        "anything pending", "nothing pending", "request listed", "avoid duplicate submissions",
      ]
    ),
    (
      "resubmit",
      [
        // the developer's words
        "submit every time", "schedule every time", "every launch", "each launch",
        "on every launch", "resubmit", "resubmitting", "submit again", "submitting again",
        "schedule it again", "keeps getting pushed", "keeps getting delayed", "postponed",
        "postpones", "overwrites", "overwritten", "resets the timer",
        // the documentation's words
        "replaces the earlier pending request", "replaces the earlier request",
        "replaces that earlier request", "pushing the floor forward", "keeps pushing the floor",
        "replaces", "just in case",
      ]
    ),
    (
      "cancelrequest",
      [
        // the developer's words
        "cancel pending", "cancel the pending", "cancel scheduled", "cancel a scheduled",
        "cancel the scheduled", "unschedule", "remove a scheduled", "remove pending",
        "remove the request", "stop scheduling", "sign out", "signs out", "signed out",
        "log out", "logs out", "logout", "signout", "account deleted",
        // the documentation's words
        "cancelalltaskrequests", "taskrequestwithidentifier", "cancel stale", "stale requests",
        "stale ones", "no longer need",
      ]
    ),
    (
      "usage",
      [
        // the developer's words
        "rarely open", "rarely opens", "rarely opened", "dont open the app", "inactive users",
        "dormant users", "havent opened", "hasnt been opened", "not opened for", "not used for",
        "engagement", "power users", "heavy users", "daily active", "open it every day",
        "predict", "predicts", "predicted", "prediction", "machine learning scheduler",
        // the documentation's words
        "app usage", "rarely used", "open the app rarely", "low priority", "higher priority",
        "frequently used", "usage patterns", "users habits", "habits", "frequent users",
        "rare users", "stopped opening the app", "last two weeks", "two weeks",
        "within about the last two weeks",
      ]
    ),
    (
      "throttle",
      [
        // the developer's words
        "wakes up rarely", "throttled", "throttling", "throttle", "rate limit", "rate limited",
        "rate limits", "quota", "deprioritized", "deprioritised", "penalized", "penalised",
        "penalty", "runs less and less", "runs less often", "less and less", "fewer and fewer",
        "stops after a while", "stopped after a few days", "too often",
        // the documentation's words
        "rate limiting", "rate limiter", "background budget", "energy and data budget",
        "energy and data budgets", "budget drained", "depleted budget", "budget depletes",
        "system budgets", "data budget", "energy budget", "penalise", "penalize",
        "launches spaced out", "spaces launches", "spaced out", "fewer launches",
        "asking more often", "refills", "14 pushes", "7 launches",
      ]
    ),
    (
      "factors",
      [
        // the developer's words
        "how does ios decide", "how ios decides", "what decides", "who decides", "heuristic",
        "heuristics", "scheduler heuristics", "opportunistic", "conditions for running",
        "what conditions", "under what conditions",
        // the documentation's words
        "seven scheduling factors", "scheduling factors", "seven factors", "seven system factors",
        "system conditions", "system condition", "system weighs", "the system weighs",
        "scheduling decision", "systems decision", "ios decides", "demystified", "10063",
        "discretionary",
      ]
    ),
    (
      "refreshsetting",
      [
        // the developer's words
        "background refresh off", "refresh is off", "refresh disabled", "disabled in settings",
        "turned off in settings", "user disabled", "settings app", "open settings",
        "opensettingsurlstring", "screen time", "managed device", "managed devices", "supervised",
        "enterprise devices",
        // the documentation's words
        "backgroundrefreshstatus", "refresh setting", "refresh status", "denied", "restricted",
        "parental controls", "mdm", "device management", "turned off", "turned it off",
        "link to settings", "path to settings", "disabled",
      ]
    ),
    (
      "network",
      [
        // the developer's words
        "wifi", "wi fi", "cellular", "mobile data", "cellular data", "lte", "5g", "4g",
        "metered", "hotspot", "roaming", "offline", "no internet", "no network",
        "airplane mode", "network condition", "network conditions", "only on wifi",
        // the documentation's words
        "low data mode", "allowscellularaccess", "allowsexpensivenetworkaccess",
        "allowsconstrainednetworkaccess", "expensive network", "constrained network",
        "isdiscretionary", "requiresnetworkconnectivity", "network connectivity",
        "network access", "network restrictions",
      ]
    ),
    (
      "locked",
      [
        // the developer's words
        "device locked", "phone is locked", "phone locked", "locked phone", "while locked",
        "screen locked", "screen is locked", "lock screen", "when locked", "locked device",
        "data protection", "fileprotection", "nsfileprotectioncomplete",
        "ksecattraccessibleafterfirstunlock", "after first unlock", "cannot open file",
        "cant open the file",
        // the documentation's words
        "device is locked", "file protection", "protection class",
        "completefileprotectionuntilfirstuserauthentication", "completefileprotection",
        "first unlock", "locked",
      ]
    ),
    (
      "tempfile",
      [
        // the developer's words
        "file missing", "file is missing", "files missing", "file not found",
        "file disappears", "files disappear", "file disappeared", "file is gone",
        "no such file", "file doesnt exist", "file does not exist", "temp file", "tmp file",
        "tmp directory", "location url", "downloaded file", "downloaded files",
        // the documentation's words
        "didfinishdownloadingto", "temporary file", "temporary location", "file is deleted",
        "files are missing", "download lost", "downloads that finish but disappear",
        "file is lost", "move the file", "moveitem", "permanent location", "moved copy",
      ]
    ),
    (
      "transferwake",
      [
        // the developer's words
        "app not relaunched", "not relaunched", "relaunch the app", "relaunches the app",
        "wake the app when the download", "wakes the app when", "when the download finishes",
        "after the download finishes", "download finished while", "downloads finish",
        "download completes", "downloads complete",
        // the documentation's words
        "sessionsendslaunchevents", "launch events", "urlsessiondidfinishevents",
        "relaunched", "relaunch", "relaunched when transfers complete", "transfers complete",
        "transfers finish", "recreate the session", "recreated with the same identifier",
        "same identifier after relaunch", "session events",
      ]
    ),
    (
      "continued",
      [
        // the developer's words
        "continue the export", "keep exporting", "export keeps running", "video export",
        "photo export", "user initiated", "user started", "user tapped",
        "button tap", "tapped export", "render a video", "compress files",
        "keep running when the user leaves", "system progress",
        "continued processing", "continued task", "continued tasks",
        // the documentation's words
        "bgcontinuedprocessingtaskrequest", "user starts the job",
        "user starts the work", "user explicitly starts", "publishing content",
        "compressing files", "progress ui", "immediaterunineligible", "submissionstrategy",
        "enqueue", "start right away", "cannot start now", "could not start now",
        "updatetitle", "wwdc25 227",
      ]
    ),
    (
      "usercancel",
      [
        // the developer's words
        "user pressed stop", "pressed stop", "taps stop", "tapped stop", "tap stop",
        "stop button", "user stopped it", "user stops it", "user cancelled", "user canceled",
        "user cancels", "user dismissed", "dismissed the progress", "cancelled by the user",
        "canceled by the user",
        // the documentation's words
        "user can cancel", "user can cancel it", "user cancellation", "cancel it there",
        "cancel it from the system progress ui", "did the user cancel", "and may cancel",
        "keep partial results",
      ]
    ),
    (
      "gpu",
      [
        // the developer's words
        "gpu", "metal", "gpu in the background", "background gpu", "neural engine",
        // the documentation's words
        "background gpu access", "supportedresources", "requiredresources",
        "gpu access",
      ]
    ),
    (
      "cpumonitor",
      [
        // the developer's words
        "cpu usage", "high cpu", "cpu limit", "cpu time", "too much cpu", "cpu resource",
        "cpu exceeded", "exceeded cpu", "cpu exception", "cpu wakes", "compute intensive",
        "cpu bound", "heavy computation",
        // the documentation's words
        "cpu monitor", "cpu heavy", "cpu intensive", "a lot of cpu", "full hardware",
        "trips the cpu monitor",
      ]
    ),
    (
      "thermal",
      [
        // the developer's words
        "overheating", "overheats", "device gets hot", "phone gets hot", "too hot", "heat",
        // the documentation's words
        "thermal", "thermal state", "thermalstate", "thermal pressure",
        "thermalstatedidchangenotification",
      ]
    ),
    (
      "energy",
      [
        // the developer's words
        "energy impact", "energy usage", "energy use", "power consumption", "battery usage",
        "battery use", "drains battery", "battery hog", "uses too much battery",
        "energy organizer", "energy gauge", "energy report",
        // the documentation's words
        "energy problem", "energy problems", "energy issue", "energy profiling",
        "energy tools", "drains the battery", "protect the battery", "protect battery life",
      ]
    ),
    (
      "suspend",
      [
        // the developer's words
        "app suspended", "gets suspended", "is suspended", "was suspended", "suspends the app",
        "killed by the system", "killed by ios", "ios kills", "os kills", "system kills",
        "evicted", "terminated in the background", "killed in the background",
        // the documentation's words
        "suspended", "suspension", "terminated by the system", "termination by the system",
        "suspended or terminated", "survive termination", "after the app is suspended",
        "frozen as soon as the app is suspended",
      ]
    ),
    (
      "longwork",
      [
        // the developer's words
        "takes minutes", "take minutes", "takes several minutes", "few minutes", "5 minutes",
        "10 minutes", "20 minutes", "long running", "long task", "long tasks", "lengthy",
        "longer than 30 seconds", "more than 30 seconds", "over 30 seconds",
        "beyond 30 seconds", "takes too long", "took too long",
        // the documentation's words
        "several minutes", "needs minutes", "need minutes", "minutes of work",
        "longer than a few seconds", "long work", "does not fit", "work that does not fit",
        "genuinely needs minutes",
      ]
    ),
    (
      "runtime",
      [
        // the developer's words
        "how long", "how much time", "max time", "maximum time", "max runtime",
        "maximum runtime", "how many seconds", "time allowed", "allowed to run",
        // the documentation's words
        "runtime limits", "refresh runtime", "processing runtime", "runtime of the resulting task",
        "30 s", "time available", "time window", "roughly 30 seconds", "30 seconds at most",
      ]
    ),
    (
      "checkpoint",
      [
        // the developer's words
        "resume where", "left off", "pick up where", "picks up where", "start over",
        "starts over", "from scratch", "starts from the beginning", "restart from the beginning",
        "incremental", "incrementally", "in batches", "batches", "in pieces", "split the work",
        "break it up", "break up the work", "resumable", "lose progress", "loses progress",
        // the documentation's words
        "checkpoint", "checkpoints", "checkpointed", "checkpointing", "save progress",
        "saves progress", "partial progress", "resume point", "starting over", "chunks",
        "chunk", "stop flag", "stopsignal", "all or nothing", "throws away",
      ]
    ),
    (
      "endtask",
      [
        // the developer's words
        "created over 30 seconds ago", "risk of termination", "background task still running",
        "never ended", "not ended", "forgot to end", "forgot endbackgroundtask",
        "didnt call endbackgroundtask", "end the background task", "ending the background task",
        // the documentation's words
        "not ending the task", "not ended in time", "leaving it open until expiry",
        "end it at once", "ended only on expiry", "end it as soon as", "ending it twice",
        "ended twice", "cant end backgroundtask", "no background task exists",
        "uibackgroundtaskidentifier", "reset to invalid",
      ]
    ),
    (
      "doublereg",
      [
        // the developer's words
        "registered twice", "register twice", "registering twice", "registers twice",
        "already registered", "registered more than once", "multiple registrations",
        "duplicate registration", "two sdks", "third party sdk", "another sdk",
        // the documentation's words
        "already been registered", "second code path", "registered once",
        "once per identifier", "exactly once per identifier",
        "register each identifier exactly once",
      ]
    ),
    (
      "nohandler",
      [
        // the developer's words
        "no handler", "missing handler", "handler missing", "handler not registered",
        "forgot to register", "not registered", "never registered",
        // the documentation's words
        "no launch handler registered", "no handler registered", "without a handler",
        "with no handler", "no registered handler", "missing handlers",
      ]
    ),
    (
      "taskcast",
      [
        // the developer's words
        "could not cast", "force cast", "wrong type", "dynamiccast",
        // the documentation's words
        "wrong task type", "forced downcast", "the cast cannot fail",
        "matching task type", "matches the request type",
      ]
    ),
    (
      "handlerqueue",
      [
        // the developer's words
        "which queue", "which thread", "what thread", "what queue", "background thread",
        "background queue", "thread the handler", "queue the handler",
        // the documentation's words
        "using nil", "using main", "serial background queue", "on any thread",
        "arbitrary thread", "any thread", "assumeisolated", "dispatchqueue on which",
      ]
    ),
    (
      "swiftuibg",
      [
        // the developer's words
        "swiftui app", "swiftui lifecycle", "swiftui life cycle", "app protocol",
        "app struct", "no app delegate", "without appdelegate", "windowgroup",
        "scenephase", "onchange of scenephase",
        // the documentation's words
        "backgroundtask modifier", "scene modifier", "app life cycle", "without an app delegate",
        "apprefresh", "urlsession identifier", "uiapplicationdelegateadaptor",
        "app delegate adaptor", "wwdc22 10142",
      ]
    ),
    (
      "extension",
      [
        // the developer's words
        "app extension", "share extension",
        "notification service extension", "app group",
        // the documentation's words
        "unsupported extension", "extension type",
      ]
    ),
    (
      "pushback",
      [
        // the developer's words
        "product manager", "my manager", "my boss", "the boss", "stakeholder", "stakeholders",
        "pm wants", "client wants", "team lead", "convince", "persuade", "justify",
        "insists", "push back", "pushback",
        // the documentation's words
        "push back template", "pressure scenarios", "pressure scenario", "arguing",
      ]
    ),
    (
      "checklist",
      [
        // the developer's words
        "checklist", "audit", "code review", "review my", "sanity check", "best practices",
        "what am i missing", "before shipping", "before release", "production ready",
        // the documentation's words
        "audit checklists", "production readiness", "mandatory first steps",
        "quick diagnostic checklist", "red flags",
      ]
    ),
    (
      "choose",
      [
        // the developer's words
        "which api", "which one", "which should i use", "what should i use",
        "difference between", "differences between", "when to use", "when should i use",
        "choose between", "choosing between", "versus", "vs", "or should i",
        // the documentation's words
        "decision tree", "pick the right mechanism", "choosing the mechanism",
        "task type comparison", "which mechanism", "pick the mechanism",
        "choosing the right mechanism",
      ]
    ),
    (
      "deviceinuse",
      [
        // the developer's words
        "pick up the phone", "picks up the phone", "picks up the device", "unlocks the phone",
        "unlocks the device", "uses the phone", "user wakes the phone", "screen turns on",
        // the documentation's words
        "starts using the device", "user starts using", "using the device",
      ]
    ),
  ]
}
