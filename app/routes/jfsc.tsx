// 积分商城 (points mall, /jfsc): goods exchanged for points, each with its points price (N积分) and
// 立即兑换 (a form with a per-view idempotency key, so a double submission makes one points order).
// Exchanging deducts the points and creates a points order (/jfdd) in one upstream batch; too few
// points answers 积分不足 beside the goods and nothing changes. Guests browse; exchanging asks to log in.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { exchangePoints, getPointsGoods } from "~/.server/upstream/wallet";
import { Pagination } from "~/components/goods/Pagination";
import { ReviewNotice } from "~/components/account/ReviewNotice";
import { FormError } from "~/components/ui";
import { idempotencyKey } from "~/lib/forms/checkout";
import { parsePage } from "~/lib/catalogue";
import { parseForm } from "~/lib/forms";
import { exchangeForm } from "~/lib/forms/wallet";
import { yuanText } from "~/lib/money-format";
import { hrefWith } from "~/lib/query";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { PointsGoods } from "~/lib/types";

export const handle: RouteHandle = { title: "积分商城" };
export const meta: MetaFunction = () => [{ title: pageTitle("积分商城") }];

const href = (page = 1) => hrefWith("/jfsc", { page }, { page: 1 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page")) ?? 1;
  const mall = await getPointsGoods(context.upstream, page);
  // One key per goods per view: a second submission of the same form answers the same order.
  return { mall, keys: Object.fromEntries(mall.data.map((g) => [g.id, crypto.randomUUID()])) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const parsed = parseForm(exchangeForm, await request.formData());
  if (!parsed.ok) return failed(parsed);
  const { goods_id, number, address_id, idempotency_key } = parsed.data;
  const formId = `exchange-${goods_id}`;
  if (!idempotencyKey().safeParse(idempotency_key).success) return failed({ field: formId, message: "请刷新页面后重新兑换" });
  const result = await exchangePoints(context.upstream, idempotency_key, { goods_id, number, address_id });
  if (!result.ok) return failed({ field: formId, message: result.message }, { goods_id: String(goods_id) });
  return redirectWithToast(
    context,
    `/jfdd/${result.data.id}`,
    `兑换成功：${result.data.name} ×${result.data.number}，消耗 ${result.data.total_points} 积分`,
  );
}

export default function PointsMall() {
  const { mall, keys } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="jfsc-heading" className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="jfsc-heading" className="text-2xl font-bold">
            积分商城
          </h1>
          <p className="mt-1 text-sm text-ink-soft">采购每满1元累积1积分，积分可兑换门店用品与健康好礼，包邮到店。</p>
        </div>
        {mall.points === null ? (
          <Link to="/login?redirectTo=%2Fjfsc" className="btn-primary">
            登录后兑换
          </Link>
        ) : (
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <p>
              我的积分 <strong className="price text-xl">{mall.points}</strong>
            </p>
            <Link to="/jfdd" className="link">
              积分订单
            </Link>
            <Link to="/jfgl" className="link">
              积分明细
            </Link>
          </div>
        )}
      </div>
      <ReviewNotice what="兑换积分商品" />
      {answer && !answer.error.field.startsWith("exchange-") ? <FormError form="exchange" error={answer.error} /> : null}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="积分商品">
        {mall.data.map((g, i) => (
          <li key={g.id}>
            <MallItem
              eager={i < 8}
              goods={g}
              idempotencyKey={keys[g.id]!}
              error={answer?.error.field === `exchange-${g.id}` ? answer.error : null}
            />
          </li>
        ))}
      </ul>
      <Pagination page={mall.page} lastPage={mall.last_page} hrefFor={href} jumpAction="/jfsc" />
    </section>
  );
}

function MallItem({
  goods,
  idempotencyKey,
  error,
  eager,
}: {
  goods: PointsGoods;
  idempotencyKey: string;
  error: { field: string; message: string } | null;
  eager: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("goods_id") === String(goods.id);
  const formId = `exchange-${goods.id}`;
  const soldOut = goods.stock <= 0;
  const limitReached = goods.per_user > 0 && goods.my_exchanged >= goods.per_user;
  return (
    <article aria-labelledby={`${formId}-name`} className="card flex h-full flex-col gap-2 p-3">
      <img
        src={goods.image}
        alt=""
        width={400}
        height={400}
        loading={eager ? "eager" : "lazy"}
        className="aspect-square w-full rounded bg-gray-50 object-contain"
      />
      <h2 id={`${formId}-name`} className="text-sm font-bold leading-snug">
        {goods.name}
      </h2>
      <p className="text-xs text-ink-soft">{goods.spec}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="price text-lg">{goods.points}积分</span>
        <span className="text-xs text-ink-soft">参考价 {yuanText(goods.market_price)}</span>
      </p>
      <p className="text-xs text-ink-soft">
        {soldOut ? "已兑完" : `库存 ${goods.stock}`} · 已兑 {goods.exchanged}
        {goods.per_user > 0 ? ` · 每人限兑${goods.per_user}件` : ""}
      </p>
      <div className="mt-auto flex flex-col gap-1">
        {soldOut ? (
          <span className="btn-plain btn-sm pointer-events-none text-ink-soft">已兑完</span>
        ) : limitReached ? (
          <span className="btn-plain btn-sm pointer-events-none text-ink-soft">已达兑换上限</span>
        ) : (
          <Form method="post" aria-describedby={error ? `${formId}-error` : undefined}>
            <input type="hidden" name="goods_id" value={goods.id} />
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <button
              type="submit"
              name="intent"
              value="exchange"
              disabled={busy}
              className="btn-danger btn-sm w-full"
              aria-label={`立即兑换 ${goods.name}`}
            >
              {busy ? "兑换中…" : "立即兑换"}
            </button>
          </Form>
        )}
        <FormError form={formId} error={error} />
      </div>
    </article>
  );
}
