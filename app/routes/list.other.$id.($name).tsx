// 分类药品 (drugs by category): /list/other/:id/:name? — the goods of one category in any tree.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { fetchList, readListQuery, type ListRoute } from "~/.server/catalogue";
import { CatalogueView } from "~/components/goods/CatalogueView";
import { useCategory } from "~/components/goods/ListPage";
import { parseId } from "~/lib/catalogue";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "分类药品" };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.name || "分类药品") }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  const name = (params.name ?? "").slice(0, 50);
  const route: ListRoute = { base: new URL(request.url).pathname };
  const query = await readListQuery(context, request, route);
  const list = await fetchList(context, query, route, { category: id });
  return { id, name, query, list, base: route.base };
}

export default function CategoryGoods() {
  const { id, name, query, list, base } = useLoaderData<typeof loader>();
  const category = useCategory(id);
  return <CatalogueView title={category?.name ?? (name || "分类药品")} list={list} query={query} address={{ base }} />;
}
