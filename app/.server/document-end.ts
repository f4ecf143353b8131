// React 18 writes a document's closing </body></html> with the rest of the <html> element, and Remix's
// single-fetch hydration data (<StreamTransfer>, rendered by <RemixServer> beside the router) comes
// after it: scripts after </html>, which browsers accept and the HTML standard calls a parse error.
// React 19 holds the closing tags back until the stream ends; until then, this does it (ADR 051).

const END = "</body></html>";

/** The document with its closing tags moved after whatever React wrote past them. */
export function closeDocumentLast(html: string): string {
  const at = html.lastIndexOf(END);
  if (at < 0 || at + END.length === html.length) return html;
  return html.slice(0, at) + html.slice(at + END.length) + END;
}
