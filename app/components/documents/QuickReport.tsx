// 识别结果 of 快捷采购: one row per list line — 已匹配 (the goods), 请选择 (radios among the candidates)
// or 未找到 — with its quantity, all inside the one form of 全部加入购物车. Server-rendered: the radios
// and quantities post without JavaScript.
import { Form, Link } from "@remix-run/react";
import { DataTable } from "~/components/ui";
import type { QuickCandidate, QuickMatchLine } from "~/lib/document-types";
import { hrefWith } from "~/lib/query";
import type { QuickLine } from "~/lib/quick-list";
import { StatusTag } from "./StatusTag";

export interface ReportRow {
  line: QuickLine;
  match: QuickMatchLine;
}

const TONES = { matched: "ok", ambiguous: "wait", not_found: "bad" } as const;

function goodsText(c: QuickCandidate) {
  return `${c.name} ${c.ypgg} ${c.sccj}`;
}

function Candidate({ c }: { c: QuickCandidate }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">
        {c.name} <span className="font-normal text-ink-soft">{c.ypgg}</span>
      </span>
      <span className="text-xs text-ink-soft">
        {c.sccj} · {c.price ? `¥${c.price}/${c.bzdw}` : c.price_hint} · 库存 {c.stock}
      </span>
      {c.message ? <span className="text-xs text-price">{c.message}</span> : null}
    </span>
  );
}

export function QuickReport({ rows, source, busy }: { rows: ReportRow[]; source: string; busy: boolean }) {
  const counts = { matched: 0, ambiguous: 0, not_found: 0 };
  for (const r of rows) counts[r.match.status]++;
  const addable = counts.matched + counts.ambiguous;
  return (
    <Form method="post" className="card flex flex-col gap-3" aria-labelledby="kjcg-report-heading">
      <h2 id="kjcg-report-heading" className="section-title">
        识别结果
      </h2>
      <p role="status" className="text-sm">
        共 {rows.length} 行：已匹配 {counts.matched} 行，请选择 {counts.ambiguous} 行，未找到 {counts.not_found} 行。
        {counts.ambiguous > 0 ? "请为“请选择”的行选定商品；" : ""}数量可修改，未找到的行不会加入购物车。
      </p>
      <input type="hidden" name="source" value={source} />
      <DataTable
        caption="识别结果"
        showCaption={false}
        rows={rows}
        rowKey={(r) => r.match.index}
        columns={[
          { label: "行号", cell: (r) => <span className="tabular-nums">{r.line.line}</span> },
          {
            label: "清单内容",
            rowHeader: true,
            cell: (r) => (
              <span className="break-all">
                {r.line.keyword}
                {r.line.number ? <span className="text-ink-soft"> × {r.line.number}</span> : null}
              </span>
            ),
          },
          { label: "状态", cell: (r) => <StatusTag tone={TONES[r.match.status]}>{r.match.status_text}</StatusTag> },
          {
            label: "商品",
            cell: (r) => {
              const i = r.match.index;
              const [first] = r.match.candidates;
              if (r.match.status === "not_found" || !first) {
                return (
                  <span className="text-sm text-ink-soft">
                    未找到匹配商品，
                    <Link to={hrefWith("/search", { keywords: r.line.keyword })} className="link">
                      去搜索
                    </Link>
                  </span>
                );
              }
              if (r.match.status === "matched") {
                return (
                  <>
                    <input type="hidden" name={`pick.${i}`} value={first.id} />
                    <Candidate c={first} />
                  </>
                );
              }
              return (
                <fieldset className="flex flex-col gap-1 text-left">
                  <legend className="sr-only">
                    第 {r.line.line} 行 {r.line.keyword}：请选择商品
                  </legend>
                  {r.match.candidates.map((c) => (
                    <label key={c.id} className="flex items-start gap-2 rounded border border-gray-200 p-1.5 hover:border-brand">
                      <input type="radio" name={`pick.${i}`} value={c.id} className="mt-1" aria-label={goodsText(c)} />
                      <Candidate c={c} />
                    </label>
                  ))}
                  {r.match.more > 0 ? (
                    <span className="text-xs text-ink-soft">另有 {r.match.more} 个结果，请在清单中写得更具体（如加上厂家或规格）。</span>
                  ) : null}
                </fieldset>
              );
            },
          },
          {
            label: "数量",
            cell: (r) => {
              const [first] = r.match.candidates;
              if (r.match.status === "not_found" || !first) return "—";
              return (
                <>
                  <input type="hidden" name="line" value={r.match.index} />
                  <input type="hidden" name={`keyword.${r.match.index}`} value={r.line.keyword} />
                  <label className="sr-only" htmlFor={`kjcg-number-${r.match.index}`}>
                    第 {r.line.line} 行数量
                  </label>
                  <input
                    id={`kjcg-number-${r.match.index}`}
                    name={`number.${r.match.index}`}
                    defaultValue={r.line.number || String(first.number)}
                    inputMode="numeric"
                    className="h-8 w-20 rounded border border-gray-300 px-2 text-right tabular-nums"
                  />
                </>
              );
            },
          },
        ]}
      />
      <p className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="add" className="btn-primary" disabled={busy || addable === 0}>
          {busy ? "加入中…" : "全部加入购物车"}
        </button>
        <span className="text-xs text-ink-mute">数量须符合中包装和库存，超出的行会提示原因并保留在此。</span>
      </p>
    </Form>
  );
}
