// 商品列表 · 无图 (goods list without images)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadListPage } from "~/.server/catalogue";
import { ListPage } from "~/components/goods/ListPage";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "商品列表" };
export const meta: MetaFunction = () => [{ title: pageTitle("商品列表") }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadListPage(context, request, "/list/no_image");

export default function ListNoImage() {
  return <ListPage data={useLoaderData<typeof loader>()} layout="no_image" />;
}
