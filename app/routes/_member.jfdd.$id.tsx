// 积分订单详情 (a points order, /jfdd/:id): status, goods, points, delivery address, logistics once
// shipped, and 确认收货 (intent confirm) while 已发货. Another buyer's order answers 不存在.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { confirmPointsOrder, getPointsOrder } from "~/.server/upstream/wallet";
import { FormError } from "~/components/ui";
import { parseId } from "~/lib/catalogue";
import { formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { alertData } from "~/lib/orders";
import { confirmPointsOrderForm } from "~/lib/forms/wallet";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "积分订单详情" };
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle(page ? `积分订单详情 ${page.order.order_sn}` : "积分订单详情") },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id ?? "");
  if (!id) throw data(alertData("积分订单不存在"), { status: 404 });
  return { order: await getPointsOrder(context.upstream, id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const parsed = parseForm(confirmPointsOrderForm, await request.formData());
  if (!parsed.ok) return failed(parsed);
  const result = await confirmPointsOrder(context.upstream, parsed.data.id);
  if (!result.ok) return failed({ field: "form", message: result.message }, {}, 409);
  return redirectWithToast(context, `/jfdd/${result.data.id}`, "已确认收货");
}

export default function PointsOrderDetail() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const steps = [
    { label: "兑换成功", at: order.created_at },
    { label: "已发货", at: order.shipped_at },
    { label: "已完成", at: order.completed_at },
  ];
  return (
    <section aria-labelledby="detail-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="detail-heading" className="text-lg font-bold">
          积分订单详情
        </h1>
        <Link to="/jfdd" className="link text-sm">
          返回积分订单
        </Link>
      </div>
      <div className="card flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
          <span>
            订单编号 <span className="tabular-nums">{order.order_sn}</span>
          </span>
          <span>
            订单状态 <strong className="text-brand">{order.status_text}</strong>
          </span>
        </p>
        <ol className="flex flex-wrap gap-2 text-xs" aria-label="订单进度">
          {steps.map((step) => (
            <li key={step.label} className={`rounded px-2 py-1 ${step.at ? "bg-brand-light text-brand" : "bg-gray-100 text-ink-soft"}`}>
              {step.label}
              {step.at ? ` · ${formatDateTime(step.at)}` : ""}
            </li>
          ))}
        </ol>
        {order.can_confirm === 1 ? (
          <Form method="post" className="flex flex-col gap-2">
            <input type="hidden" name="id" value={order.id} />
            <div>
              <button type="submit" name="intent" value="confirm" className="btn-primary">
                确认收货
              </button>
            </div>
            <FormError form="confirm" error={answer?.error ?? null} />
          </Form>
        ) : null}
      </div>
      <div className="card flex flex-wrap items-center gap-4">
        <img src={order.image} alt="" width={96} height={96} className="h-24 w-24 rounded bg-gray-50" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <h2 className="text-base font-bold">{order.name}</h2>
          <p className="text-ink-soft">{order.spec}</p>
          <p>
            {order.points}积分 × {order.number}
          </p>
        </div>
        <p className="text-sm">
          共消耗 <span className="price text-lg">{order.total_points}积分</span>
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="address-heading" className="card text-sm">
          <h2 id="address-heading" className="section-title">
            收货信息
          </h2>
          <p>
            {order.address.consignee} {order.address.phone}
          </p>
          <p>
            {order.address.region} {order.address.address}
          </p>
        </section>
        <section aria-labelledby="logistics-heading" className="card text-sm">
          <h2 id="logistics-heading" className="section-title">
            物流信息
          </h2>
          {order.tracking_no ? (
            <p>
              {order.logistics_company} · 运单号 <span className="tabular-nums">{order.tracking_no}</span>
            </p>
          ) : (
            <p className="text-ink-soft">礼品将在3个工作日内发出，发货后可在此查看运单号。</p>
          )}
        </section>
      </div>
    </section>
  );
}
