// assets/site.js (first part): the template form. window.SG_TEMPLATE(T) is called by site.js
// with the page's <script id="template-data"> (TemplatePage.swift): the variables with their
// types, defaults and bounds, the Swift keywords, and the files with their Mustache source.
// It applies the command line's rules (VariableValidator), fills derived defaults such as
// {{bundleID}}.refresh, and renders the files with a small Mustache renderer that escapes each
// value for the language it lands in (a Swift string literal, plist XML, plain text).
window.SG_TEMPLATE = function(T) {
  "use strict";
  var kw = {},
    reserved = {};
  T.keywords.forEach(function(k) {
    kw[k] = 1;
  });
  T.reservedTypeNames.forEach(function(k) {
    reserved[k] = 1;
  });

  function isIdent(t) {
    return !!t && !kw[t] && t.length <= 100 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(t);
  }

  function isDNS(t) {
    var p = t.split(".");
    return p.length >= 2 && t.length <= 255 && p.every(function(x) {
      return x.length > 0 && x[0] !== "-" && x[x.length - 1] !== "-" && /^[A-Za-z0-9-]+$/.test(x);
    });
  }

  function seconds(t) {
    var s = t.trim().toLowerCase(),
      u = /[smhd]$/.test(s) ? s.slice(-1) : null,
      n = u ? s.slice(0, -1) : s;
    if (!/^([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/.test(n)) return null;
    var v = parseFloat(n);
    if (!isFinite(v) || v < 0) return null;
    return u === "m" ? v * 60 : u === "h" ? v * 3600 : u === "d" ? v * 86400 : v;
  }

  function bounded(v, text, va) {
    function p(b) {
      return va.type === "duration" ? seconds(b) : parseFloat(b);
    }
    if (va.min != null && p(va.min) != null && v < p(va.min)) return "is below the minimum " + va.min;
    if (va.max != null && p(va.max) != null && v > p(va.max)) return "is above the maximum " + va.max;
    return null;
  }

  function check(text, va) {
    switch (va.type) {
      case "identifier":
        return isIdent(text) && (/^[a-z_]/.test(text)) ? {
          value: text
        } : {
          rule: "is not a Swift identifier (lowerCamelCase letters, digits and _, not a keyword)"
        };
      case "typeName":
        return isIdent(text) && /^[A-Z]/.test(text) ? {
          value: text
        } : {
          rule: "is not a Swift type name (UpperCamelCase letters, digits and _, not a keyword)"
        };
      case "reverseDNS":
      case "taskIdentifier":
        return isDNS(text) ? {
          value: text
        } : {
          rule: "is not a reverse-DNS identifier (two or more dot-separated parts of letters, digits and -, such as com.example.app.refresh)"
        };
      case "string":
        if (Array.from(text).length > 500) return {
          rule: "is longer than 500 characters"
        };
        if (/[\u0000-\u0008\u000A-\u001F]/.test(text)) return {
          rule: "contains a control character (line breaks are not allowed)"
        };
        return {
          value: text
        };
      case "integer":
        if (!/^[-+]?[0-9]+$/.test(text)) return {
          rule: "is not a whole number"
        };
        var i = parseInt(text, 10),
          b = bounded(i, text, va);
        return b ? {
          rule: b
        } : {
          value: i
        };
      case "duration":
        var s = seconds(text);
        if (s === null) return {
          rule: text.charAt(0) === "-" ? "is negative; a duration must be zero or more" : "is not a duration (900, 30s, 15m, 2h, 1d)"
        };
        if (s > 366 * 86400) return {
          rule: "is over a year, which the system would never honour"
        };
        var bd = bounded(s, text, va);
        return bd ? {
          rule: bd
        } : {
          value: s
        };
      case "boolean":
        var l = text.toLowerCase();
        if (["true", "yes", "1", "on"].indexOf(l) >= 0) return {
          value: true
        };
        if (["false", "no", "0", "off"].indexOf(l) >= 0) return {
          value: false
        };
        return {
          rule: "is not a boolean (true or false)"
        };
      case "choice":
        return (va.choices || []).indexOf(text) >= 0 ? {
          value: text
        } : {
          rule: "is not one of " + (va.choices || []).join(", ")
        };
    }
    return {
      value: text
    };
  }
  var esc = {
    swift: function(t) {
      return t.replace(/[\\"\n\r\t\u0000-\u001F]/g, function(c) {
        return c === "\\" ? "\\\\" : c === "\"" ? "\\\"" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : c === "\t" ? "\\t" : "\\u{" + c.charCodeAt(0).toString(16) + "}";
      });
    },
    plist: function(t) {
      return t.replace(/[&<>"']/g, function(c) {
        return {
          "&": "&amp;",
          "<": "&lt;",
          ">": "&gt;",
          "\"": "&quot;",
          "'": "&apos;"
        } [c];
      });
    },
    text: function(t) {
      return t;
    }
  };

  function mustache(src, ctx, e) {
    var lines = src.split(/(?<=\n)/),
      s = "";
    lines.forEach(function(l) {
      s += /^[ \t]*\{\{[#^\/!%][^}]*\}\}[ \t]*\r?\n?$/.test(l) ? l.trim() : l;
    });
    var re = /\{\{([#^\/!%]?)\s*([^}]*?)\s*\}\}/g,
      m, last = 0,
      stack = [{
        kids: []
      }];
    while ((m = re.exec(s))) {
      if (m.index > last) stack[stack.length - 1].kids.push({
        t: "x",
        v: s.slice(last, m.index)
      });
      last = re.lastIndex;
      if (m[1] === "#" || m[1] === "^") {
        var n = {
          t: m[1],
          v: m[2],
          kids: []
        };
        stack[stack.length - 1].kids.push(n);
        stack.push(n);
      } else if (m[1] === "/") {
        if (stack.length > 1) stack.pop();
      } else if (m[1] === "") {
        stack[stack.length - 1].kids.push({
          t: "v",
          v: m[2]
        });
      }
    }
    if (last < s.length) stack[stack.length - 1].kids.push({
      t: "x",
      v: s.slice(last)
    });

    function run(kids) {
      return kids.map(function(k) {
        if (k.t === "x") return k.v;
        var v = ctx[k.v];
        if (k.t === "v") return v == null ? "" : e(String(v));
        var truthy = !!v && v !== "";
        return (k.t === "#") === truthy ? run(k.kids) : "";
      }).join("");
    }
    return run(stack[0].kids);
  }
  var form = document.getElementById("template-form"),
    edited = {};

  function update() {
    var ctx = {},
      problems = {},
      values = {};
    T.variables.forEach(function(va) {
      var input = form.elements[va.name],
        text;
      if (edited[va.name]) {
        text = input.value;
      } else {
        text = va["default"] == null ? "" : (va["default"].indexOf("{{") >= 0 ? mustache(va["default"], ctx, esc.text) : va["default"]);
        input.value = text;
      }
      var r = check(text, va);
      if (r.rule) {
        problems[va.name] = r.rule;
      } else {
        ctx[va.name] = r.value;
        values[va.name] = text;
      }
      if (va.prefixedBy && typeof ctx[va.prefixedBy] === "string" && text.indexOf(ctx[va.prefixedBy] + ".") !== 0 && !problems[va.name])
        problems[va.name] = "must start with '" + ctx[va.prefixedBy] + ".' (the value of " + va.prefixedBy + ") to match the Info.plist identifiers";
    });
    var seen = {};
    T.variables.forEach(function(va) {
      if (va.type !== "typeName" || values[va.name] == null) return;
      var v = values[va.name];
      if (seen[v] && !problems[va.name]) problems[va.name] = "is already the name of " + seen[v];
      seen[v] = va.name;
    });
    var bad = false;
    T.variables.forEach(function(va) {
      var out = document.getElementById("err-" + va.name),
        p = problems[va.name];
      if (out) out.textContent = p ? va.name + " '" + form.elements[va.name].value + "' " + p : "";
      form.elements[va.name].parentNode.className = p ? "field invalid" : "field";
      if (p) bad = true;
    });
    T.files.forEach(function(f, i) {
      var code = document.querySelector("code[data-file='" + i + "']"),
        name = document.querySelector("[data-file-name='" + i + "']");
      if (bad) {
        code.parentNode.style.opacity = "0.45";
        return;
      }
      code.parentNode.style.opacity = "";
      code.textContent = mustache(f.template, ctx, esc[f.language] || esc.text);
      name.textContent = mustache(f.output, ctx, esc.text);
    });
  }
  T.variables.forEach(function(va) {
    var input = form.elements[va.name];
    input.addEventListener("input", function() {
      edited[va.name] = input.value !== "";
      update();
    });
    input.addEventListener("change", function() {
      edited[va.name] = input.value !== "";
      update();
    });
  });
  form.addEventListener("submit", function(e) {
    e.preventDefault();
  });
};
