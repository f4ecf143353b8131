// 搜索结果 · 列表 (search results, table)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadSearchPage } from "~/.server/catalogue";
import { SearchPage } from "~/components/goods/SearchPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "商品搜索" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.query.keywords ? `${data.query.keywords} - 商品搜索` : "商品搜索") },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSearchPage(context, request, "/search/table");

export default function SearchTable() {
  return <SearchPage data={useLoaderData<typeof loader>()} layout="table" />;
}
