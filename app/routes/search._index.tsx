// 搜索结果 · 大图 (search results, grid)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSearchPage } from "~/.server/catalogue";
import { SearchPage } from "~/components/goods/SearchPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "商品搜索" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.query.keywords ? `${data.query.keywords} - 商品搜索` : "商品搜索") },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSearchPage(context, request, "/search");

export default function SearchGrid() {
  return <SearchPage data={useLoaderData<typeof loader>()} layout="grid" />;
}
