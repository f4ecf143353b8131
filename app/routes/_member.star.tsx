// 我的收藏 (my favourites): the list with 取消收藏 and pages, and the action behind every
// 收藏 / 取消收藏 form of the site (intents favorite and unfavorite).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast, redirectWithWarning } from "~/.server/toast";
import { addFavorite, cancelFavorite, getFavorites } from "~/.server/upstream/favorite";
import { AddToCartForm } from "~/components/goods/AddToCartForm";
import { FavoriteButton, FavoriteFeedback, type FavoriteResult } from "~/components/goods/FavoriteButton";
import { GoodsTable } from "~/components/goods/GoodsTable";
import { Pagination } from "~/components/goods/Pagination";
import { parsePage } from "~/lib/catalogue";
import { formValues, parseForm, type FormError } from "~/lib/forms";
import { favoriteFormSchema } from "~/lib/forms/favorites";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "我的收藏" };
export const meta: MetaFunction = () => [{ title: pageTitle("我的收藏") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  if (page === null) throw await redirectWithWarning(context, "/star", "页码无效，已显示第 1 页", 302);
  const list = await getFavorites(context.upstream, page);
  const lastPage = Math.max(1, list.last_page);
  if (page > lastPage) throw redirect(lastPage > 1 ? `/star?page=${lastPage}` : "/star");
  return { list };
}

/** One fetcher for every 取消收藏 of the list: the page hides the row at once and shows the toast. */
const LIST_FETCHER = "star-list";

const MESSAGES = { favorite: "收藏成功", unfavorite: "取消收藏成功" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  // A guest is sent to log in, then back to the page the form was on.
  const upstream = requireBuyer(context, request);
  const posted = await request.formData();
  const values = formValues(posted);
  const redirectTo = safeRedirect(posted.get("redirectTo"), "/star");
  const viaFetcher = values.via === "fetcher";
  // The button sits in a list: without JavaScript its refusal comes back as the toast of that page.
  const fail = async (error: { field?: string; message: string }) =>
    viaFetcher ? failed(error, values) : redirectWithWarning(context, redirectTo, error.message);

  const form = parseForm(favoriteFormSchema, posted);
  if (!form.ok) return fail(form.error satisfies FormError);
  const { intent, goods_id: goodsId } = form.data;
  const result = intent === "favorite" ? await addFavorite(upstream, [goodsId]) : await cancelFavorite(upstream, [goodsId]);
  if (!result.ok) return fail(result);
  const message = result.msg && result.msg !== "success" ? result.msg : MESSAGES[intent];
  if (viaFetcher) return data<FavoriteResult>({ ok: true, intent, message });
  return redirectWithToast(context, redirectTo, message);
}

export default function Favorites() {
  const { list } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<FavoriteResult>({ key: LIST_FETCHER });
  const [dismissed, setDismissed] = useState<FavoriteResult | null>(null);
  const leaving = fetcher.formData?.get("intent") === "unfavorite" ? Number(fetcher.formData.get("goods_id")) : null;
  const goods = list.data.filter((g) => g.id !== leaving);
  const result = fetcher.state === "idle" && fetcher.data && fetcher.data !== dismissed ? fetcher.data : null;
  return (
    <section aria-labelledby="star-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 id="star-heading" className="text-lg font-bold">
          我的收藏
        </h1>
        <p className="text-sm text-ink-soft">共 {list.total} 件商品</p>
      </div>
      {result ? <FavoriteFeedback result={result} onClose={() => setDismissed(result)} /> : null}
      {goods.length === 0 ? (
        <div role="status" className="card flex flex-col items-center gap-3 py-10 text-center">
          <p>您还没有收藏商品。</p>
          <Link to="/list" className="btn-primary">
            去逛逛
          </Link>
        </div>
      ) : (
        <GoodsTable
          goods={goods}
          label="我的收藏"
          actions={(goods) => (
            <div className="flex flex-wrap items-center gap-2">
              <AddToCartForm goods={goods} compact />
              <FavoriteButton goodsId={goods.id} goodsName={goods.name} isFavorite compact fetcherKey={LIST_FETCHER} />
            </div>
          )}
        />
      )}
      <Pagination
        page={list.page}
        lastPage={list.last_page}
        hrefFor={(page) => (page > 1 ? `/star?page=${page}` : "/star")}
        jumpAction="/star"
      />
    </section>
  );
}
