// The draw dialog of the lottery pop-up (loaded lazily by LotteryRegion): it draws at once through
// the lottery page's action, shows the result after about 2 s (spec §9), asks before closing while
// the draw is still running (spec §8), and closes with a 1 s fade.
import { useFetcher } from "@remix-run/react";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { DRAW_CLOSE_CONFIRM, DRAW_CLOSE_MS, DRAW_RESULT_DELAY_MS } from "~/lib/promotions";
import type { DrawResult } from "~/lib/types";

export default function LotteryDialog({ id, title, onClosed }: { id: number; title: string; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<DrawResult>({ key: "lottery-draw" });
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    dialog.current?.showModal();
    fetcher.submit({ intent: "draw", id: String(id), via: "fetcher" }, { method: "post", action: `/draw/${id}` });
    timers.current.push(window.setTimeout(() => setRevealed(true), DRAW_RESULT_DELAY_MS));
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
    // Draw once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = revealed && fetcher.state === "idle" ? (fetcher.data ?? null) : null;
  const drawing = result === null;

  function close() {
    setConfirming(false);
    setClosing(true);
    timers.current.push(
      window.setTimeout(() => {
        dialog.current?.close();
        onClosed();
      }, DRAW_CLOSE_MS),
    );
  }

  function askClose() {
    if (closing) return;
    if (drawing) setConfirming(true);
    else close();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="lottery-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        askClose();
      }}
      className={clsx(
        "w-[min(92vw,380px)] rounded-lg border-0 p-0 shadow-xl transition-opacity backdrop:bg-black/40",
        closing ? "opacity-0" : "opacity-100",
      )}
      style={{ transitionDuration: `${DRAW_CLOSE_MS}ms` }}
    >
      <div className="flex flex-col items-center gap-4 bg-gradient-to-b from-price-light to-white px-6 py-6 text-center">
        <h2 id="lottery-dialog-title" className="text-lg font-bold text-price">
          幸运抽奖
        </h2>
        <p className="text-xs text-ink-mute">{title}</p>
        {confirming ? (
          <div role="alertdialog" aria-labelledby="lottery-confirm-text" className="flex flex-col items-center gap-3">
            <p id="lottery-confirm-text" className="text-sm">
              {DRAW_CLOSE_CONFIRM}
            </p>
            <div className="flex gap-3">
              <button type="button" className="btn-danger" onClick={close}>
                确定
              </button>
              <button type="button" className="btn-plain" onClick={() => setConfirming(false)}>
                取消
              </button>
            </div>
          </div>
        ) : (
          <p role="status" className={clsx("min-h-12 text-base", result?.ok ? "font-bold text-price" : "text-ink")}>
            {drawing ? (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-price border-t-transparent"
                />
                正在抽奖…
              </span>
            ) : result.ok ? (
              result.text
            ) : (
              result.message
            )}
          </p>
        )}
        {confirming ? null : (
          <button type="button" className="btn-plain" onClick={askClose}>
            关闭
          </button>
        )}
      </div>
    </dialog>
  );
}
