// A goods packshot (the upstream's SVG), sized by the caller.
import clsx from "clsx";
import type { GoodsSummary } from "~/lib/types";

export function GoodsImage({
  goods,
  size,
  className,
  eager,
}: {
  goods: Pick<GoodsSummary, "name" | "goods_image" | "ypgg">;
  size: number;
  className?: string;
  eager?: boolean;
}) {
  const src = goods.goods_image[0];
  if (!src) {
    return (
      <div
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={clsx("flex items-center justify-center rounded bg-gray-100 text-xs text-ink-mute", className)}
      >
        暂无图片
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`${goods.name} ${goods.ypgg}`}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      // The first pictures of a page are its LCP element: fetch them first (issue 16).
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? undefined : "async"}
      className={clsx("rounded bg-white object-contain", className)}
    />
  );
}
