// 商品详情 (goods detail): images, facts, price or its hint (with the daily special's 原价), the
// goods' 限时秒杀 offer while the flash sale runs, ladder table, tags, quantity and 加入购物车, 收藏,
// inspection reports, instructions and related goods.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { STOCK_LABELS, stockState } from "~/lib/catalogue";
import type { FlashOffer } from "~/lib/goods-offers";
import type { GoodsDetail, InspectionReport, Page } from "~/lib/types";
import { AddToCartForm } from "./AddToCartForm";
import { FavoriteButton } from "./FavoriteButton";
import { FlashSaleOffer } from "./FlashSaleOffer";
import { GoodsGrid } from "./GoodsCard";
import { GoodsImage } from "./GoodsImage";
import { LadderTable } from "./LadderTable";
import { PriceBlock } from "./PriceBlock";
import { TagList } from "./TagList";

export function GoodsDetailView({
  goods,
  reports,
  breadcrumb,
  flash,
  was,
}: {
  goods: GoodsDetail;
  reports: Page<InspectionReport>;
  /** The goods' offer in the running flash sale (app/lib/goods-offers.ts), or none. */
  flash?: FlashOffer | null;
  /** The daily special's 原价, struck through beside the price, or none. */
  was?: string | null;
  /** Links above the title (category or zone). */
  breadcrumb?: ReactNode;
}) {
  const state = stockState(goods);
  // The first category is the goods' home category (docs/upstream-api.md).
  const category = goods.categories[0];
  return (
    <div className="flex flex-col gap-4">
      {/* Hidden on a phone, where the first screen is for the name, price and 加入购物车 (issue 16). */}
      <nav aria-label="当前位置" className="text-sm text-ink-soft max-md:hidden">
        <Link to="/" className="link-muted">
          首页
        </Link>
        <span aria-hidden="true"> › </span>
        {breadcrumb ?? (
          <Link to={category ? `/list?category=${category.id}` : "/list"} className="link-muted">
            {category?.name ?? "全部商品"}
          </Link>
        )}
        <span aria-hidden="true"> › </span>
        <span>{goods.name}</span>
      </nav>

      <article className="card grid gap-4 md:(grid-cols-[360px_1fr] gap-6)" aria-labelledby="goods-title">
        {/* A phone shows a smaller picture and, below 加入购物车, the ladder and the facts. */}
        <div className="flex flex-col gap-2 max-md:(mx-auto w-44)">
          <GoodsImage goods={goods} size={360} eager className="w-full border border-gray-100" />
          {goods.goods_image.length > 1 ? (
            <ul aria-label="更多图片" className="flex gap-2">
              {goods.goods_image.slice(1).map((src, i) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${goods.name} 图片 ${i + 2}`}
                    width={64}
                    height={64}
                    loading="lazy"
                    className="rounded border border-gray-200"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          <div>
            <h1 id="goods-title" className="text-xl font-bold">
              {goods.name}
            </h1>
            <p className="mt-1 text-sm text-ink-soft">
              {goods.ypgg} · {goods.sccj}
            </p>
          </div>
          <TagList tags={goods.tags} />
          <div className="rounded bg-gray-50 px-4 py-3">
            <PriceBlock goods={goods} size="lg" was={was || undefined} />
          </div>
          {flash ? <FlashSaleOffer goods={goods} offer={flash} /> : null}
          <div className="empty:hidden max-md:order-1">
            <LadderTable goods={goods} />
          </div>
          <dl className="grid grid-cols-[6em_1fr] gap-x-4 gap-y-1.5 text-sm [&>dt]:text-ink-mute max-md:order-1">
            <dt>生产厂家</dt>
            <dd>
              <Link to={`/search?keywords=${encodeURIComponent(goods.sccj)}&type=2`} className="link">
                {goods.sccj}
              </Link>
            </dd>
            <dt>规格</dt>
            <dd>{goods.ypgg}</dd>
            <dt>单位</dt>
            <dd>{goods.bzdw}</dd>
            <dt>剂型</dt>
            <dd>{goods.jx}</dd>
            <dt>批准文号</dt>
            <dd>{goods.pzwh}</dd>
            <dt>批号</dt>
            <dd>{goods.batch_no || "—"}</dd>
            <dt>有效期至</dt>
            <dd>{goods.expiry_date || "—"}</dd>
            <dt>中包装</dt>
            <dd>
              {goods.zbz}
              {goods.bzdw}
              {goods.is_zbz === 1 ? "（须按中包装整数倍购买）" : ""}
            </dd>
            <dt>件装</dt>
            <dd>
              {goods.jzl}
              {goods.bzdw}/件
            </dd>
            {goods.brand ? (
              <>
                <dt>品牌</dt>
                <dd>
                  <Link to={`/ppzq/info/${goods.brand.id}`} className="link">
                    {goods.brand.name}
                  </Link>
                </dd>
              </>
            ) : null}
            <dt>库存</dt>
            <dd data-stock={state} className={state === "in_stock" ? "text-green-700" : "text-amber-700"}>
              {STOCK_LABELS[state]}
            </dd>
          </dl>
          <Notes goods={goods} />
          {/* Said before the buyer tries (issue 10): outside this buyer's 经营范围. */}
          {goods.scope_notice ? (
            <p role="note" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {goods.scope_notice}
              <Link to="/zzzj" className="link ml-1">
                查看经营范围
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3">
            <AddToCartForm goods={goods} />
            <FavoriteButton goodsId={goods.id} goodsName={goods.name} isFavorite={goods.is_favorite === 1} />
            {goods.is_favorite === 1 ? (
              <Link to="/star" className="link text-sm">
                查看我的收藏
              </Link>
            ) : null}
          </div>
        </div>
      </article>

      <section className="card" aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="section-title">
          质检报告
        </h2>
        {reports.data.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {reports.data.map((report) => (
              <li key={report.id} className="flex flex-wrap gap-x-4">
                <a href={report.url} target="_blank" rel="noopener noreferrer" className="link">
                  {report.title}
                </a>
                <span className="text-ink-mute">批号 {report.batch_no}</span>
                <span className="text-ink-mute">{report.date}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">
            暂无在线质检报告，可在{" "}
            <Link to="/jybg" className="link">
              检验报告
            </Link>{" "}
            页按批号申请。
          </p>
        )}
      </section>

      {goods.instructions.length > 0 ? (
        <section className="card" aria-labelledby="instructions-heading">
          <h2 id="instructions-heading" className="section-title">
            说明书
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-[8em_1fr] [&>dt]:font-bold">
            {goods.instructions.map((part) => (
              <InstructionPart key={part.title} title={part.title} content={part.content} />
            ))}
          </dl>
        </section>
      ) : null}

      {goods.related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="section-title">
            相关商品
          </h2>
          <GoodsGrid goods={goods.related} label="相关商品" />
        </section>
      ) : null}
    </div>
  );
}

function InstructionPart({ title, content }: { title: string; content: string }) {
  return (
    <>
      <dt>{title}</dt>
      <dd className="whitespace-pre-line text-ink-soft">{content}</dd>
    </>
  );
}

/** Free shipping, special management and the ephedrine receipt, when they apply. */
function Notes({ goods }: { goods: GoodsDetail }) {
  const notes: string[] = [];
  if (goods.is_free_shipping === 1 && goods.free_shipping_number > 0)
    notes.push(`包邮：满 ${goods.free_shipping_number}${goods.bzdw} 包邮`);
  if (goods.type === 1) notes.push("特殊管理药品：须按规定资质采购");
  if (goods.is_hm === 1) notes.push("含麻黄碱类复方制剂：下单后须上传含麻回执");
  if (goods.is_youx === 1) notes.push("优选供应商商品");
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-amber-800">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
