extension SiteAssets {
  /// `assets/site.js`: the sidebar from `nav.js`, the theme toggle, remembered checklists,
  /// copy buttons, search, the decision widget and the template form. The pages read without
  /// it; it only adds.
  static let script = #"""
    (function(){"use strict";
    var root=document.body.getAttribute("data-root")||"",page=document.body.getAttribute("data-page")||"";
    function el(tag,attrs,text){var e=document.createElement(tag);for(var k in attrs)e.setAttribute(k,attrs[k]);if(text!=null)e.textContent=text;return e;}
    // Sidebar, from the one shared nav.js.
    var side=document.getElementById("sidebar");
    if(side&&window.SG_NAV){var frag=document.createDocumentFragment();SG_NAV.forEach(function(g){frag.appendChild(el("h3",{},g[0]));
    var ul=el("ul",{});g[1].forEach(function(it){var a=el("a",{href:root+it[0]},it[1]);if(it[0]===page)a.setAttribute("aria-current","page");
    var li=el("li",{});li.appendChild(a);ul.appendChild(li);});frag.appendChild(ul);});side.appendChild(frag);
    var cur=side.querySelector("[aria-current]");if(cur&&cur.scrollIntoView)cur.scrollIntoView({block:"center"});}
    // Theme toggle: light, dark, and back to the system's choice.
    var toggle=document.getElementById("theme-toggle");
    if(toggle){toggle.hidden=false;toggle.addEventListener("click",function(){var d=document.documentElement;
    var dark=d.getAttribute("data-theme")?d.getAttribute("data-theme")==="dark":matchMedia("(prefers-color-scheme: dark)").matches;
    var next=dark?"light":"dark";d.setAttribute("data-theme",next);try{localStorage.setItem("sg-theme",next);}catch(e){}});}
    // Checklists remembered in this browser.
    function store(){try{return window.localStorage;}catch(e){return null;}}
    var ls=store();
    document.querySelectorAll("input[data-check]").forEach(function(box){var key="sg-check:"+box.getAttribute("data-check");
    if(ls){var v=ls.getItem(key);if(v!==null)box.checked=v==="1";}
    box.addEventListener("change",function(){if(ls)ls.setItem(key,box.checked?"1":"0");});});
    // Copy buttons.
    document.querySelectorAll("button.copy").forEach(function(b){b.hidden=false;b.addEventListener("click",function(){
    var code=b.parentNode.querySelector("code").textContent;function done(){b.textContent="Copied";setTimeout(function(){b.textContent="Copy";},1500);}
    if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(code).then(done,function(){fallback(code);done();});}else{fallback(code);done();}});});
    function fallback(text){var t=el("textarea",{});t.value=text;document.body.appendChild(t);t.select();try{document.execCommand("copy");}catch(e){}document.body.removeChild(t);}
    // Search: shards are scripts (fetch() of local files fails under file://).
    var S=window.SG_SEARCH={d:null,s:{},w:{},docs:function(d){this.d=d;this.ready();},shard:function(n,m){this.s[n]=m;this.ready();},ready:function(){}};
    function load(src){if(S.w[src])return;S.w[src]=1;var s=el("script",{src:root+"search/"+src});document.head.appendChild(s);}
    function words(q){return (q.toLowerCase().match(/[a-z0-9]+/g)||[]).filter(function(w){return w.length>=2&&w.length<=40;});}
    function shardOf(w){var c=w.charAt(0);return /[a-z0-9]/.test(c)?c:"_";}
    function postings(shard,w,prefix,scores,weight){var keys=prefix?Object.keys(shard).filter(function(k){return k.lastIndexOf(w,0)===0;}).slice(0,60):(shard[w]?[w]:[]);
    keys.forEach(function(k){var exact=k===w?2:1;[0,1].forEach(function(part){var n=0;shard[k][part].forEach(function(d){n+=d;scores[n]=Math.max(scores[n]||0,(part===0?5:1)*weight*exact);});});});}
    function search(q){var ws=words(q);if(!ws.length)return null;if(!S.d){load("docs.js");return null;}
    var missing=false;ws.forEach(function(w){var n=shardOf(w);if(!S.s[n]){load("t-"+n+".js");missing=true;}});if(missing)return null;
    var total=null;ws.forEach(function(w,i){var sc={};postings(S.s[shardOf(w)],w,i===ws.length-1,sc,w.length>3?2:1);
    if(total===null){total=sc;}else{var next={};for(var k in total)if(sc[k])next[k]=total[k]+sc[k];total=next;}});
    return Object.keys(total).map(Number).sort(function(a,b){return total[b]-total[a]||a-b;}).slice(0,20).map(function(n){return S.d[n];});}
    var input=document.getElementById("search-input"),box=document.getElementById("search-results");
    if(input&&box){input.hidden=false;var pending="";
    function show(){var r=search(pending);if(r===null&&words(pending).length){box.className="open";box.textContent="Searching…";return;}
    box.textContent="";if(!r){box.className="";return;}box.className="open";if(!r.length){box.appendChild(el("div",{"class":"none"},"No results"));return;}
    r.forEach(function(d){var a=el("a",{href:root+d[0],"class":"result"},d[1]);a.appendChild(el("small",{},d[2]));box.appendChild(a);});}
    S.ready=function(){show();};input.addEventListener("input",function(){pending=input.value;show();});
    input.addEventListener("keydown",function(e){if(e.key==="Enter"){var a=box.querySelector("a");if(a)location.href=a.href;}if(e.key==="Escape"){box.className="";}});}
    // Decision widget.
    var data=document.getElementById("tree-data"),widget=document.getElementById("widget");
    if(data&&widget){var nodes=JSON.parse(data.textContent),trail=[0],answers=[],body=document.getElementById("widget-body");widget.hidden=false;
    function draw(){body.textContent="";var n=nodes[trail[trail.length-1]];
    if(answers.length){var p=el("p",{"class":"trail"});p.textContent=answers.join(" → ");body.appendChild(p);}
    if(n.question!=null){body.appendChild(el("p",{"class":"answer"},n.question));n.options.forEach(function(o){var b=el("button",{type:"button","class":"option"},o.text);
    if(o.next==null)b.disabled=true;b.addEventListener("click",function(){trail.push(o.next);answers.push(o.text);draw();});body.appendChild(b);});}
    else{var r=el("div",{"class":"recommendation"});r.appendChild(el("p",{"class":"answer outcome-text"},"Recommendation: "+n.outcome));
    if(n.steps){var ol=el("ol",{});n.steps.forEach(function(s){ol.appendChild(el("li",{},s));});r.appendChild(ol);}
    (n.links||[]).forEach(function(l){var a=el("a",{href:l.href},l.title);var p=el("p",{});p.appendChild(a);r.appendChild(p);});
    if(n.template){var t=el("p",{"class":"template"},"Code template: ");t.appendChild(el("a",{href:n.template.href},n.template.title));r.appendChild(t);}
    body.appendChild(r);}
    var nav=el("p",{});if(trail.length>1){var back=el("button",{type:"button","class":"back"},"← Back");back.addEventListener("click",function(){trail.pop();answers.pop();draw();});nav.appendChild(back);
    var again=el("button",{type:"button","class":"restart"},"Start over");again.addEventListener("click",function(){trail=[0];answers=[];draw();});nav.appendChild(again);}
    body.appendChild(nav);}
    draw();}
    // Template form.
    var tdata=document.getElementById("template-data");
    if(tdata&&window.SG_TEMPLATE){window.SG_TEMPLATE(JSON.parse(tdata.textContent));}
    })();

    """#
}
