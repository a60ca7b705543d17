// assets/theme.js: run in <head>, before the page paints, so that a saved theme choice
// ("sg-theme", set by the toggle in site.js) applies without a flash of the other theme.
// Without a choice the page follows the system's (prefers-color-scheme in site.css).
try {
  var t = localStorage.getItem("sg-theme");
  if (t === "dark" || t === "light") document.documentElement.setAttribute("data-theme", t);
} catch (e) {}
