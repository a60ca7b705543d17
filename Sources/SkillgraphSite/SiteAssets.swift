/// The site's style sheet and its small theme script (run in `<head>`, before the page paints).
package enum SiteAssets {
  /// `assets/theme.js`: applies the saved theme choice early, so the page never flashes.
  package static let themeScript = #"""
    try{var t=localStorage.getItem("sg-theme");if(t==="dark"||t==="light")document.documentElement.setAttribute("data-theme",t);}catch(e){}

    """#

  /// `assets/site.css`: light and dark themes, a sidebar on wide screens, one column on phones.
  package static let css = #"""
    :root{--bg:#ffffff;--fg:#1d1d1f;--muted:#5f6368;--line:#d9dce1;--panel:#f5f6f8;--link:#0b57d0;
    --code-bg:#f3f4f6;--kw:#9b2393;--str:#c41a16;--com:#5d6c79;--num:#1c00cf;--type:#0b4f79;--attr:#815f03;
    --pattern:#1a7f37;--anti:#cf222e;--scenario:#9a6700;--check:#0969da;--mark:#fde68a;--header:rgba(245,246,248,.92);color-scheme:light}
    @media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#16171a;--fg:#e6e6e6;--muted:#a0a4ab;
    --line:#33363c;--panel:#1f2126;--link:#8ab4f8;--code-bg:#1f2126;--kw:#fc5fa3;--str:#fc6a5d;--com:#7f8c98;
    --num:#d0bf69;--type:#5dd8ff;--attr:#fd8f3f;--pattern:#3fb950;--anti:#f85149;--scenario:#d29922;--check:#58a6ff;--mark:#6b5600;--header:rgba(31,33,38,.92);color-scheme:dark}}
    :root[data-theme=dark]{--bg:#16171a;--fg:#e6e6e6;--muted:#a0a4ab;--line:#33363c;--panel:#1f2126;--link:#8ab4f8;
    --code-bg:#1f2126;--kw:#fc5fa3;--str:#fc6a5d;--com:#7f8c98;--num:#d0bf69;--type:#5dd8ff;--attr:#fd8f3f;
    --pattern:#3fb950;--anti:#f85149;--scenario:#d29922;--check:#58a6ff;--mark:#6b5600;--header:rgba(31,33,38,.92);color-scheme:dark}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.65 -apple-system,BlinkMacSystemFont,"SF Pro Text","Segoe UI",Roboto,"Helvetica Neue",sans-serif;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
    /* Anchors land below the sticky header, not under it. */
    [id]{scroll-margin-top:72px}
    a{color:var(--link)}
    .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--panel);padding:4px}
    header.top{position:sticky;top:0;z-index:5;display:flex;gap:16px;align-items:center;height:56px;padding:0 20px;
    background:var(--header);-webkit-backdrop-filter:saturate(180%) blur(12px);backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid var(--line)}
    .brand{font-weight:700;font-size:17px;letter-spacing:-.01em;text-decoration:none;color:var(--fg)}
    .search{position:relative;flex:1;max-width:480px}
    .search input{width:100%;padding:7px 12px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg);font-size:16px}
    .search input:focus{outline:2px solid var(--link);outline-offset:-1px}
    #search-results{position:absolute;left:0;right:0;top:100%;background:var(--bg);border:1px solid var(--line);
    border-radius:8px;max-height:70vh;overflow:auto;display:none;box-shadow:0 10px 30px rgba(0,0,0,.18);margin-top:4px}
    #search-results.open{display:block}
    #search-results a{display:block;padding:8px 12px;text-decoration:none;color:var(--fg);border-bottom:1px solid var(--line)}
    #search-results a[aria-selected=true]{background:var(--code-bg)}
    #search-results small{display:block;color:var(--muted);font-size:12px}#search-results .none{padding:8px 12px;color:var(--muted)}
    .result-title{display:block;font-weight:600;color:var(--link)}.passage{display:block;font-size:13px;line-height:1.45;color:var(--muted);margin-top:2px}
    mark{background:var(--mark);color:inherit;border-radius:2px;padding:0 1px}
    #theme-toggle{border:1px solid var(--line);background:var(--bg);color:var(--fg);border-radius:6px;padding:4px 10px;cursor:pointer}
    .layout{display:flex;max-width:1520px;margin:0 auto}
    #sidebar{width:272px;flex:none;padding:16px 12px;border-right:1px solid var(--line);height:calc(100vh - 56px);
    position:sticky;top:56px;overflow-y:auto;overflow-x:hidden;overflow-wrap:anywhere;font-size:14px;line-height:1.4}
    #sidebar:empty{display:none}
    #sidebar h3{font-size:12px;text-transform:uppercase;color:var(--muted);margin:14px 0 4px}
    #sidebar ul{list-style:none;margin:0;padding:0}#sidebar li a{display:block;padding:4px 8px;text-decoration:none;border-radius:6px;color:var(--fg)}#sidebar li a:hover{background:var(--panel)}
    #sidebar li a[aria-current]{background:var(--code-bg);font-weight:600;color:var(--link)}
    main{flex:1;min-width:0;padding:24px 40px 56px;max-width:900px}
    h1{font-size:2.1rem;font-weight:700;letter-spacing:-.015em;margin:.1em 0 .4em}
    h2{font-size:1.5rem;font-weight:650;letter-spacing:-.01em;margin:2em 0 .6em}
    h3{font-size:1.2rem;font-weight:650;margin:1.8em 0 .5em}h4{font-size:1.05rem;margin:1.5em 0 .4em}
    p,ul,ol{margin:0 0 1em}li{margin:.25em 0}
    hr{border:none;border-top:1px solid var(--line);margin:2em 0}
    .breadcrumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:2px;padding:0;margin:0 0 10px;font-size:14px;color:var(--muted)}
    .breadcrumbs li{margin:0}.breadcrumbs li+li::before{content:"›";margin:0 8px 0 6px}
    .breadcrumbs a{color:var(--muted);text-decoration:none}.breadcrumbs a:hover{color:var(--link);text-decoration:underline}
    .page-toc{display:none}
    .page-toc-title{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:0 0 8px}
    .page-toc ul{list-style:none;margin:0;padding:0;border-left:1px solid var(--line)}.page-toc li{margin:0}
    .page-toc a{display:block;padding:4px 0 4px 12px;margin-left:-1px;border-left:2px solid transparent;color:var(--muted);text-decoration:none;line-height:1.35}
    .page-toc a:hover{color:var(--fg)}.page-toc a[aria-current]{color:var(--link);border-left-color:var(--link);font-weight:600}
    .page-toc .toc-3 a{padding-left:24px;font-size:13px}
    @media (min-width:1200px){.page-toc{display:block;width:248px;flex:none;position:sticky;top:56px;align-self:flex-start;
    max-height:calc(100vh - 56px);overflow:auto;padding:28px 16px 24px 8px;font-size:14px}.toc-inline{display:none}}
    .meta{color:var(--muted);font-size:14px}.meta span{margin-right:10px}
    .type{display:inline-block;font-size:12px;padding:0 6px;border:1px solid var(--line);border-radius:10px}
    .toc{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:8px 14px;margin:12px 0}.toc summary{cursor:pointer;font-weight:600}
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
    .audit-check{font-size:.8em;border:1px solid var(--check);border-radius:4px;padding:0 4px;margin-left:6px;white-space:nowrap}
    ul.checklist{list-style:none;padding-left:4px}li.task label{cursor:pointer}li.task input{margin-right:6px;transform:scale(1.15)}
    .code{position:relative}pre{background:var(--code-bg);padding:14px 16px;border-radius:8px;overflow:auto;font-size:14px;line-height:1.5;border:1px solid var(--line)}
    code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
    .copy{position:absolute;top:8px;right:8px;font-size:12px;padding:3px 8px;border:1px solid var(--line);background:var(--bg);color:var(--fg);border-radius:6px;cursor:pointer;opacity:.75}
    .code:hover .copy,.copy:focus{opacity:1}
    .tok-keyword{color:var(--kw);font-weight:600}.tok-string{color:var(--str)}.tok-comment{color:var(--com);font-style:italic}
    .tok-number{color:var(--num)}.tok-type{color:var(--type)}.tok-attribute{color:var(--attr)}.tok-tag{color:var(--kw)}
    .tok-key{color:var(--type)}.tok-variable{color:var(--attr)}
    .table{overflow-x:auto}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid var(--line);padding:6px 10px;vertical-align:top}
    th{background:var(--panel)}blockquote{margin:0;padding:0 14px;border-left:3px solid var(--line);color:var(--muted)}
    .broken-ref{text-decoration:underline dotted var(--anti)}
    .pager{display:flex;justify-content:space-between;gap:16px;margin-top:48px}
    .pager a{flex:0 1 48%;border:1px solid var(--line);border-radius:8px;padding:10px 14px;text-decoration:none;line-height:1.35}
    .pager a:hover{border-color:var(--link)}.pager small{display:block;color:var(--muted);font-size:12px;margin-bottom:2px}
    .pager a[rel=next]{margin-left:auto;text-align:right}
    .tree-nested ul{list-style:none;padding-left:18px;border-left:1px dashed var(--line)}.q-text{font-weight:600;margin:4px 0}
    .opt{color:var(--muted)}.opt::before{content:"▸ "}.outcome{margin:2px 0 6px 8px;padding:2px 8px;background:var(--panel);border-radius:4px}
    .reached{display:block;color:var(--muted);font-size:14px}
    .widget{border:2px solid var(--check);border-radius:8px;padding:8px 16px;margin:16px 0}
    .widget button{margin:4px 6px 4px 0;padding:8px 12px;border:1px solid var(--line);border-radius:6px;background:var(--panel);color:var(--fg);cursor:pointer;font-size:15px}
    .widget .answer{font-size:18px;font-weight:600}.widget h2{margin:.5em 0 .6em;font-size:1.2rem}
    .meta code{white-space:nowrap}.related{font-size:15px}.related ul{margin:0;padding-left:18px}
    .skill-list{list-style:none;padding:0}.skill-list li{margin:0 0 14px}.skill-list small{display:block;font-size:14px;line-height:1.5;color:var(--muted);margin-top:2px}
    .widget .trail{list-style:none;padding:0;margin:8px 0 4px}.widget .trail li{margin:0}
    .widget button.step{display:block;width:100%;text-align:left;background:none;border:none;border-radius:6px;margin:0;padding:4px 8px;font-size:14px;color:var(--fg)}
    .widget button.step:hover,.widget button.step:focus{background:var(--panel)}.step-q{color:var(--muted)}.step-a{font-weight:600;margin-left:6px}.step-a::before{content:"→ ";color:var(--muted);font-weight:400}
    .field{margin:10px 0}.field label{display:block}.field input,.field select{width:100%;max-width:420px;padding:6px;font-size:15px;
    background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:4px}.field small{display:block;color:var(--muted)}
    .field output.error{display:block;color:var(--anti);font-size:14px}.field.invalid input{border-color:var(--anti)}
    @media (max-width:800px){.layout{display:block}#sidebar{display:none}main{padding:16px}header.top{gap:10px;padding:0 12px}
    h1{font-size:1.7rem}h2{font-size:1.3rem}.pager{flex-direction:column}.pager a{flex:auto}
    .contents-link{display:inline}pre{font-size:13px}}
    @media (min-width:801px){.contents-link{display:none}}

    """#
}
