import { describe, expect, it } from "vitest";
import { closeDocumentLast } from "./document-end";

describe("closeDocumentLast", () => {
  it("moves the closing tags after the scripts React wrote past them", () => {
    const html = "<!DOCTYPE html><html><head></head><body><main>x</main></body></html><!--$--><script>a()</script><!--/$-->";
    expect(closeDocumentLast(html)).toBe(
      "<!DOCTYPE html><html><head></head><body><main>x</main><!--$--><script>a()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document that already ends with them, or has none, as it is", () => {
    expect(closeDocumentLast("<html><body>x</body></html>")).toBe("<html><body>x</body></html>");
    expect(closeDocumentLast("<p>fragment</p>")).toBe("<p>fragment</p>");
  });

  it("moves only the last pair (a page may quote the tags in its text)", () => {
    const html = "<html><body><pre>&lt;/body&gt;</pre><code></body></html></code></body></html><script></script>";
    expect(closeDocumentLast(html)).toBe("<html><body><pre>&lt;/body&gt;</pre><code></body></html></code><script></script></body></html>");
  });
});
