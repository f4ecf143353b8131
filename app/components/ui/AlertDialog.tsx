// A 温馨提示 dialog for messages a link shows instead of opening (JS only; the same link without
// JavaScript goes to a page that says the same). A native <dialog>: focus moves to 确定, Esc closes.
import { useEffect, useId, useRef } from "react";
import { ALERT_TITLE } from "~/lib/problem";

export function AlertDialog({ message, onClose, title = ALERT_TITLE }: { message: string; onClose: () => void; title?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      onClose={onClose}
      className="w-[min(90vw,380px)] rounded border-0 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-3 p-5">
        <p id={titleId} className="font-bold text-ink">
          {title}
        </p>
        <p className="text-sm text-ink-soft">{message}</p>
        <form method="dialog" className="flex justify-end">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into an alert dialog when it opens (ARIA APG); it opens only on a click */}
          <button type="submit" className="btn-primary btn-sm" autoFocus>
            确定
          </button>
        </form>
      </div>
    </dialog>
  );
}
