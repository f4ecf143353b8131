// 领券中心 (coupon centre, /lqzx): the claimable coupons, each a card naming its 满X减Y with its own
// 立即领取 (a form: works without JS); after the claim it reads 已领取 and the notice is 领取成功.
// Out of stock reads 已抢光. Guests see the centre; claiming asks them to log in.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { claimCoupon, getCouponOffers } from "~/.server/upstream/wallet";
import { ReviewNotice } from "~/components/account/ReviewNotice";
import { Pagination } from "~/components/goods/Pagination";
import { FormError } from "~/components/ui";
import { CouponCard } from "~/components/wallet/CouponCard";
import { parsePage } from "~/lib/catalogue";
import { parseForm } from "~/lib/forms";
import { claimForm } from "~/lib/forms/wallet";
import { hrefWith } from "~/lib/query";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { CouponOffer } from "~/lib/types";
import { offerValidity } from "~/lib/wallet";

export const handle: RouteHandle = { title: "领券中心" };
export const meta: MetaFunction = () => [{ title: pageTitle("领券中心") }];

const href = (page = 1) => hrefWith("/lqzx", { page }, { page: 1 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page")) ?? 1;
  const offers = await getCouponOffers(context.upstream, page);
  return { offers, loggedIn: context.upstream.isLoggedIn };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const parsed = parseForm(claimForm, await request.formData());
  if (!parsed.ok) return failed(parsed);
  const result = await claimCoupon(context.upstream, parsed.data.id);
  if (!result.ok) return failed({ field: `claim-${parsed.data.id}`, message: result.message }, { id: String(parsed.data.id) });
  const page = parsePage(new URL(request.url).searchParams.get("page")) ?? 1;
  return redirectWithToast(context, href(page), `领取成功：${result.data.title}，可在“我的优惠券”中查看`);
}

export default function CouponCentre() {
  const { offers, loggedIn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="lqzx-heading" className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-center justify-between gap-3 bg-gradient-to-r from-price to-[#ff7a45] text-white">
        <div>
          <h1 id="lqzx-heading" className="text-2xl font-bold">
            领券中心
          </h1>
          <p className="mt-1 text-sm text-white/90">先领券再采购，下单时在“确认订单信息”选择优惠券即可抵扣。</p>
        </div>
        {loggedIn ? (
          <Link to="/yhq" className="btn bg-white text-price hover:bg-price-light">
            我的优惠券
          </Link>
        ) : (
          <Link to="/login?redirectTo=%2Flqzx" className="btn bg-white text-price hover:bg-price-light">
            登录后领取
          </Link>
        )}
      </div>
      <ReviewNotice what="领取优惠券" />
      {offers.data.length === 0 ? (
        <p role="status" className="card py-10 text-center text-ink-soft">
          暂无可领取的优惠券
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="可领取的优惠券">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <Offer offer={offer} error={answer?.error.field === `claim-${offer.id}` ? answer.error : null} />
            </li>
          ))}
        </ul>
      )}
      {answer && !answer.error.field.startsWith("claim-") ? <FormError form="claim" error={answer.error} /> : null}
      <Pagination page={offers.page} lastPage={offers.last_page} hrefFor={href} jumpAction="/lqzx" />
    </section>
  );
}

function Offer({ offer, error }: { offer: CouponOffer; error: { field: string; message: string } | null }) {
  const navigation = useNavigation();
  const claiming = navigation.formData?.get("id") === String(offer.id);
  const claimedPercent = offer.total > 0 ? Math.min(100, Math.floor((offer.claimed * 100) / offer.total)) : 100;
  return (
    <CouponCard
      title={offer.title}
      reduce={offer.reduce}
      kindText={offer.kind_text}
      scopeText={offer.scope_text}
      scopeDetail={offer.scope_detail}
      validity={offerValidity(offer)}
      muted={offer.state === 2}
    >
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-xs text-ink-soft">
          <span className="inline-block h-1.5 w-20 overflow-hidden rounded bg-gray-200" aria-hidden="true">
            <span className="block h-full bg-price" style={{ width: `${claimedPercent}%` }} />
          </span>
          已领{claimedPercent}%{offer.per_user > 1 ? ` · 每人限领${offer.per_user}张` : ""}
        </p>
        {offer.state === 0 ? (
          <Form method="post" aria-describedby={error ? `claim-${offer.id}-error` : undefined}>
            <input type="hidden" name="id" value={offer.id} />
            <button
              type="submit"
              name="intent"
              value="claim"
              disabled={claiming}
              className="btn-danger btn-sm"
              aria-label={`立即领取 ${offer.title}`}
            >
              {claiming ? "领取中…" : "立即领取"}
            </button>
          </Form>
        ) : (
          <span className="rounded border border-gray-300 px-3 py-1 text-xs text-ink-soft">{offer.state_text}</span>
        )}
      </div>
      <FormError form={`claim-${offer.id}`} error={error} className="mt-1" />
    </CouponCard>
  );
}
