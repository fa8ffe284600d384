import { HYDRATED_EVENT } from './hydration-event';

// Why: Next writes the page's script chunks as <script async> (plus a low-priority preload) at the
// top of the document. The browser fetches them while it is still parsing the HTML and runs them
// around the first paint: the largest paint waits for the framework, and its start-up (evaluating
// ~155 KiB gzip of modules, hydrating every element of the page) is one long main-thread stretch
// right when the visitor starts reading. Lighthouse (slow network, 4× slower CPU) charged it to
// LCP (up to 3× the same page without scripts) and to Total Blocking Time (100–900 ms).
// Every word of a marketing page is in its HTML, styled by the inlined stylesheet; links and
// <details> work natively. Script only matters once the visitor acts.
//
// What: applied to the prerendered HTML that server.ts sends (lib/serve/prerendered-store.ts), the
// chunk tags are replaced by one small inline loader that starts them at the visitor's first
// pointer move or press, key, touch, wheel, scroll or focus, or once the page has been loaded and
// idle for a few seconds, whichever comes first (the pattern of "hydrate on interaction / idle").
// Progressive enhancement until React is live (components/site/hydration-signal.tsx): the loader
// keeps what the visitor did meanwhile and hands it over once hydrated: typed values (React or a
// form library may reset an uncontrolled field to its default while hydrating), clicks on buttons
// (at most one per button) and submits (one per form, so a double click sends once). Typing, links
// and native controls need nothing.
//
// The page's hydration data (Next's RSC payload, ~90 KB on the landing) is written as inline
// scripts that push strings into `self.__next_f`: the browser compiles and runs them while it
// parses the page, for data nothing reads before the chunks run. They become JSON data blocks
// (<script type="application/json" data-next-f>, parsed as plain text) that the loader pushes, in
// document order, right before it starts the chunks: what Next finds is the same.
//
// The CSP hashes are taken from the transformed body, so the loader is allowed and nothing else.

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// Without any input, the page goes live once it has been loaded and idle this long: time enough for
// the first paint and for reading, while the framework's start-up stays out of the way of both.
const IDLE_START_MS = 5000;
// Next's inline payload scripts: `(self.__next_f=self.__next_f||[]).push([0])`, then
// `self.__next_f.push([1,"…"])`; the pushed array is JSON (Next escapes `<` inside it).
const FLIGHT_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;

// Kept in plain ES2015 and self-contained: it runs before any bundle and its text is what the CSP
// hash covers. `S` is the list of chunk URLs, in document order.
const LOADER = `(function(d,w,S){
var go=0,live=0,fields=[],clicks=[],sends=[];
function run(){var f=w.__next_f=w.__next_f||[];d.querySelectorAll("script[data-next-f]").forEach(function(s){f.push(JSON.parse(s.textContent))});
S.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)})}
function start(){if(go)return;go=1;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}
function idle(){w.setTimeout(function(){(w.requestIdleCallback||w.setTimeout)(start)},${IDLE_START_MS})}
if(d.readyState==="complete")idle();else w.addEventListener("load",idle);
["pointerdown","pointermove","keydown","touchstart","focusin","wheel"].forEach(function(t){d.addEventListener(t,start,{capture:true,passive:true})});
w.addEventListener("scroll",start,{passive:true});
function at(list,el){for(var i=0;i<list.length;i++)if(list[i][0]===el)return i;return -1}
d.addEventListener("input",function(e){if(live)return;var t=e.target;if(!t||!("value" in t))return;
var box=t.type==="checkbox"||t.type==="radio",i=at(fields,t),v=[t,box?t.checked:t.value,box];if(i<0)fields.push(v);else fields[i]=v},true);
d.addEventListener("click",function(e){if(live)return;var b=e.target&&e.target.closest&&e.target.closest("button");
if(!b||b.disabled||(b.form&&b.type!=="button")||at(clicks,b)>=0)return;clicks.push([b])},true);
d.addEventListener("submit",function(e){if(live)return;e.preventDefault();start();var f=e.target;if(at(sends,f)<0)sends.push([f,e.submitter])},true);
d.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){if(live)return;live=1;w.setTimeout(function(){
fields.forEach(function(f){var t=f[0];if(!t.isConnected)return;if(f[2]){if(t.checked!==f[1])t.click();return}
var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value");if(!s||!s.set)return;
t.value="";s.set.call(t,f[1]);t.dispatchEvent(new Event("input",{bubbles:true}));t.dispatchEvent(new Event("change",{bubbles:true}))});
clicks.forEach(function(c){if(c[0].isConnected&&!c[0].disabled)c[0].click()});
sends.forEach(function(s){var f=s[0];if(!f.isConnected)return;try{f.requestSubmit(s[1]&&s[1].form===f?s[1]:undefined)}catch(x){f.requestSubmit()}})
},0)});
})(document,window,__CHUNKS__)`;
// Why `t.value=""` before the prototype setter above: React keeps a field's last known value on
// the element itself (a property that wraps the prototype's), and only calls onChange for an input
// event whose value differs from it. Setting it to "" there, then the typed value through the
// prototype, makes React (and so the form's state) see the value the visitor typed.

/** The HTML with its chunk scripts started by the loader above; unchanged if it has none. */
export function hydrateAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || html.includes(`${HYDRATED_EVENT}"`)) return html;
  const srcs = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (srcs.length === 0) return html;
  const loader = `<script>${LOADER.replace('__CHUNKS__', JSON.stringify(srcs))}</script>`;
  const head = html.slice(0, headEnd).replace(CHUNK_PRELOAD, '');
  const first = head.search(CHUNK_SCRIPT);
  const at = first === -1 ? head.length : first;
  return (head.slice(0, at) + loader + head.slice(at) + html.slice(headEnd))
    .replace(CHUNK_SCRIPT, '')
    .replace(FLIGHT_SCRIPT, '<script type="application/json" data-next-f="">$1</script>');
}
