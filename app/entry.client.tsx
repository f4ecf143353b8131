import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { endFirstPass } from "~/components/Yield";

/**
 * ADR 048 (option B), Preact in the browser. Remix suspends its first render until the single-fetch
 * data is decoded, and Preact cannot suspend a hydrating root: calling RemixBrowser once outside a
 * render starts the decoding and throws its promise, which is awaited before hydration.
 */
async function decoded() {
  try {
    (RemixBrowser as unknown as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown && typeof (thrown as Promise<unknown>).then === "function") await thrown;
    else throw thrown;
  }
}

/** Preact cannot hydrate `document` itself: a stand-in parent whose one child is <html> (remix-run/remix#425). */
function documentParent() {
  const documentElement = document.documentElement;
  const replace = (node: Node) => document.replaceChild(node, documentElement);
  return { childNodes: [documentElement], firstChild: documentElement, insertBefore: replace, appendChild: replace };
}

decoded().then(() => {
  hydrateRoot(
    documentParent() as unknown as Element,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
  endFirstPass();
});
