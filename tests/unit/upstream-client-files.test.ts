// The upstream client's file calls (issue 13): multipart uploads go out as sent, and a file answer
// comes back as the upstream's own response while an envelope is thrown per the error catalogue.
import { describe, expect, it, vi } from "vitest";
import { Upstream, type Transport } from "~/.server/upstream/client";

function client(answer: Response) {
  const transport = vi.fn<Transport>(async () => answer.clone());
  return { upstream: new Upstream({ embedded: transport, timeoutMs: 200, currentPath: "/syzl", token: "ab".repeat(32) }), transport };
}

describe("Upstream.file", () => {
  it("passes a file answer through with its headers", async () => {
    const { upstream, transport } = client(
      new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml", "Content-Disposition": 'attachment; filename="a.svg"' } }),
    );
    const response = await upstream.file("/api/user/invoice/1/file", { query: { download: 1 } });
    expect(await response.text()).toBe("<svg/>");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const sent = transport.mock.calls[0][0];
    expect(new URL(sent.url).search).toBe("?download=1");
    expect(sent.headers.get("Authorization")).toBe(`Bearer ${"ab".repeat(32)}`);
  });

  it("throws a refusal (another buyer's document) as the 温馨提示 alert", async () => {
    const { upstream } = client(
      new Response(JSON.stringify({ code: 404, msg: "发票不存在", data: null }), {
        status: 404,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const error = (await upstream.file("/api/user/invoice/20/file").catch((e) => e)) as { data: { message: string }; init: ResponseInit };
    expect(error.data.message).toBe("发票不存在");
    expect(error.init.status).toBe(404);
  });
});

describe("multipart bodies", () => {
  it("sends the FormData as the body with its own boundary", async () => {
    const { upstream, transport } = client(
      new Response(JSON.stringify({ code: 10000, msg: "上传成功", data: { id: 1 } }), { status: 201 }),
    );
    const form = new FormData();
    form.append("kind", "1");
    form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    const result = await upstream.submit("POST", "/api/user/syzl", { form });
    expect(result).toMatchObject({ ok: true, msg: "上传成功" });
    const sent = transport.mock.calls[0][0];
    expect(sent.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const received = await sent.formData();
    expect(received.get("kind")).toBe("1");
    expect((received.get("file") as File).name).toBe("a.png");
  });
});
