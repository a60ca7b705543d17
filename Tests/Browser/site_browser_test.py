#!/usr/bin/env python3
"""Loads a built Skillgraph site from file:// in headless Chromium (DevTools protocol) and checks
what a reader does: search finds a section from a typed query, the decision widget reaches an
outcome (and goes back), the template form re-renders and validates, the dark theme applies, a
ticked checklist item is remembered, and no page logs a JavaScript error.

Usage: site_browser_test.py SITE_DIR SCREENSHOT_DIR
Closing line: 'N passed, N failed'.
"""
import json, os, sys, time
from cdp_browser import Browser, check, finish

SITE, SHOTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
os.makedirs(SHOTS, exist_ok=True)





def first(folder, suffix=".html"):
    # A collection without templates of its own has no templates/ folder.
    if not os.path.isdir(os.path.join(SITE, folder)):
        return None
    names = sorted(n for n in os.listdir(os.path.join(SITE, folder)) if n.endswith(suffix))
    return f"{folder}/{names[0]}" if names else None

def header_bottom(browser):
    return browser.js("document.querySelector('header.top').getBoundingClientRect().bottom")


def longest_skill_page():
    """The skill page with the most entries in "On this page" (the longest to scroll)."""
    best, most = None, -1
    for name in sorted(os.listdir(os.path.join(SITE, "skills"))):
        if name.endswith(".html"):
            count = open(os.path.join(SITE, "skills", name)).read().count('<li class="toc-')
            if count > most:
                best, most = "skills/" + name, count
    return best


def reading_checks(browser):
    """What a reader meets on every kind of page: where a page opens, anchors, the contents
    beside the text, breadcrumbs, previous and next, copy buttons, search passages and keys, the
    path of answers in the decision widget; with screenshots at 1280 and 390 pixels, light and dark."""
    browser.size(1280, 900)
    # A page opens at its title, also when its sidebar entry is far down the list.
    for page in filter(None, [first("templates"), first("trees"), longest_skill_page(), "index.html"]):
        browser.open(page)
        browser.pump(0.3)
        top = browser.js("window.scrollY")
        title = browser.js("document.querySelector('main h1').getBoundingClientRect().top")
        check(f"{page} opens at its title", top == 0 and title is not None and title >= header_bottom(browser), [top, title])
    template = first("templates")
    if template:
        check("a template page has breadcrumbs", browser.js("document.querySelectorAll('.breadcrumbs li').length >= 2") if browser.open(template) is None else False)
        check("a template page has previous or next", browser.js("!!document.querySelector('.pager a')"))
        browser.screenshot("template-1280")
    tree = first("trees")
    browser.open(tree)
    check("a tree page has breadcrumbs to its skill", browser.js("document.querySelectorAll('.breadcrumbs a').length >= 2"))

    # Anchors: a heading reached by its address or by "On this page" shows below the header.
    page = longest_skill_page()
    browser.open(page)
    anchors = browser.js("Array.from(document.querySelectorAll('.page-toc a')).map(a => a.getAttribute('href').slice(1))")
    check("the contents sit on the right on a wide screen and stay in view",
          anchors and browser.js("getComputedStyle(document.querySelector('.page-toc')).display !== 'none' && getComputedStyle(document.querySelector('.toc-inline')).display === 'none' && document.querySelector('.page-toc').getBoundingClientRect().left > document.querySelector('main').getBoundingClientRect().right - 1"),
          anchors)
    if anchors:
        target = anchors[len(anchors) * 2 // 3]
        browser.open(page + "#" + target)
        browser.pump(0.3)
        top = browser.js(f"document.getElementById({json.dumps(target)}).getBoundingClientRect().top")
        check("a heading opened by its address shows below the sticky header", top is not None and header_bottom(browser) <= top <= header_bottom(browser) + 60, [top, header_bottom(browser)])
        aside = browser.js("(() => { const r = document.querySelector('.page-toc').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight })()")
        check("the contents are still in view far down the page", aside and browser.js("window.scrollY > 1000"), browser.js("window.scrollY"))
        current = browser.js("(document.querySelector('.page-toc a[aria-current]') || {}).getAttribute && document.querySelector('.page-toc a[aria-current]').getAttribute('href').slice(1)")
        check("the contents mark the section being read", current == target, [current, target])
        browser.screenshot("skill-anchor-1280")
        other = anchors[1] if len(anchors) > 1 else anchors[0]
        browser.js(f"document.querySelector('.page-toc a[href=\"#{other}\"]').click()")
        browser.pump(0.4)
        top = browser.js(f"document.getElementById({json.dumps(other)}).getBoundingClientRect().top")
        check("following an \"On this page\" link lands below the header", top is not None and header_bottom(browser) <= top <= header_bottom(browser) + 60, top)
        current = browser.js("document.querySelector('.page-toc a[aria-current]').getAttribute('href').slice(1)")
        check("the marked section follows the scrolling", current == other, [current, other])

    # Copy buttons copy the code beside them.
    copy_page = next((p for p in [page] + ["skills/" + n for n in sorted(os.listdir(os.path.join(SITE, "skills"))) if n.endswith(".html")]
                      if 'class="copy"' in open(os.path.join(SITE, p)).read()), None)
    if copy_page:
        browser.open(copy_page)
        browser.call("Browser.grantPermissions", permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
        browser.js("document.querySelector('button.copy').scrollIntoView({block: 'center'})")
        browser.js("document.querySelector('button.copy').click()")
        browser.pump(0.3)
        label = browser.js("document.querySelector('button.copy').textContent")
        copied = browser.js("navigator.clipboard.readText().catch(() => null)")
        code = browser.js("document.querySelector('button.copy').parentNode.querySelector('code').textContent")
        check("a copy button copies its code block", label == "Copied" and (copied is None or copied == code), [label, (copied or "")[:40]])
        browser.screenshot("copy-1280")

    # `/` focuses the search; results show the passage with the words marked; arrows and Enter.
    browser.open("index.html")
    browser.key("/", code="Slash", text="/")
    check("/ focuses the search", browser.js("document.activeElement && document.activeElement.id") == "search-input")
    browser.call("Input.insertText", text="background task")
    marks = browser.wait_for("document.querySelectorAll('#search-results .passage mark').length")
    words = browser.js("Array.from(document.querySelectorAll('#search-results mark')).map(m => m.textContent.toLowerCase())") or []
    check("search results show the matching passage with the words marked",
          marks and all(w.startswith("background") or w.startswith("task") for w in words), words[:6])
    browser.screenshot("search-1280")
    count = browser.js("document.querySelectorAll('#search-results a.result').length") or 0
    browser.key("ArrowDown")
    browser.key("ArrowDown")
    chosen = browser.js("Array.from(document.querySelectorAll('#search-results a.result')).findIndex(a => a.getAttribute('aria-selected') === 'true')")
    href = browser.js("(document.querySelector('#search-results a[aria-selected=true]') || {}).href")
    check("the arrow keys move through the results", count < 2 or chosen == 1, [count, chosen])
    browser.loaded = False
    browser.key("Enter", text="\r")
    deadline = time.time() + 10
    while not browser.loaded and time.time() < deadline:
        browser.pump(0.1)
    browser.pump(0.3)
    check("Enter opens the chosen result", href and browser.js("location.href") == href, [href, browser.js("location.href")])

    # The decision widget lists the answers so far; each goes back to its question.
    browser.open(tree)
    first_question = browser.js("document.querySelector('#widget .answer').textContent")
    answered = 0
    while answered < 2 and browser.js("(() => { const b = document.querySelector('#widget button.option:not([disabled])'); if (b) { b.click(); return true } return false })()"):
        answered += 1
    steps = browser.js("Array.from(document.querySelectorAll('#widget .trail li')).map(li => li.textContent)") or []
    check("the widget shows the answers given so far", len(steps) == answered and answered > 0 and steps[0].startswith(first_question), steps)
    browser.screenshot("widget-path-1280")
    browser.js("document.querySelector('#widget .trail button.step').click()")
    check("an answer in the path goes back to its question",
          browser.js("document.querySelector('#widget .answer').textContent") == first_question and browser.js("document.querySelectorAll('#widget .trail li').length") == 0)

    # The home page's title is the site's name once.
    browser.open("index.html")
    title = browser.js("document.title")
    check("the home page's title names the site once", title and "·" not in title, title)

    # Screenshots to look at: every kind of page at 1280 and 390 pixels, light and dark.
    for width, height in ((1280, 900), (390, 844)):
        for dark in (False, True):
            browser.size(width, height, dark)
            suffix = f"{width}-{'dark' if dark else 'light'}"
            for name, target in (("home", "index.html"), ("skill", longest_skill_page()), ("tree", tree), ("template", template)):
                if target:
                    browser.open(target)
                    browser.screenshot(f"{name}-{suffix}")
            browser.open(longest_skill_page())
            check(f"a skill page fits {width} pixels ({'dark' if dark else 'light'})", browser.js("document.documentElement.scrollWidth <= innerWidth + 1"), browser.js("[document.documentElement.scrollWidth, innerWidth]"))
    browser.size(1280, 900)
    browser.call("Emulation.clearDeviceMetricsOverride")
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])


browser = Browser(SITE, SHOTS)
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

    # Any word finds a section: a word the collection lacks leaves the others' sections, said so;
    # words it lacks altogether say that nothing here is about them.
    def search_for(text):
        browser.js("(function(i){i.value='';i.dispatchEvent(new Event('input'));})(document.getElementById('search-input'))")
        browser.call("Runtime.evaluate", expression="document.getElementById('search-input').focus()")
        browser.call("Input.insertText", text=text)
        browser.wait_for("!/Searching/.test(document.getElementById('search-results').textContent) && document.getElementById('search-results').textContent.length > 0")
        return (browser.js("(document.querySelector('#search-results .none') || {}).textContent || ''"),
                browser.js("document.querySelectorAll('#search-results a.result').length") or 0)
    browser.open("index.html")
    note, count = search_for("expiration handler zqxjvw")
    check("a query with a word the collection lacks still finds the sections of the others, and says so",
          count > 0 and "No section holds \u201czqxjvw\u201d" in note, (note, count))
    note, count = search_for("download restarts from zero after the app is terminated")
    check("a question in a reader's words finds sections without every word in one of them",
          count > 0, (note, count))
    browser.screenshot("search-some-words")
    note, count = search_for("zqxjvw vbnmqz")
    check("a query the collection knows no word of says that nothing here is about it",
          count == 0 and "Nothing in this collection is about" in note, (note, count))

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
    if template:
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

    # Audit marks: an item `skillgraph audit` checks shows its rule, visibly, with a tooltip,
    # and the page still fits a phone's width.
    marked = next((p for p in sorted(os.listdir(os.path.join(SITE, "skills")))
                   if p.endswith(".html") and 'class="audit-check"' in open(os.path.join(SITE, "skills", p)).read()), None)
    if marked:
        browser.open("skills/" + marked)
        mark = browser.js("(() => { const m = document.querySelector('li.task .audit-check');"
                          " return m ? [m.offsetWidth, m.offsetHeight, m.title, m.textContent] : null; })()")
        check("an item audit checks shows its mark with the rule's message as its tooltip",
              bool(mark) and mark[0] > 0 and mark[1] > 0 and mark[2].startswith("Checked by skillgraph audit")
              and mark[3].startswith("audit "), mark)
        browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
        browser.open("skills/" + marked)
        fits = browser.js("document.documentElement.scrollWidth <= window.innerWidth + 1")
        check("a page with audit marks fits a phone's width", fits,
              browser.js("[document.documentElement.scrollWidth, window.innerWidth]"))
        browser.call("Emulation.clearDeviceMetricsOverride")

    # Phone width: one column, no sidebar.
    browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
    browser.open("skills/" + sorted(n for n in os.listdir(os.path.join(SITE, "skills")) if n.endswith(".html"))[0])
    wide = browser.js("document.documentElement.scrollWidth <= window.innerWidth + 1")
    check("a skill page fits a phone's width", wide, browser.js("[document.documentElement.scrollWidth, window.innerWidth]"))
    browser.screenshot("skill-phone")
    browser.call("Emulation.clearDeviceMetricsOverride")

    reading_checks(browser)

    # Nothing in the console on any page: no error, no warning, no log line.
    browser.errors.clear()
    pages = sorted(os.path.relpath(os.path.join(d, f), SITE) for d, _, fs in os.walk(SITE) for f in fs if f.endswith(".html"))
    failures = []
    for relative in pages:
        browser.errors.clear()
        browser.open(relative, settle=0.05)
        if browser.errors:
            failures.append((relative, list(browser.errors)))
    check(f"nothing in the console on any of the {len(pages)} pages", not failures, failures[:3])
finally:
    browser.close()

finish()
