// Next puts the page's script chunks in <head> as <script async>. Locally they arrive at once and
// run before the browser paints, so the first paint waits for the framework's JavaScript, and
// Lighthouse charges every chunk evaluated before the largest paint to LCP (bench:web measured LCP
// at 2–3× the same page without scripts). Here the chunks are started by one small inline script
// once the page has painted: downloads still begin early (low-priority preloads), only their
// execution — hydration — comes after the largest paint. The chunks were async, so no order changes.
//
// Applied to the prerendered HTML that server.ts sends (lib/serve/prerendered-store.ts); the CSP
// hashes are taken from the result, so the loader is allowed and nothing else is.

const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/** The HTML with its async <head> chunks loaded after the first paint; unchanged if there are none. */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const srcs = [...head.matchAll(ASYNC_CHUNK)].map((m) => m[1]);
  if (srcs.length === 0) return html;
  const first = head.search(ASYNC_CHUNK);
  const preloads = srcs.map((src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`).join('');
  // Started once the browser has reported the largest paint so far (the LCP entry is emitted after
  // that frame is presented); where that entry type is missing, after the next frame; and after 2 s
  // whatever happens (a tab opened in the background paints nothing until shown).
  const loader =
    `<script>(function(){var done=0;function go(){if(done)return;done=1;setTimeout(function(){${JSON.stringify(srcs)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})})}` +
    `var P=self.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0)` +
    `new P(go).observe({type:"largest-contentful-paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go)});` +
    `setTimeout(go,2000)})()</script>`;
  const rest = head.slice(0, first) + preloads + loader + head.slice(first).replace(ASYNC_CHUNK, '');
  return rest + html.slice(headEnd);
}
