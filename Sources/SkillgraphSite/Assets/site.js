// assets/site.js (second part): the sidebar from nav.js, the "On this page" contents, the theme
// toggle, remembered checklists, copy buttons, search, and the decision widget; it then hands
// a template page's data to window.SG_TEMPLATE (template-form.js, the first part of the file).
// Every page reads without it: it only adds.
//
// The page says where it is: <body data-root="../" data-page="skills/x.html">.
(function() {
  "use strict";
  var root = document.body.getAttribute("data-root") || "",
    page = document.body.getAttribute("data-page") || "";

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  }
  // Sidebar, from the one shared nav.js.
  var side = document.getElementById("sidebar");
  if (side && window.SG_NAV) {
    var frag = document.createDocumentFragment();
    SG_NAV.forEach(function(g) {
      frag.appendChild(el("h3", {}, g[0]));
      var ul = el("ul", {});
      g[1].forEach(function(it) {
        var a = el("a", {
          href: root + it[0]
        }, it[1]);
        if (it[0] === page) a.setAttribute("aria-current", "page");
        var li = el("li", {});
        li.appendChild(a);
        ul.appendChild(li);
      });
      frag.appendChild(ul);
    });
    side.appendChild(frag);
    // The current page is brought into view inside the sidebar only: scrollIntoView would also
    // scroll the page, which then opens past its title.
    var cur = side.querySelector("[aria-current]");
    if (cur) {
      var sr = side.getBoundingClientRect(),
        cr = cur.getBoundingClientRect();
      if (cr.top < sr.top || cr.bottom > sr.bottom) side.scrollTop += cr.top - sr.top - (side.clientHeight - cr.height) / 2;
    }
  }
  // "On this page": the section being read is marked, and kept in view in the contents.
  var aside = document.querySelector(".page-toc"),
    tocLinks = aside ? Array.prototype.slice.call(aside.querySelectorAll("a[href^='#']")) : [];
  if (tocLinks.length) {
    var heads = tocLinks.map(function(a) {
        return document.getElementById(decodeURIComponent(a.getAttribute("href").slice(1)));
      }),
      ticking = false;
    var bar = document.querySelector("header.top");

    function mark() {
      ticking = false;
      var line = (bar ? bar.offsetHeight : 0) + 24,
        current = -1;
      for (var i = 0; i < heads.length; i++) {
        if (!heads[i]) continue;
        if (heads[i].getBoundingClientRect().top <= line) current = i;
        else break;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        for (var j = heads.length - 1; j > current; j--) {
          if (heads[j] && heads[j].getBoundingClientRect().top < window.innerHeight) {
            current = j;
            break;
          }
        }
      }
      tocLinks.forEach(function(a, i) {
        if (i === current) a.setAttribute("aria-current", "location");
        else a.removeAttribute("aria-current");
      });
      if (current >= 0) {
        var ar = aside.getBoundingClientRect(),
          lr = tocLinks[current].getBoundingClientRect();
        if (lr.top < ar.top || lr.bottom > ar.bottom) aside.scrollTop += lr.top - ar.top - (aside.clientHeight - lr.height) / 2;
      }
    }
    window.addEventListener("scroll", function() {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(mark);
      }
    }, {
      passive: true
    });
    window.addEventListener("hashchange", function() {
      requestAnimationFrame(mark);
    });
    mark();
  }
  // Theme toggle: light, dark, and back to the system's choice.
  var toggle = document.getElementById("theme-toggle");
  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener("click", function() {
      var d = document.documentElement;
      var dark = d.getAttribute("data-theme") ? d.getAttribute("data-theme") === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
      var next = dark ? "light" : "dark";
      d.setAttribute("data-theme", next);
      try {
        localStorage.setItem("sg-theme", next);
      } catch (e) {}
    });
  }
  // Checklists remembered in this browser.
  function store() {
    try {
      return window.localStorage;
    } catch (e) {
      return null;
    }
  }
  var ls = store();
  document.querySelectorAll("input[data-check]").forEach(function(box) {
    var key = "sg-check:" + box.getAttribute("data-check");
    if (ls) {
      var v = ls.getItem(key);
      if (v !== null) box.checked = v === "1";
    }
    box.addEventListener("change", function() {
      if (ls) ls.setItem(key, box.checked ? "1" : "0");
    });
  });
  // Copy buttons.
  document.querySelectorAll("button.copy").forEach(function(b) {
    b.hidden = false;
    b.addEventListener("click", function() {
      var code = b.parentNode.querySelector("code").textContent;

      function done() {
        b.textContent = "Copied";
        setTimeout(function() {
          b.textContent = "Copy";
        }, 1500);
      }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(code).then(done, function() {
          fallback(code);
          done();
        });
      } else {
        fallback(code);
        done();
      }
    });
  });

  function fallback(text) {
    var t = el("textarea", {});
    t.value = text;
    document.body.appendChild(t);
    t.select();
    try {
      document.execCommand("copy");
    } catch (e) {}
    document.body.removeChild(t);
  }
  // Search: shards are scripts (fetch() of local files fails under file://).
  var S = window.SG_SEARCH = {
    d: null,
    s: {},
    t: {},
    w: {},
    docs: function(d) {
      this.d = d;
      this.ready();
    },
    shard: function(n, m) {
      this.s[n] = m;
      this.ready();
    },
    text: function(n, texts) {
      this.t[n] = texts;
      this.ready();
    },
    ready: function() {}
  };

  function load(src) {
    if (S.w[src]) return;
    S.w[src] = 1;
    var s = el("script", {
      src: root + "search/" + src
    });
    document.head.appendChild(s);
  }

  // Ideographs are words one by one, as the index holds them (no spaces separate their words).
  var IDEOGRAPH = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FFFF}]/u;

  function words(q) {
    var out = [];
    (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).forEach(function(run) {
      var w = "";
      Array.from(run).forEach(function(c) {
        if (IDEOGRAPH.test(c)) {
          if (w) out.push(w);
          w = "";
          out.push(c);
        } else w += c;
      });
      if (w) out.push(w);
    });
    return out.filter(function(w) {
      var n = Array.from(w).length;
      return IDEOGRAPH.test(w) || (n >= 2 && n <= 40);
    });
  }

  // The pattern of `w` where a word starts with it: after a non-letter, or anywhere for an
  // ideograph.
  function wordStart(ws) {
    return "(^|[^\\p{L}\\p{N}]|(?=" + IDEOGRAPH.source + "))(" + ws.map(function(w) {
      return w.replace(/[^\p{L}\p{N}]/gu, "");
    }).join("|") + ")";
  }

  function shardOf(w) {
    var c = w.charAt(0);
    return /[a-z0-9]/.test(c) ? c : "_";
  }

  function postings(shard, w, prefix, scores, weight) {
    var keys = prefix ? Object.keys(shard).filter(function(k) {
      return k.lastIndexOf(w, 0) === 0;
    }).slice(0, 60) : (shard[w] ? [w] : []);
    keys.forEach(function(k) {
      var exact = k === w ? 2 : 1;
      [0, 1].forEach(function(part) {
        var n = 0;
        shard[k][part].forEach(function(d) {
          n += d;
          scores[n] = Math.max(scores[n] || 0, (part === 0 ? 5 : 1) * weight * exact);
        });
      });
    });
  }

  function search(q) {
    var ws = words(q);
    if (!ws.length) return null;
    if (!S.d) {
      load("docs.js");
      return null;
    }
    var missing = false;
    ws.forEach(function(w) {
      var n = shardOf(w);
      if (!S.s[n]) {
        load("t-" + n + ".js");
        missing = true;
      }
    });
    if (missing) return null;
    // Any word matches: sections holding every word come first, then by the rarity (bm25's idf)
    // of the words they hold, then by score, so that "the" or "while" decide nothing. `absent`:
    // the words no section holds; `marks`: the words to mark (not those most sections hold).
    var N = S.d.length,
      total = {},
      count = {},
      held = {},
      absent = [],
      marks = [];
    ws.forEach(function(w, i) {
      var sc = {};
      postings(S.s[shardOf(w)], w, i === ws.length - 1, sc, w.length > 3 ? 2 : 1);
      var ks = Object.keys(sc),
        idf = Math.log(1 + (N - ks.length + 0.5) / (ks.length + 0.5));
      if (!ks.length) absent.push(w);
      else if (ks.length * 3 <= N) marks.push(w);
      ks.forEach(function(k) {
        total[k] = (total[k] || 0) + sc[k] * idf;
        count[k] = (count[k] || 0) + 1;
        held[k] = (held[k] || 0) + idf;
      });
    });

    function every(k) {
      return count[k] === ws.length ? 1 : 0;
    }
    var list = Object.keys(total).map(Number).sort(function(a, b) {
      return every(b) - every(a) || held[b] - held[a] || total[b] - total[a] || a - b;
    }).slice(0, 20);
    list.absent = absent;
    list.all = list.length > 0 && every(list[0]) === 1;
    list.marks = marks.length ? marks : ws;
    return list;
  }
  // The words of the query marked in `text`: each word where a word starts with it.
  function marked(parent, text, ws) {
    if (!ws.length) {
      parent.appendChild(document.createTextNode(text));
      return;
    }
    var re = new RegExp(wordStart(ws), "igu"),
      last = 0,
      m;
    while ((m = re.exec(text))) {
      var at = m.index + m[1].length;
      if (at > last) parent.appendChild(document.createTextNode(text.slice(last, at)));
      parent.appendChild(el("mark", {}, text.slice(at, at + m[2].length)));
      last = at + m[2].length;
      re.lastIndex = last;
    }
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
  }
  // The passage of `text` around the first query word, about 180 characters, cut at words.
  function passage(text, ws) {
    var lower = text.toLowerCase(),
      at = -1;
    ws.forEach(function(w) {
      var re = new RegExp(wordStart([w]), "u"),
        m = re.exec(lower);
      if (m) {
        var i = m.index + m[1].length;
        if (at < 0 || i < at) at = i;
      }
    });
    var start = at < 70 ? 0 : text.lastIndexOf(" ", at - 60) + 1,
      end = Math.min(text.length, start + 180);
    if (end < text.length) {
      var sp = text.lastIndexOf(" ", end);
      if (sp > start) end = sp;
    }
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }
  var input = document.getElementById("search-input"),
    box = document.getElementById("search-results");
  if (input && box) {
    input.hidden = false;
    var pending = "",
      selected = -1;

    function items() {
      return Array.prototype.slice.call(box.querySelectorAll("a.result"));
    }

    function select(i) {
      var list = items();
      if (!list.length) return;
      selected = (i + list.length) % list.length;
      list.forEach(function(a, j) {
        a.setAttribute("aria-selected", j === selected ? "true" : "false");
      });
      input.setAttribute("aria-activedescendant", list[selected].id);
      var a = list[selected],
        br = box.getBoundingClientRect(),
        ar = a.getBoundingClientRect();
      if (ar.top < br.top) box.scrollTop += ar.top - br.top;
      else if (ar.bottom > br.bottom) box.scrollTop += ar.bottom - br.bottom;
    }

    function show() {
      var r = search(pending),
        ws = words(pending);
      if (r === null && ws.length) {
        box.className = "open";
        box.textContent = "Searching…";
        return;
      }
      if (r) ws = r.marks;
      box.textContent = "";
      input.removeAttribute("aria-activedescendant");
      if (!r) {
        box.className = "";
        selected = -1;
        return;
      }
      box.className = "open";

      function quoted(t) {
        return "\u201c" + t + "\u201d";
      }
      if (!r.length) {
        box.appendChild(el("div", {
          "class": "none"
        }, "Nothing in this collection is about " + quoted(pending.trim()) + "."));
        selected = -1;
        return;
      }
      if (r.absent.length) {
        box.appendChild(el("div", {
          "class": "none"
        }, "No section holds " + r.absent.map(quoted).join(", ") + "; sections holding the other words:"));
      } else if (!r.all) {
        box.appendChild(el("div", {
          "class": "none"
        }, "No section holds every word; sections holding most of them:"));
      }
      r.forEach(function(n, i) {
        var d = S.d[n],
          chunk = Math.floor(n / 200),
          texts = S.t[chunk];
        if (!texts) load("x-" + chunk + ".js");
        var a = el("a", {
          href: root + d[0],
          "class": "result",
          role: "option",
          id: "result-" + i,
          "aria-selected": "false"
        });
        var title = el("span", {
          "class": "result-title"
        });
        marked(title, d[1], ws);
        a.appendChild(title);
        a.appendChild(el("small", {}, d[2]));
        var text = texts && texts[n % 200];
        if (text) {
          var p = el("span", {
            "class": "passage"
          });
          marked(p, passage(text, ws), ws);
          a.appendChild(p);
        }
        a.addEventListener("mousemove", function() {
          if (selected !== i) select(i);
        });
        box.appendChild(a);
      });
      if (selected >= r.length) selected = r.length - 1;
      if (selected >= 0) select(selected);
    }
    S.ready = function() {
      show();
    };
    input.addEventListener("input", function() {
      pending = input.value;
      selected = -1;
      show();
    });
    input.addEventListener("keydown", function(e) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (items().length) {
          e.preventDefault();
          box.className = "open";
          select(selected < 0 ? (e.key === "ArrowDown" ? 0 : -1) : selected + (e.key === "ArrowDown" ? 1 : -1));
        }
      } else if (e.key === "Enter") {
        var list = items(),
          a = list[selected < 0 ? 0 : selected];
        if (a) {
          e.preventDefault();
          location.href = a.href;
        }
      } else if (e.key === "Escape") {
        if (box.className) {
          box.className = "";
        } else {
          input.blur();
        }
      }
    });
    input.addEventListener("focus", function() {
      if (pending) show();
    });
    document.addEventListener("click", function(e) {
      if (!box.contains(e.target) && e.target !== input) box.className = "";
    });
    // `/` focuses the search, unless the reader is typing somewhere.
    document.addEventListener("keydown", function(e) {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      var t = e.target,
        tag = t && t.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) return;
      e.preventDefault();
      input.focus();
      input.select();
    });
  }
  // Decision widget.
  var data = document.getElementById("tree-data"),
    widget = document.getElementById("widget");
  if (data && widget) {
    var nodes = JSON.parse(data.textContent),
      trail = [0],
      answers = [],
      body = document.getElementById("widget-body");
    widget.hidden = false;
    // The answers so far, each a button back to its question.
    function draw() {
      body.textContent = "";
      var n = nodes[trail[trail.length - 1]];
      if (answers.length) {
        var ol = el("ol", {
          "class": "trail",
          "aria-label": "Your answers"
        });
        answers.forEach(function(a, i) {
          var li = el("li", {});
          var b = el("button", {
            type: "button",
            "class": "step",
            title: "Go back to this question"
          });
          b.appendChild(el("span", {
            "class": "step-q"
          }, a.question));
          b.appendChild(el("span", {
            "class": "step-a"
          }, a.answer));
          b.addEventListener("click", function() {
            trail = trail.slice(0, i + 1);
            answers = answers.slice(0, i);
            draw();
            focusFirst();
          });
          li.appendChild(b);
          ol.appendChild(li);
        });
        body.appendChild(ol);
      }
      if (n.question != null) {
        body.appendChild(el("p", {
          "class": "answer"
        }, n.question));
        var opts = el("div", {
          "class": "options"
        });
        n.options.forEach(function(o) {
          var b = el("button", {
            type: "button",
            "class": "option"
          }, o.text);
          if (o.next == null) b.disabled = true;
          b.addEventListener("click", function() {
            trail.push(o.next);
            answers.push({
              question: n.question,
              answer: o.text
            });
            draw();
            focusFirst();
          });
          opts.appendChild(b);
        });
        body.appendChild(opts);
      } else {
        var r = el("div", {
          "class": "recommendation"
        });
        r.appendChild(el("p", {
          "class": "answer outcome-text"
        }, "Recommendation: " + n.outcome));
        if (n.steps) {
          var ol2 = el("ol", {});
          n.steps.forEach(function(s) {
            ol2.appendChild(el("li", {}, s));
          });
          r.appendChild(ol2);
        }
        (n.links || []).forEach(function(l) {
          var a = el("a", {
            href: l.href
          }, l.title);
          var p = el("p", {});
          p.appendChild(a);
          r.appendChild(p);
        });
        if (n.template) {
          var t = el("p", {
            "class": "template"
          }, "Code template: ");
          t.appendChild(el("a", {
            href: n.template.href
          }, n.template.title));
          r.appendChild(t);
        }
        body.appendChild(r);
      }
      var nav = el("p", {
        "class": "widget-nav"
      });
      if (trail.length > 1) {
        var back = el("button", {
          type: "button",
          "class": "back"
        }, "← Back");
        back.addEventListener("click", function() {
          trail.pop();
          answers.pop();
          draw();
          focusFirst();
        });
        nav.appendChild(back);
        var again = el("button", {
          type: "button",
          "class": "restart"
        }, "Start over");
        again.addEventListener("click", function() {
          trail = [0];
          answers = [];
          draw();
          focusFirst();
        });
        nav.appendChild(again);
      }
      body.appendChild(nav);
    }

    function focusFirst() {
      var b = body.querySelector("button.option:not([disabled])");
      if (b) b.focus({
        preventScroll: true
      });
    }
    draw();
  }
  // Template form.
  var tdata = document.getElementById("template-data");
  if (tdata && window.SG_TEMPLATE) {
    window.SG_TEMPLATE(JSON.parse(tdata.textContent));
  }
})();
