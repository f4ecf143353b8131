// Resource routes that hand a buyer one of its files (invoice, report, upload): the upstream's
// response is passed on with only the headers a file needs, private to this buyer.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireBuyer } from "./auth";

const KEEP = ["Content-Type", "Content-Disposition", "Content-Length"];

export function passFile(upstream: Response): Response {
  const headers = new Headers();
  for (const name of KEEP) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  // A picture or PDF opened on its own: no scripts, no outside fetches.
  headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  return new Response(upstream.body, { status: 200, headers });
}

/** The guard and the id of a file route; an id that is not one answers 404 (不存在). */
export function fileRequest(context: AppLoadContext, request: Request, raw: string | undefined): number {
  requireBuyer(context, request);
  const id = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  if (id === null) throw new Response("文件不存在", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return id;
}

/** `?download=1` asks for a download instead of showing the file. */
export const wantsDownload = (request: Request) => new URL(request.url).searchParams.get("download") === "1";

/**
 * The file a loader fetches, passed on; a refusal of the upstream (404 不存在, 403 …) becomes a short
 * text answer with its status (a resource route has no page to draw an alert on). Redirects (login) pass.
 */
export async function fileAnswer(load: () => Promise<Response>): Promise<Response> {
  try {
    return passFile(await load());
  } catch (error) {
    if (error instanceof Response) throw error;
    const problem = error as { data?: { message?: string }; init?: ResponseInit | null };
    if (typeof problem?.data?.message !== "string") throw error;
    return new Response(problem.data.message, {
      status: problem.init?.status ?? 502,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
}
