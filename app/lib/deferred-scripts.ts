// The page's JavaScript starts once the first screen's pictures are painted (ADR 044).
//
// The document stream (app/.server/script-priority.ts) writes Remix's module preloads and its
// module script inert: the links with an unknown rel, the script with a type no browser runs.
// START_SCRIPTS, an inline script after them, waits until every eager picture inside the first
// viewport has loaded (or failed), the first contentful paint has been presented (the browser's
// paint timing says so) and one more frame has been painted, at most PICTURE_WAIT_MS, then
// puts live copies in their places (same element, same position, so hydration sees the document
// the server wrote): the preloads start, the module script runs and hydrates the page.
// Without JavaScript nothing of this runs, and the page is whole without it.

/** The rel the modulepreload links carry until the first screen is painted. */
export const DEFERRED_PRELOAD = "x-modulepreload";
/** The type Remix's module script carries until then. */
export const DEFERRED_MODULE = "text/x-deferred-module";
/** The longest the scripts wait (a slow image host, or a tab in the background that paints nothing). */
export const PICTURE_WAIT_MS = 3000;

/**
 * The inline starter (ES5, it runs before anything else of ours). A live element is a fresh copy of
 * the inert one (attributes, nonce, text) with the real rel or type: a script the parser wrote is
 * not run again when its type changes, a new element is run once it is inserted.
 */
export const START_SCRIPTS =
  "(function(d,w){" +
  `var s=d.querySelector('script[type="${DEFERRED_MODULE}"]');if(!s)return;` +
  "var started=0,waiting=0,i,im,r;" +
  "function live(o,name,value){var e=d.createElement(o.tagName),a=o.attributes,j;" +
  "for(j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);" +
  "e.setAttribute(name,value);e.nonce=o.nonce;if(o.text)e.text=o.text;o.parentNode.replaceChild(e,o)}" +
  "function start(){if(started)return;started=1;" +
  `var l=d.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]');` +
  'for(i=0;i<l.length;i++)live(l[i],"rel","modulepreload");live(s,"type","module")}' +
  "function loaded(){if(--waiting===0)w.requestAnimationFrame(function(){setTimeout(start,0)})}" +
  // The first contentful paint as presented (a frame can be drawn and then wait to be shown).
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes,o;' +
  'if(t&&t.indexOf("paint")>=0&&!w.performance.getEntriesByName("first-contentful-paint").length){waiting++;' +
  'o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();loaded()}});' +
  'o.observe({type:"paint",buffered:true})}' +
  "for(i=0;i<d.images.length;i++){im=d.images[i];" +
  'if(im.complete||im.loading==="lazy")continue;r=im.getBoundingClientRect();' +
  "if(!r.width||!r.height||r.top>=w.innerHeight||r.bottom<=0)continue;" +
  'waiting++;im.addEventListener("load",loaded);im.addEventListener("error",loaded)}' +
  `if(waiting)setTimeout(start,${PICTURE_WAIT_MS});else start()` +
  "})(document,window)";
