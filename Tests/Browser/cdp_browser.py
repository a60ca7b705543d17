"""A headless Chromium page driven over the DevTools protocol, as the browser tests use it: open
a file:// page of a built site, evaluate JavaScript, type and press keys, take screenshots, and
collect every console message and exception.
"""
import base64, json, os, shutil, subprocess, sys, tempfile, time
import websocket  # PyPI: websocket-client

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    def __init__(self, site, shots):
        self.site, self.shots = site, shots
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
        elif method == "Runtime.consoleAPICalled":
            # NB: any console message counts, not only errors: a clean page logs nothing.
            self.errors.append(params.get("type", "log") + ": " + " ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
        elif method == "Log.entryAdded" and params["entry"]["level"] != "verbose":
            self.errors.append(params["entry"]["level"] + ": " + params["entry"]["text"] + " " + params["entry"].get("url", ""))
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

    def open(self, relative, settle=0.3):
        self.loaded = False
        path, _, fragment = relative.partition("#")
        url = "file://" + os.path.join(self.site, path) + ("#" + fragment if fragment else "")
        self.call("Page.navigate", url=url)
        deadline = time.time() + 20
        while not self.loaded and time.time() < deadline:
            self.pump(0.1)
        self.pump(settle)

    def key(self, key, code=None, text=None):
        """Presses and releases a key as a reader does (keydown with its text, then keyup)."""
        codes = {"ArrowDown": 40, "ArrowUp": 38, "Enter": 13, "Escape": 27, "/": 191}
        params = {"key": key, "code": code or key, "windowsVirtualKeyCode": codes.get(key, 0)}
        self.call("Input.dispatchKeyEvent", type="keyDown", text=text or "", **params) if text else \
            self.call("Input.dispatchKeyEvent", type="rawKeyDown", **params)
        self.call("Input.dispatchKeyEvent", type="keyUp", **params)

    def size(self, width, height, dark=False):
        """A window of `width` × `height` CSS pixels (a phone below 500), light or dark."""
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=2 if width < 500 else 1, mobile=width < 500)
        self.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])

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
        with open(os.path.join(self.shots, name + ".png"), "wb") as f:
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
    """Records one check and prints it, with `detail` when it fails."""
    results.append((name, bool(condition)))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def finish():
    """Prints the closing line 'N passed, N failed' and exits 1 when a check failed."""
    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
