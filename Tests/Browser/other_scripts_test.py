#!/usr/bin/env python3
"""Searches a built site whose collection is not written in ASCII, in headless Chromium: a word
with accents, and a word inside a run of Chinese ideographs (written without spaces), must each
find their section, and the result must mark the word.

Usage: other_scripts_test.py SITE_DIR SCREENSHOT_DIR (a site of Tests/Browser/Fixtures/other-scripts)
Closing line: 'N passed, N failed'.
"""
import json, os, sys
from cdp_browser import Browser, check, finish

SITE, SHOTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
os.makedirs(SHOTS, exist_ok=True)



browser = Browser(SITE, SHOTS)
try:
    browser.open("index.html")

    def search_for(text):
        browser.js("(function(i){i.value='';i.dispatchEvent(new Event('input'));})(document.getElementById('search-input'))")
        browser.call("Runtime.evaluate", expression="document.getElementById('search-input').focus()")
        browser.call("Input.insertText", text=text)
        browser.wait_for("!/Searching/.test(document.getElementById('search-results').textContent) && document.getElementById('search-results').textContent.length > 0")
        return browser.js("Array.from(document.querySelectorAll('#search-results a.result')).map(a => [a.getAttribute('href'), Array.from(a.querySelectorAll('mark')).map(m => m.textContent)])") or []

    found = search_for("服务器")
    check("a word inside a run of ideographs finds its section",
          found and "webapp" in found[0][0], found)
    check("and the result marks its ideographs", found and "服" in "".join(found[0][1]), found)
    browser.screenshot("search-ideographs")
    found = search_for("brûlée")
    check("a word with accents finds its section", found and "cuisine" in found[0][0] and "dessert" in found[0][0], found)
    check("and the result marks it", found and any(m.lower() == "brûlée" for m in found[0][1]), found)
    found = search_for("café")
    check("an accented word of a title finds it", found and "cuisine" in found[0][0], found)
    check("nothing in the console", not browser.errors, browser.errors)
finally:
    browser.close()

finish()
