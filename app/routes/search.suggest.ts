// 搜索联想 (search suggestions): a resource route the search box calls with JavaScript;
// GET /search/suggest?keywords=&type=1|2 → Suggestion[] as JSON (≤ 10). Never an error page:
// a failed upstream answers [] with its status, and the box shows 暂无数据.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { settle } from "~/.server/upstream/problem";
import { searchSuggestions } from "~/.server/upstream/goods";
import { KEYWORDS_MAX } from "~/lib/catalogue";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const keywords = (params.get("keywords") ?? "").trim().slice(0, KEYWORDS_MAX);
  const type = params.get("type") === "2" ? "2" : "1";
  if (!keywords) return Response.json([]);
  const { value, problem } = await settle(searchSuggestions(context.upstream, keywords, type));
  if (!value) return Response.json([], { status: problem?.kind === "timeout" ? 504 : 502 });
  return Response.json(value.slice(0, 10), { headers: { "Cache-Control": "private, max-age=5" } });
}
