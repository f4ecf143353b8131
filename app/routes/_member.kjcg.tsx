// 快捷采购 (quick purchase): paste a list (or upload a CSV), 识别清单 matches each line against the
// catalogue (a server-rendered report: 已匹配 / 请选择 / 未找到, quantities checked), 全部加入购物车 adds
// the chosen lines in one batch and reports what it could not add. Below, the 常购清单.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed, formFailure } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { readCsv } from "~/.server/uploads";
import { getFastBuy, matchList, quickBuy } from "~/.server/upstream/documents";
import { QuickReport, type ReportRow } from "~/components/documents/QuickReport";
import { AddToCartForm } from "~/components/goods/AddToCartForm";
import { Pagination } from "~/components/goods/Pagination";
import { DataTable, FormError, invalidProps } from "~/components/ui";
import { parsePage } from "~/lib/catalogue";
import { formatDate } from "~/lib/dates";
import type { QuickBuyResult } from "~/lib/document-types";
import { formValues, parseForm, typed, type FormValues } from "~/lib/forms";
import { quickBuySchema, quickListSchema } from "~/lib/forms/documents";
import { hrefWith } from "~/lib/query";
import { clipQuickList, KEYWORD_MAX, LIST_CLIPPED, QUICK_LIST_MAX_CHARS, QUICK_LIST_MAX_LINES } from "~/lib/quick-list";
import { pageTitle, type RouteHandle } from "~/lib/shell";

export const handle: RouteHandle = { title: "快捷采购" };
export const meta: MetaFunction = () => [{ title: pageTitle("快捷采购") }];

const ORDERS = { recent: "最近购买", times: "购买次数" } as const;
type FastOrder = keyof typeof ORDERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const order: FastOrder = params.get("order") === "times" ? "times" : "recent";
  const page = parsePage(params.get("page"));
  if (page === null) throw redirect(hrefWith("/kjcg", { order }, { order: "recent" }));
  const fast = await getFastBuy(context.upstream, page, order);
  if (page > fast.last_page) throw redirect(hrefWith("/kjcg", { order, page: fast.last_page }, { order: "recent", page: 1 }));
  return { fast, order };
}

type ActionData =
  { kind: "report"; rows: ReportRow[]; source: string } | { kind: "added"; result: QuickBuyResult; unchosen: string[]; source: string };

export async function action({ request, context }: ActionFunctionArgs) {
  requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent;
  if (intent === "add") return add(context, values);
  if (intent !== "recognize") return formFailure({ field: "form", message: "请选择要进行的操作" });

  const typedList = typeof values.list === "string" ? values.list : "";
  // A refused list is drawn back cut to what a list may hold: a huge paste is never sent back.
  const kept = clipQuickList(typedList);
  const echo = { ...values, list: kept.text };
  const csv = await readCsv(form, "csv");
  if (!csv.ok) return failed({ field: "csv", message: csv.message }, echo);
  const source = [typedList.trim(), csv.text.trim()].filter(Boolean).join("\n");
  const parsed = parseForm(quickListSchema, { list: source });
  const refused = (message: string) => failed({ field: "list", message: kept.clipped ? message + LIST_CLIPPED : message }, echo);
  if (!parsed.ok) return refused(parsed.error.message);
  const lines = parsed.data.list;
  const result = await matchList(context.upstream, lines);
  if (!result.ok) return refused(result.message);
  const rows: ReportRow[] = result.data.lines.map((match, i) => ({ line: lines[i], match }));
  return { kind: "report", rows, source } satisfies ActionData;
}

async function add(context: ActionFunctionArgs["context"], values: FormValues) {
  const indices = ([] as string[]).concat(values.line ?? []);
  const source = clipQuickList(typeof values.source === "string" ? values.source : "").text;
  const chosen: { goodsId: string; number: string }[] = [];
  const unchosen: string[] = [];
  for (const i of indices) {
    const pick = values[`pick.${i}`];
    const keyword =
      typeof values[`keyword.${i}`] === "string"
        ? Array.from(values[`keyword.${i}`] as string)
            .slice(0, KEYWORD_MAX)
            .join("")
        : "";
    if (typeof pick !== "string" || pick === "") unchosen.push(keyword);
    else chosen.push({ goodsId: pick, number: typeof values[`number.${i}`] === "string" ? (values[`number.${i}`] as string) : "" });
  }
  if (chosen.length === 0) {
    return failed(
      { field: "form", message: unchosen.length > 0 ? `请为“${unchosen[0]}”选择商品` : "没有可加入购物车的商品" },
      { list: source },
    );
  }
  const parsed = parseForm(quickBuySchema, { goods_id: chosen.map((c) => c.goodsId), number: chosen.map((c) => c.number) });
  if (!parsed.ok) return failed({ field: "form", message: parsed.error.message }, { list: source });
  const result = await quickBuy(
    context.upstream,
    parsed.data.goods_id.map((goodsId, i) => ({ goodsId, number: parsed.data.number[i] ?? "" })),
  );
  if (!result.ok) return failed({ field: "form", message: result.message }, { list: source });
  if (result.data.failed.length === 0 && unchosen.length === 0) return redirectWithToast(context, "/cart", result.msg || "已加入购物车");
  return { kind: "added", result: result.data, unchosen, source } satisfies ActionData;
}

export default function QuickPurchase() {
  const { fast, order } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const failure = actionData && "error" in actionData ? actionData : null;
  const report = actionData && "kind" in actionData && actionData.kind === "report" ? actionData : null;
  const added = actionData && "kind" in actionData && actionData.kind === "added" ? actionData : null;
  const error = failure?.error ?? null;
  const listValue = report?.source ?? added?.source ?? typed(failure?.values, "list") ?? "";
  return (
    <section aria-labelledby="kjcg-heading" className="flex flex-col gap-4">
      <h1 id="kjcg-heading" className="text-lg font-bold">
        快捷采购
      </h1>

      <Form method="post" encType="multipart/form-data" className="card flex flex-col gap-3" aria-label="识别采购清单" noValidate>
        <FormError form="kjcg" error={error} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-ink-soft">商品清单</span>
          <textarea
            name="list"
            rows={7}
            maxLength={QUICK_LIST_MAX_CHARS}
            defaultValue={listValue}
            key={listValue}
            placeholder={
              "每行一个商品：商品名称、拼音首字母或批准文号，空格、逗号或 Tab 后写数量，例如：\n阿莫西林胶囊 20\nblfhsjn 10\n国药准字Z20040063，30"
            }
            className="rounded border border-gray-300 bg-white p-3 font-mono text-sm focus:(border-brand outline-none ring-2 ring-brand/20)"
            {...invalidProps("kjcg", error, "list")}
          />
        </label>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-ink-soft">或上传 CSV 文件</span>
            <input type="file" name="csv" accept=".csv,text/csv,text/plain" className="text-sm" {...invalidProps("kjcg", error, "csv")} />
          </label>
          <a href="/kjcg-template.csv" download className="link text-sm">
            下载 CSV 模板
          </a>
          <span className="flex-1" />
          <button type="submit" name="intent" value="recognize" className="btn-primary" disabled={busyIntent === "recognize"}>
            {busyIntent === "recognize" ? "识别中…" : "识别清单"}
          </button>
        </div>
        <p className="text-xs text-ink-mute">
          每行一个商品，最多 {QUICK_LIST_MAX_LINES} 行；空行会被忽略，全角数字和逗号也能识别。未写数量时按中包装（或 1）计。
        </p>
      </Form>

      {report ? <QuickReport rows={report.rows} source={report.source} busy={busyIntent === "add"} /> : null}
      {added ? <AddedSummary data={added} /> : null}

      <FastBuy fast={fast} order={order} />
    </section>
  );
}

function AddedSummary({ data }: { data: Extract<ActionData, { kind: "added" }> }) {
  const { result, unchosen } = data;
  return (
    <div className="card flex flex-col gap-3" role="status">
      <h2 className="section-title">加入结果</h2>
      <p className="text-sm">
        {result.added.length > 0 ? `已加入购物车 ${result.added.length} 种商品。` : "没有商品加入购物车。"}
        {result.failed.length + unchosen.length > 0 ? `以下 ${result.failed.length + unchosen.length} 行未能加入：` : ""}
      </p>
      {result.failed.length > 0 ? (
        <DataTable
          caption="未能加入的商品"
          dense
          rows={result.failed}
          rowKey={(f, i) => `${f.goods_id}-${i}`}
          columns={[
            { label: "商品", rowHeader: true, cell: (f) => f.name || `商品 ${f.goods_id}` },
            { label: "数量", align: "right", cell: (f) => f.number },
            { label: "原因", cell: (f) => <span className="text-price">{f.message}</span> },
          ]}
        />
      ) : null}
      {unchosen.length > 0 ? <p className="text-sm text-price">未选择商品：{unchosen.join("、")}</p> : null}
      <p className="flex gap-3">
        <Link to="/cart" className="btn-primary">
          去购物车结算
        </Link>
      </p>
    </div>
  );
}

function FastBuy({ fast, order }: { fast: Awaited<ReturnType<typeof loader>>["fast"]; order: FastOrder }) {
  return (
    <div className="flex flex-col gap-2" aria-labelledby="kjcg-fast-heading" role="region">
      <div className="flex flex-wrap items-baseline gap-4">
        <h2 id="kjcg-fast-heading" className="section-title !mb-0">
          常购清单
        </h2>
        <nav aria-label="常购清单排序" className="flex gap-3 text-sm">
          {(Object.keys(ORDERS) as FastOrder[]).map((key) => (
            <Link
              key={key}
              to={hrefWith("/kjcg", { order: key }, { order: "recent" })}
              aria-current={key === order ? "page" : undefined}
              className={key === order ? "font-bold text-brand" : "link-muted"}
            >
              按{ORDERS[key]}
            </Link>
          ))}
        </nav>
      </div>
      {fast.data.length === 0 ? (
        <p className="card text-sm text-ink-soft">您还没有采购记录，下单付款后常买的商品会出现在这里。</p>
      ) : (
        <DataTable
          caption="常购清单"
          rows={fast.data}
          rowKey={(g) => g.id}
          columns={[
            {
              label: "商品名称",
              rowHeader: true,
              cell: (g) => (
                <Link to={`/list/info/${g.id}`} className="link">
                  {g.name}
                </Link>
              ),
            },
            { label: "规格", cell: (g) => g.ypgg },
            { label: "生产厂家", cell: (g) => g.sccj },
            { label: "上次单价", align: "right", cell: (g) => <span className="tabular-nums">¥{g.last_price}</span> },
            { label: "上次购买", cell: (g) => formatDate(g.last_bought_at), className: "whitespace-nowrap" },
            { label: "购买次数", align: "right", cell: (g) => `${g.times} 次` },
            { label: "加入购物车", hideLabel: true, cell: (g) => <AddToCartForm goods={g} compact /> },
          ]}
        />
      )}
      <Pagination
        page={fast.page}
        lastPage={fast.last_page}
        hrefFor={(page) => hrefWith("/kjcg", { order, page }, { order: "recent", page: 1 })}
        jumpAction="/kjcg"
        keep={order === "recent" ? [] : [["order", order]]}
        label="常购清单分页"
      />
    </div>
  );
}
