// 多门店管理 (stores): the company's stores with the current one marked, 切换到此门店 (the session then
// acts for that store: its cart, orders and addresses), and branch registrations to confirm.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, readForm } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { getStores, handleStoreRequest, switchStore } from "~/.server/upstream/account";
import { DataTable, FormError, IntentButton, type Column } from "~/components/ui";
import type { StoreRequestView, StoreView } from "~/lib/account";
import { formatDate } from "~/lib/dates";
import type { FormError as FormErrorData } from "~/lib/forms";
import { storeActionSchema } from "~/lib/forms/accounts";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "多门店管理" };
export const meta: MetaFunction = () => [{ title: pageTitle("多门店管理") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return getStores(requireBuyer(context, request));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await readForm(request, storeActionSchema);
  if (!form.ok) return failed(form);
  const { intent, id } = form.data;
  if (intent === "switch") {
    const result = await switchStore(upstream, id);
    if (!result.ok) return failed(result);
    context.session.set("token", result.data.token);
    return redirectWithToast(context, "/ddgl", `已切换到${result.data.store.company}`);
  }
  const result = await handleStoreRequest(upstream, id, intent === "confirm");
  if (!result.ok) return failed(result);
  return redirectWithToast(context, "/ddgl", intent === "confirm" ? "已确认该门店加入" : "已拒绝该门店申请");
}

const storeColumns: Column<StoreView>[] = [
  {
    label: "门店名称",
    rowHeader: true,
    cell: (s) => (
      <>
        {s.company}
        {s.is_main ? <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-ink-soft">总店</span> : null}
      </>
    ),
  },
  { label: "账号", cell: (s) => s.username },
  { label: "地址", cell: (s) => s.address || "—" },
  {
    label: "操作",
    cell: (s) =>
      s.is_current ? (
        <strong className="text-brand">当前门店</strong>
      ) : (
        <IntentButton intent="switch" id={s.id} label="切换到此门店" variant="btn-outline" />
      ),
  },
];

const requestColumns: Column<StoreRequestView>[] = [
  { label: "门店名称", rowHeader: true, cell: (r) => r.company },
  { label: "联系人", cell: (r) => `${r.name} ${r.phone}` },
  { label: "地址", cell: (r) => r.address },
  { label: "申请日期", cell: (r) => formatDate(r.created_at) },
  {
    label: "操作",
    cell: (r) => (
      <div className="flex flex-wrap gap-2">
        <IntentButton intent="confirm" id={r.id} label="确认加入" variant="btn-primary" />
        <IntentButton intent="refuse" id={r.id} label="拒绝" variant="btn-plain" />
      </div>
    ),
  },
];

export default function Stores() {
  const { list, pending, parent_company } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error: FormErrorData }>();
  return (
    <div className="flex flex-col gap-4">
      <section className="card" aria-labelledby="ddgl-heading">
        <h1 id="ddgl-heading" className="section-title">
          多门店管理
        </h1>
        <FormError form="stores" error={failure?.error} className="mb-3" />
        {parent_company ? <p className="mb-3 text-sm text-ink-soft">本门店隶属于 {parent_company}，由总店统一管理门店切换。</p> : null}
        <DataTable caption="我的门店" columns={storeColumns} rows={list} rowKey={(s) => s.id} />
        <p className="mt-3 text-sm text-ink-soft">
          切换门店后，购物车、订单与收货地址均为该门店的。新门店请先
          <Link to="/register/dd/step1" className="link">
            门店注册
          </Link>
          ，提交后在此确认。
        </p>
      </section>
      {pending.length > 0 ? (
        <section className="card" aria-labelledby="pending-heading">
          <h2 id="pending-heading" className="section-title">
            待确认门店
          </h2>
          <DataTable caption="待确认门店" columns={requestColumns} rows={pending} rowKey={(r) => r.id} />
        </section>
      ) : null}
    </div>
  );
}
