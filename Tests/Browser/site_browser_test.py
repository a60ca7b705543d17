#!/usr/bin/env python3
"""Loads a built Skillgraph site from file:// in headless Chromium (DevTools protocol) and checks
what a reader does: search finds a section from a typed query, the decision widget reaches an
outcome (and goes back), the template form re-renders and validates, the dark theme applies, a
ticked checklist item is remembered, and no page logs a JavaScript error.

Usage: site_browser_test.py SITE_DIR SCREENSHOT_DIR
Closing line: 'N passed, N failed'.
"""
import base64, json, os, shutil, subprocess, sys, tempfile, time
import websocket  # PyPI: websocket-client

SITE, SHOTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
os.makedirs(SHOTS, exist_ok=True)
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="sg-chromium-")
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--remote-debugging-port=0", "--allow-file-access-from-files",
             "--user-data-dir=" + self.profile, "--window-size=1200,900", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if time.time() > deadline:
                raise RuntimeError("Chromium did not open its DevTools port")
            time.sleep(0.1)
        port = open(port_file).read().split()[0]
        import urllib.request
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.next_id, self.errors, self.loaded = 0, [], False
        for method in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.call(method)

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.event(message)

    def event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.errors.append(details.get("exception", {}).get("description") or details.get("text"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            self.errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(params["entry"]["text"] + " " + params["entry"].get("url", ""))
        elif method == "Page.loadEventFired":
            self.loaded = True

    def pump(self, seconds):
        self.ws.settimeout(seconds)
        try:
            while True:
                self.event(json.loads(self.ws.recv()))
        except websocket.WebSocketTimeoutException:
            pass
        finally:
            self.ws.settimeout(30)

    def open(self, relative):
        self.loaded = False
        self.call("Page.navigate", url="file://" + os.path.join(SITE, relative))
        deadline = time.time() + 20
        while not self.loaded and time.time() < deadline:
            self.pump(0.2)
        self.pump(0.3)

    def js(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.js(expression)
            if value:
                return value
            self.pump(0.1)
        return None

    def screenshot(self, name):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(os.path.join(SHOTS, name + ".png"), "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        self.process.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)


results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition)))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def first(folder, suffix=".html"):
    names = sorted(n for n in os.listdir(os.path.join(SITE, folder)) if n.endswith(suffix))
    return f"{folder}/{names[0]}" if names else None


browser = Browser()
try:
    # Search: type a query the way a reader does, then follow the first result to its anchor.
    browser.open("index.html")
    browser.call("Runtime.evaluate", expression="document.getElementById('search-input').focus()")
    browser.call("Input.insertText", text="expiration handler")
    found = browser.wait_for("Array.from(document.querySelectorAll('#search-results a.result')).map(a => a.getAttribute('href'))")
    check("search finds sections from a typed query", found and any("#" in h for h in found), found)
    browser.screenshot("search")
    if found:
        browser.js("document.querySelector('#search-results a.result').click()")
        browser.pump(0.5)
        browser.wait_for("document.readyState === 'complete'")
        anchor = browser.js("location.hash.slice(1)")
        check("a search result jumps to its section's anchor",
              anchor and browser.js(f"!!document.getElementById({json.dumps(anchor)})"), anchor)

    # Decision widget: answer the first option until an outcome shows, then go back.
    tree = first("trees")
    browser.open(tree)
    steps = 0
    while steps < 30 and not browser.js("!!document.querySelector('#widget .outcome-text')"):
        if not browser.js("(() => { const b = document.querySelector('#widget button.option:not([disabled])'); if (b) { b.click(); return true } return false })()"):
            break
        steps += 1
    outcome = browser.js("(document.querySelector('#widget .outcome-text') || {}).textContent")
    check("the decision widget reaches an outcome", outcome and outcome.startswith("Recommendation:"), f"{tree}: {outcome}")
    browser.screenshot("decision-widget")
    browser.js("document.querySelector('#widget button.back').click()")
    check("back returns to the last question", browser.js("!document.querySelector('#widget .outcome-text') && !!document.querySelector('#widget button.option')"))

    # Template form: a bad value is refused with the CLI's rule; a good one re-renders the code.
    template = first("templates")
    browser.open(template)
    name = browser.js("document.querySelector('#template-form input[name]').name")
    browser.js(f"(() => {{ const i = document.querySelector('#template-form input[name={json.dumps(name)}]'); i.value = '1 not valid'; i.dispatchEvent(new Event('input')) }})()")
    error = browser.js(f"document.getElementById('err-{name}').textContent")
    check("the template form refuses an invalid value", error, error)
    good = {"reverseDNS": "org.sample.reader", "typeName": "SampleReaderType", "identifier": "sampleReader",
            "string": "Sample reader text", "taskIdentifier": "org.sample.reader.task"}
    kind = browser.js(f"JSON.parse(document.getElementById('template-data').textContent).variables.find(v => v.name === {json.dumps(name)}).type")
    value = good.get(kind, "sample")
    browser.js(f"(() => {{ const i = document.querySelector('#template-form input[name={json.dumps(name)}]'); i.value = {json.dumps(value)}; i.dispatchEvent(new Event('input')) }})()")
    code = browser.js("Array.from(document.querySelectorAll('code[data-file]')).map(c => c.textContent).join('\\n')")
    check("the template re-renders with the typed value", value in (code or "") and not browser.js(f"document.getElementById('err-{name}').textContent"), kind)
    browser.screenshot("template")

    # Dark theme: from the system preference, and from the toggle.
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    browser.open("skills/" + sorted(n for n in os.listdir(os.path.join(SITE, "skills")) if n.endswith(".html"))[0])
    dark = browser.js("getComputedStyle(document.body).backgroundColor")
    check("the dark theme applies with prefers-color-scheme: dark", dark == "rgb(22, 23, 26)", dark)
    browser.screenshot("skill-dark")
    browser.js("document.getElementById('theme-toggle').click()")
    light = browser.js("getComputedStyle(document.body).backgroundColor")
    check("the toggle switches to the light theme", light == "rgb(255, 255, 255)", light)
    browser.js("document.getElementById('theme-toggle').click()")
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
    browser.open("index.html")
    kept = browser.js("getComputedStyle(document.body).backgroundColor")
    check("the chosen dark theme is kept on the next page", kept == "rgb(22, 23, 26)", kept)
    browser.js("localStorage.removeItem('sg-theme')")

    # Checklists: a ticked item is remembered after a reload.
    page = next((p for p in sorted(os.listdir(os.path.join(SITE, "skills")))
                 if p.endswith(".html") and "data-check=" in open(os.path.join(SITE, "skills", p)).read()), None)
    if page:
        browser.open("skills/" + page)
        browser.js("document.querySelector('input[data-check]').click()")
        browser.open("skills/" + page)
        check("a ticked checklist item is remembered", browser.js("document.querySelector('input[data-check]').checked"))
        browser.js("localStorage.clear()")

    # Phone width: one column, no sidebar.
    browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
    browser.open("skills/" + sorted(n for n in os.listdir(os.path.join(SITE, "skills")) if n.endswith(".html"))[0])
    wide = browser.js("document.documentElement.scrollWidth <= window.innerWidth + 1")
    check("a skill page fits a phone's width", wide, browser.js("[document.documentElement.scrollWidth, window.innerWidth]"))
    browser.screenshot("skill-phone")
    browser.call("Emulation.clearDeviceMetricsOverride")

    # No page logs a JavaScript error (every page of a small site; a sample of a large one).
    browser.errors.clear()
    pages = sorted(os.path.relpath(os.path.join(d, f), SITE) for d, _, fs in os.walk(SITE) for f in fs if f.endswith(".html"))
    sample = pages if len(pages) <= 60 else pages[:: max(1, len(pages) // 60)]
    failures = []
    for relative in sample:
        browser.errors.clear()
        browser.open(relative)
        if browser.errors:
            failures.append((relative, list(browser.errors)))
    check(f"no JavaScript error on {len(sample)} pages", not failures, failures[:3])
finally:
    browser.close()

passed = sum(1 for _, ok in results if ok)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
