// The one stylesheet pages use, served by calev itself (no external assets). Colours keep a
// contrast ratio of at least 4.5:1 on their backgrounds; below 40rem the month grid becomes a
// list of days, so nothing is wider than a phone screen.
import { createHash } from 'node:crypto';

export const STYLESHEET = `:root{color-scheme:light;--ink:#1b1f24;--muted:#4a5560;--line:#c9d1d9;--accent:#0b5cad;--soft:#eef3f8;--today:#fff4c2}
*{box-sizing:border-box}
html{font:100%/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:#fff}
body{margin:0;overflow-wrap:anywhere}
a{color:var(--accent)}
a:focus-visible,summary:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:.5rem}
header.site,main,footer.site{max-width:72rem;margin:0 auto;padding:0 1rem}
header.site{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;border-bottom:1px solid var(--line);padding-top:.75rem;padding-bottom:.75rem}
.site-name{font-weight:700;font-size:1.25rem;text-decoration:none;color:var(--ink)}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav a[aria-current]{font-weight:700;color:var(--ink)}
h1{font-size:1.75rem;line-height:1.2;margin:1.25rem 0 .75rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem;border-bottom:1px solid var(--line)}
h3{font-size:1.05rem;margin:0}
.bar{display:flex;flex-wrap:wrap;align-items:end;gap:.75rem 1.5rem;margin:.5rem 0 1rem}
.bar form{display:flex;flex-wrap:wrap;align-items:end;gap:.5rem}
label{display:flex;flex-direction:column;font-size:.9rem;color:var(--muted)}
input,button{font:inherit;padding:.3rem .5rem;border:1px solid var(--muted);border-radius:4px;background:#fff;color:var(--ink)}
button{background:var(--accent);border-color:var(--accent);color:#fff;cursor:pointer}
.subscribe summary{cursor:pointer;color:var(--accent);text-decoration:underline}
.subscribe ul{margin:.25rem 0;padding-left:1.25rem}
.events{list-style:none;margin:0;padding:0}
.event{padding:.75rem 0;border-bottom:1px solid var(--soft)}
.event p{margin:.15rem 0}
.muted,.event .where,.event .cost{color:var(--muted)}
.pager{display:flex;justify-content:space-between;gap:1rem;margin:1.5rem 0}
.pager ul{justify-content:space-between;width:100%}
.month{width:100%;border-collapse:collapse;table-layout:fixed}
.month th{font-size:.85rem;color:var(--muted);padding:.25rem;text-align:left}
.month td{vertical-align:top;border:1px solid var(--line);padding:.25rem;height:6.5rem}
.month td.other{background:#f6f8fa}
.month td.today{background:var(--today)}
.month .day{font-weight:700;font-size:.9rem;display:block}
.month .day .long{display:none}
.month ul{list-style:none;margin:0;padding:0;font-size:.85rem}
.month li{margin:.15rem 0;line-height:1.25}
.month .time{color:var(--muted);display:block;font-size:.8rem}
.month .more{font-size:.85rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dl.facts dt{font-weight:700}
dl.facts dd{margin:0}
.links{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.description{max-width:45rem}
footer.site{border-top:1px solid var(--line);margin-top:2rem;padding-top:1rem;padding-bottom:2rem;font-size:.9rem}
@media (max-width:40rem){
h1{font-size:1.4rem}
.month,.month tbody,.month tr,.month td{display:block;width:100%}
.month thead{display:none}
.month td{height:auto;border-width:0 0 1px}
.month td.other,.month td.empty{display:none}
.month .day .short{display:none}
.month .day .long{display:inline}
dl.facts{grid-template-columns:1fr}
}
`;

/** changes with the stylesheet, so its address can be cached for long */
export const STYLESHEET_VERSION = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 10);
