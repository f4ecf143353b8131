// 购物车 (cart, step 1): the lines with selection, quantity and delete, then the totals and the
// buttons that act on the selection. Selection boxes belong to one form (#cart-select) by their
// `form` attribute, so each line's quantity form can sit in its own cell without nesting forms.
import { Form, Link, useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { GoodsImage } from "~/components/goods/GoodsImage";
import { TagList } from "~/components/goods/TagList";
import { DataTable } from "~/components/ui/DataTable";
import { LineName, LineNote, LinePrice } from "~/components/promo/LinePromo";
import { FormError } from "~/components/ui/FormError";
import { flagsOf } from "~/lib/flags";
import { typed, type FormError as FormErrorData, type FormValues } from "~/lib/forms/values";
import type { CartItem, CartState, NextHint } from "~/lib/types";
import type { loader as rootLoader } from "~/root";
import { CartFilter, isFiltered } from "./CartFilter";
import { ConfirmDeleteDialog, ConfirmDeletePanel, type DeleteTarget } from "./ConfirmDelete";
import { CartSummary } from "./CartSummary";
import { QuantityForm } from "./QuantityForm";

export const SELECT_FORM = "cart-select";

/** A refused cart form (ADR 019): its first error and what the buyer posted. */
export interface CartFailure {
  error: FormErrorData;
  values: FormValues;
}

export function CartView({
  cart,
  hint,
  confirm,
  failure,
}: {
  cart: CartState;
  /** The upstream's next-tier and free-shipping hint (POST /api/cart/next_hint); null when it failed. */
  hint: NextHint | null;
  confirm: DeleteTarget[] | null;
  failure: CartFailure | null;
}) {
  const flags = flagsOf(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<DeleteTarget[] | null>(null);
  const selectFetcher = useFetcher({ key: SELECT_FORM });
  const formRef = useRef<HTMLFormElement>(null);
  const lines = cart.data;
  const selectable = lines.filter((l) => l.purchasable === 1);
  const allSelected = selectable.length > 0 && selectable.every((l) => l.is_selected === 1);
  const busy = selectFetcher.state !== "idle";

  // With JavaScript a box saves itself: the whole selection form goes as intent=select.
  const saveSelection = () => {
    if (!hydrated || !formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("intent", "select");
    form.set("via", "fetcher");
    selectFetcher.submit(form, { method: "post", action: "/cart" });
  };
  // With JavaScript 删除 asks in a dialog; without it the GET form opens the server's confirmation step.
  const ask = (targets: DeleteTarget[]) => {
    if (!hydrated) return false;
    setAsking(targets);
    return true;
  };
  // A refused quantity is shown in its line, with what was typed; any other refusal above the lines.
  const failedLine = failure?.values.intent === "edit" ? Number(typed(failure.values, "line_id")) : null;
  const lineFailure = (line: CartItem) => (failedLine === line.id ? failure : null);

  const filter = cart.totals.count > 0 ? <CartFilter cart={cart} flags={flags} /> : null;
  if (lines.length === 0 && isFiltered(cart)) {
    return (
      <div className="flex flex-col gap-4">
        {filter}
        <div role="status" className="card flex flex-col items-center gap-3 py-10 text-center">
          <p>没有符合筛选条件的商品（购物车共 {cart.totals.count} 种商品）。</p>
          <Link to="/cart" className="btn-primary">
            查看全部商品
          </Link>
        </div>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div role="status" className="card flex flex-col items-center gap-3 py-10 text-center">
        <p>购物车还是空的，去挑选需要的商品吧。</p>
        <Link to="/list" className="btn-primary">
          去逛逛
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {filter}
      <FormError form={SELECT_FORM} error={failedLine === null ? failure?.error : null} />
      {confirm && !asking ? <ConfirmDeletePanel lines={confirm} /> : null}
      {asking ? <ConfirmDeleteDialog lines={asking} onClose={() => setAsking(null)} /> : null}
      <DataTable
        caption="购物车商品"
        className="rounded border border-gray-200 bg-white"
        rows={lines}
        rowKey={(line) => line.id}
        rowClassName={(line) => (line.purchasable !== 1 ? "bg-gray-50 text-ink-mute" : undefined)}
        columns={[
          {
            label: "选择",
            keepHeader: true,
            headClassName: "w-20",
            header: (
              <label className="inline-flex items-center gap-1">
                <input
                  type="checkbox"
                  name="all"
                  value="1"
                  form={SELECT_FORM}
                  defaultChecked={allSelected}
                  key={`all-${allSelected}`}
                  disabled={selectable.length === 0}
                  onChange={(event) => {
                    // 全选 ticks or clears every box, then saves once.
                    for (const box of formRef.current?.ownerDocument.querySelectorAll<HTMLInputElement>(
                      `input[name="ids"][form="${SELECT_FORM}"]:not(:disabled)`,
                    ) ?? [])
                      box.checked = event.currentTarget.checked;
                    saveSelection();
                  }}
                />
                全选
              </label>
            ),
            cell: (line) =>
              line.type === 3 ? (
                // A bundle always counts (spec §4): always posted, its box shown ticked and fixed.
                <>
                  <input type="hidden" name="ids" value={line.id} form={SELECT_FORM} />
                  <input type="checkbox" checked readOnly disabled aria-label={`${line.goods.name}（组合商品始终计入结算）`} />
                </>
              ) : (
                <input
                  type="checkbox"
                  name="ids"
                  value={line.id}
                  form={SELECT_FORM}
                  aria-label={`选择 ${line.goods.name}`}
                  defaultChecked={line.is_selected === 1}
                  key={`${line.id}-${line.is_selected}`}
                  disabled={line.purchasable !== 1}
                  onChange={saveSelection}
                />
              ),
          },
          {
            label: "商品",
            rowHeader: true,
            cell: (line) => (
              <div className="flex gap-3 font-normal">
                <GoodsImage goods={line.goods} size={56} />
                <div className="flex flex-col gap-0.5">
                  <LineName line={line} goodsId={line.goods_id} name={line.goods.name} />
                  {line.bundle ? null : <span className="text-xs text-ink-soft">{line.goods.ypgg}</span>}
                  {line.bundle ? null : <span className="text-xs text-ink-soft">{line.goods.sccj}</span>}
                  {line.bundle ? null : <TagList tags={line.goods.tags} />}
                  <LineNote line={line} />
                  {line.purchasable !== 1 ? <span className="text-xs text-price">暂不可购买</span> : null}
                </div>
              </div>
            ),
          },
          {
            label: "单价",
            className: "tabular-nums",
            cell: (line) => (
              <span>
                <LinePrice line={line} />
                {line.goods.ladder_price.length > 0 ? <span className="block text-xs text-ink-mute">阶梯价</span> : null}
              </span>
            ),
          },
          {
            label: "数量",
            cell: (line) => <QuantityForm line={line} failure={lineFailure(line)} disabled={line.purchasable !== 1} />,
          },
          { label: "小计", className: "price", cell: (line) => `¥${line.amount}` },
          {
            label: "操作",
            cell: (line) => (
              <Form
                method="get"
                action="/cart"
                onSubmit={(event) => {
                  if (ask([{ id: line.id, name: line.goods.name }])) event.preventDefault();
                }}
              >
                <input type="hidden" name="confirmDelete" value={line.id} />
                <button type="submit" className="link" aria-label={`删除 ${line.goods.name}`}>
                  删除
                </button>
              </Form>
            ),
          },
        ]}
      />
      <Form id={SELECT_FORM} ref={formRef} method="post" action="/cart" className="card flex flex-col gap-4">
        <input type="hidden" name="line_ids" value={selectable.map((l) => l.id).join(",")} />
        <input type="hidden" name="all_before" value={allSelected ? "1" : "0"} />
        <div className="flex flex-wrap items-center gap-3">
          {hydrated ? (
            <span aria-live="polite" className="text-xs text-ink-mute">
              {busy ? "正在保存选择…" : "勾选后自动保存"}
            </span>
          ) : (
            <button type="submit" name="intent" value="select" className="btn-plain btn-sm">
              更新选择
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="delete-selected"
            className="btn-plain btn-sm"
            onClick={(event) => {
              // The boxes as they stand (a selection may still be saving; with JavaScript 全选 ticks them all).
              const ticked = formRef.current ? new FormData(formRef.current).getAll("ids").map(Number) : [];
              const chosen = lines.filter((l) => ticked.includes(l.id)).map((l) => ({ id: l.id, name: l.goods.name }));
              if (chosen.length > 0 && ask(chosen)) event.preventDefault();
            }}
          >
            删除选中
          </button>
          {cart.stores.length > 0 ? (
            <fieldset className="flex flex-wrap items-center gap-2 text-sm">
              <legend className="sr-only">复制到其他门店</legend>
              {cart.stores.map((store) => (
                <label key={store.id} className="inline-flex items-center gap-1">
                  <input type="checkbox" name="store_ids" value={store.id} />
                  {store.company}
                </label>
              ))}
              <button type="submit" name="intent" value="copy" className="btn-plain btn-sm">
                复制选中商品到门店
              </button>
            </fieldset>
          ) : null}
        </div>
        <CartSummary cart={cart} hint={hint} />
      </Form>
    </div>
  );
}
