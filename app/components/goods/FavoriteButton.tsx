// 收藏 / 取消收藏: a form to /star's action. Without JavaScript it posts and comes back (303) with
// a toast; with it, a fetcher flips the button at once (optimistic), then shows the alert 收藏成功
// with a link to 我的收藏, or the toast 取消收藏成功 (spec §8).
import { Link, useFetcher, useLocation } from "@remix-run/react";
import clsx from "clsx";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Alert } from "~/components/ui/Alert";
import { Floating, Toast } from "~/components/ui/Notice";
import type { FormError, FormValues } from "~/lib/forms/values";

/** What /star's action answers a fetcher (field `via=fetcher`) instead of redirecting: a success, or the failure of ADR 019. */
export type FavoriteResult =
  { ok: true; intent: "favorite" | "unfavorite"; message: string } | { ok?: undefined; error: FormError; values: FormValues };

export function favoriteFetcherKey(goodsId: number) {
  return `favorite-${goodsId}`;
}

export function FavoriteButton({
  goodsId,
  goodsName,
  isFavorite,
  compact,
  className,
  fetcherKey,
}: {
  goodsId: number;
  goodsName: string;
  isFavorite: boolean;
  compact?: boolean;
  className?: string;
  /**
   * A fetcher shared by a whole list whose page shows the answer itself (/star removes the row at
   * once, so the row cannot hold the toast). Default: one fetcher per goods, answer shown here.
   */
  fetcherKey?: string;
}) {
  const fetcher = useFetcher<FavoriteResult>({ key: fetcherKey ?? favoriteFetcherKey(goodsId) });
  const hydrated = useHydrated();
  const location = useLocation();
  // Only the button that was pressed shows the answer (the same goods may be listed twice).
  const [pressed, setPressed] = useState(false);
  const [dismissed, setDismissed] = useState<FavoriteResult | null>(null);
  const pendingHere = fetcher.formData?.get("goods_id") === String(goodsId);
  const pending = pendingHere ? fetcher.formData?.get("intent") : null;
  const favorite = typeof pending === "string" ? pending === "favorite" : isFavorite;
  const result = !fetcherKey && pressed && fetcher.state === "idle" && fetcher.data && fetcher.data !== dismissed ? fetcher.data : null;
  const redirectTo = location.pathname + location.search;

  return (
    <>
      <fetcher.Form method="post" action="/star" className={clsx("inline-flex", className)} onSubmit={() => setPressed(true)}>
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <input type="hidden" name="goods_id" value={goodsId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          name="intent"
          value={favorite ? "unfavorite" : "favorite"}
          title={favorite ? `取消收藏 ${goodsName}` : `收藏 ${goodsName}`}
          // One change at a time: a second click before the first answer could land first upstream.
          disabled={pendingHere && fetcher.state !== "idle"}
          className={clsx(favorite ? "btn-outline" : "btn-plain", compact && "btn-sm")}
        >
          <span aria-hidden="true">{favorite ? "★" : "☆"}</span>
          {favorite ? "取消收藏" : "收藏"}
        </button>
      </fetcher.Form>
      {result ? <FavoriteFeedback result={result} onClose={() => setDismissed(result)} /> : null}
    </>
  );
}

/** The answer to a favourite form: alert 收藏成功 with 查看我的收藏, toast 取消收藏成功, or the refusal. */
export function FavoriteFeedback({ result, onClose }: { result: FavoriteResult; onClose: () => void }) {
  if (result.ok && result.intent === "unfavorite") {
    return (
      <Floating>
        <Toast message={result.message} token={result} />
      </Floating>
    );
  }
  return (
    <Floating className="w-80">
      <Alert title={result.ok ? result.message : undefined} message={result.ok ? "已加入我的收藏。" : result.error.message}>
        {result.ok ? (
          <Link to="/star" className="btn-primary btn-sm">
            查看我的收藏
          </Link>
        ) : null}
        <button type="button" className="btn-plain btn-sm" onClick={onClose}>
          关闭
        </button>
      </Alert>
    </Floating>
  );
}
