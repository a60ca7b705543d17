/// The site's style sheet and its small theme script (run in `<head>`, before the page paints).
enum SiteAssets {
  /// `assets/theme.js`: applies the saved theme choice early, so the page never flashes.
  static let themeScript = #"""
    try{var t=localStorage.getItem("sg-theme");if(t==="dark"||t==="light")document.documentElement.setAttribute("data-theme",t);}catch(e){}

    """#

  /// `assets/site.css`: light and dark themes, a sidebar on wide screens, one column on phones.
  static let css = #"""
    :root{--bg:#ffffff;--fg:#1d1d1f;--muted:#5f6368;--line:#d9dce1;--panel:#f5f6f8;--link:#0b57d0;
    --code-bg:#f3f4f6;--kw:#9b2393;--str:#c41a16;--com:#5d6c79;--num:#1c00cf;--type:#0b4f79;--attr:#815f03;
    --pattern:#1a7f37;--anti:#cf222e;--scenario:#9a6700;--check:#0969da;color-scheme:light}
    @media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#16171a;--fg:#e6e6e6;--muted:#a0a4ab;
    --line:#33363c;--panel:#1f2126;--link:#8ab4f8;--code-bg:#1f2126;--kw:#fc5fa3;--str:#fc6a5d;--com:#7f8c98;
    --num:#d0bf69;--type:#5dd8ff;--attr:#fd8f3f;--pattern:#3fb950;--anti:#f85149;--scenario:#d29922;--check:#58a6ff;color-scheme:dark}}
    :root[data-theme=dark]{--bg:#16171a;--fg:#e6e6e6;--muted:#a0a4ab;--line:#33363c;--panel:#1f2126;--link:#8ab4f8;
    --code-bg:#1f2126;--kw:#fc5fa3;--str:#fc6a5d;--com:#7f8c98;--num:#d0bf69;--type:#5dd8ff;--attr:#fd8f3f;
    --pattern:#3fb950;--anti:#f85149;--scenario:#d29922;--check:#58a6ff;color-scheme:dark}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif}
    a{color:var(--link)}
    .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--panel);padding:4px}
    header.top{position:sticky;top:0;z-index:5;display:flex;gap:12px;align-items:center;padding:8px 16px;
    background:var(--panel);border-bottom:1px solid var(--line)}
    .brand{font-weight:700;text-decoration:none;color:var(--fg)}
    .search{position:relative;flex:1;max-width:480px}
    .search input{width:100%;padding:6px 10px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);font-size:16px}
    #search-results{position:absolute;left:0;right:0;top:100%;background:var(--bg);border:1px solid var(--line);
    border-radius:6px;max-height:70vh;overflow:auto;display:none}
    #search-results.open{display:block}
    #search-results a{display:block;padding:6px 10px;text-decoration:none;border-bottom:1px solid var(--line)}
    #search-results small{display:block;color:var(--muted)}
    #theme-toggle{border:1px solid var(--line);background:var(--bg);color:var(--fg);border-radius:6px;padding:4px 10px;cursor:pointer}
    .layout{display:flex;max-width:1400px;margin:0 auto}
    #sidebar{width:280px;flex:none;padding:12px;border-right:1px solid var(--line);height:calc(100vh - 50px);
    position:sticky;top:50px;overflow:auto;font-size:14px}
    #sidebar:empty{display:none}
    #sidebar h3{font-size:12px;text-transform:uppercase;color:var(--muted);margin:14px 0 4px}
    #sidebar ul{list-style:none;margin:0;padding:0}#sidebar li a{display:block;padding:2px 4px;text-decoration:none;border-radius:4px}
    #sidebar li a[aria-current]{background:var(--code-bg);font-weight:600}
    main{flex:1;min-width:0;padding:16px 32px;max-width:980px}
    .meta{color:var(--muted);font-size:14px}.meta span{margin-right:10px}
    .type{display:inline-block;font-size:12px;padding:0 6px;border:1px solid var(--line);border-radius:10px}
    .toc{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px 14px;margin:12px 0}
    .toc ul{margin:4px 0;padding-left:18px}.toc-3{margin-left:14px;font-size:14px}
    .related{border-left:3px solid var(--check);padding:2px 12px;margin:12px 0}
    h1,h2,h3,h4{line-height:1.25}h1 .anchor,h2 .anchor,h3 .anchor,h4 .anchor{visibility:hidden;margin-left:6px;text-decoration:none}
    h1:hover .anchor,h2:hover .anchor,h3:hover .anchor,h4:hover .anchor{visibility:visible}
    .badge{font-size:12px;vertical-align:middle;padding:1px 8px;border-radius:10px;color:#fff;background:var(--muted)}
    .badge-pattern{background:var(--pattern)}.badge-antiPattern{background:var(--anti)}
    .badge-pressureScenario{background:var(--scenario)}.badge-checklist{background:var(--check)}
    section.entity-pattern{border-left:3px solid var(--pattern);padding-left:12px}
    section.entity-antiPattern{border-left:3px solid var(--anti);padding-left:12px}
    section.entity-pressureScenario{border-left:3px solid var(--scenario);padding-left:12px;background:var(--panel)}
    section.entity-checklist{border-left:3px solid var(--check);padding-left:12px}
    ul.checklist{list-style:none;padding-left:4px}li.task label{cursor:pointer}li.task input{margin-right:6px;transform:scale(1.15)}
    .code{position:relative}pre{background:var(--code-bg);padding:12px;border-radius:6px;overflow:auto;font-size:14px;line-height:1.45}
    code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
    .copy{position:absolute;top:6px;right:6px;font-size:12px;border:1px solid var(--line);background:var(--bg);color:var(--fg);border-radius:4px;cursor:pointer}
    .tok-keyword{color:var(--kw);font-weight:600}.tok-string{color:var(--str)}.tok-comment{color:var(--com);font-style:italic}
    .tok-number{color:var(--num)}.tok-type{color:var(--type)}.tok-attribute{color:var(--attr)}.tok-tag{color:var(--kw)}
    .tok-key{color:var(--type)}.tok-variable{color:var(--attr)}
    .table{overflow-x:auto}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid var(--line);padding:6px 10px;vertical-align:top}
    th{background:var(--panel)}blockquote{margin:0;padding:0 14px;border-left:3px solid var(--line);color:var(--muted)}
    .broken-ref{text-decoration:underline dotted var(--anti)}
    .pager{display:flex;justify-content:space-between;gap:12px;border-top:1px solid var(--line);margin-top:32px;padding-top:12px}
    .pager a[rel=next]{margin-left:auto;text-align:right}
    .tree-nested ul{list-style:none;padding-left:18px;border-left:1px dashed var(--line)}.q-text{font-weight:600;margin:4px 0}
    .opt{color:var(--muted)}.opt::before{content:"▸ "}.outcome{margin:2px 0 6px 8px;padding:2px 8px;background:var(--panel);border-radius:4px}
    .reached{display:block;color:var(--muted);font-size:14px}
    .widget{border:2px solid var(--check);border-radius:8px;padding:8px 16px;margin:16px 0}
    .widget button{margin:4px 6px 4px 0;padding:8px 12px;border:1px solid var(--line);border-radius:6px;background:var(--panel);color:var(--fg);cursor:pointer;font-size:15px}
    .widget .answer{font-size:18px;font-weight:600}
    .field{margin:10px 0}.field label{display:block}.field input,.field select{width:100%;max-width:420px;padding:6px;font-size:15px;
    background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:4px}.field small{display:block;color:var(--muted)}
    .field output.error{display:block;color:var(--anti);font-size:14px}.field.invalid input{border-color:var(--anti)}
    @media (max-width:800px){.layout{display:block}#sidebar{display:none}main{padding:12px}header.top{flex-wrap:wrap}
    .contents-link{display:inline}pre{font-size:13px}}
    @media (min-width:801px){.contents-link{display:none}}

    """#
}
