import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document";

// The Worker resolves react-dom/server to its web-stream build; Node's build has no renderToReadableStream.
// @ts-expect-error: @types/react-dom declares no server.browser entry (it is the same API as react-dom/server).
vi.mock("react-dom/server", () => import("react-dom/server.browser"));

const Late = lazy(async () => ({ default: () => <p>阿莫西林胶囊</p> }));

describe("renderDocument", () => {
  it("renders a page that does not suspend once, as a string with its doctype", async () => {
    const again = vi.fn(() => <html />);
    const html = await renderDocument(
      <html lang="zh-CN">
        <body>
          <Suspense fallback={<p>加载中</p>}>
            <p>板蓝根颗粒</p>
          </Suspense>
        </body>
      </html>,
      again,
      { onError: () => {} },
    );
    expect(html).toBe('<!DOCTYPE html><html lang="zh-CN"><body><!--$--><p>板蓝根颗粒</p><!--/$--></body></html>');
    expect(again).not.toHaveBeenCalled();
  });

  it("renders a page that suspends again as a stream and waits for what it waited for", async () => {
    const page = () => (
      <html lang="zh-CN">
        <body>
          <Suspense fallback={<p>加载中</p>}>
            <Late />
          </Suspense>
        </body>
      </html>
    );
    const errors: unknown[] = [];
    const html = await renderDocument(page(), page, { onError: (error) => errors.push(error) });
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("阿莫西林胶囊");
    expect(html).not.toContain("<!--$!-->");
    expect(errors).toEqual([]);
  });
});
