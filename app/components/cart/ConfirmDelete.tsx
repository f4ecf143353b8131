// 确定删除这件商品吗? (spec §5). Without JavaScript the cart draws this panel from
// /cart?confirmDelete=<ids>; with it the same content opens in a modal <dialog> (ADR 017).
import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { deleteConfirmText } from "~/lib/cart/forms";

export interface DeleteTarget {
  id: number;
  name: string;
}

function ConfirmBody({ lines, cancel }: { lines: DeleteTarget[]; cancel: React.ReactNode }) {
  const titleId = useId();
  return (
    <div className="flex flex-col gap-3" aria-labelledby={titleId}>
      <p id={titleId} className="font-bold text-ink">
        {deleteConfirmText(lines.length)}
      </p>
      <ul className="list-disc pl-5 text-sm text-ink-soft">
        {lines.map((line) => (
          <li key={line.id}>{line.name}</li>
        ))}
      </ul>
      <Form method="post" action="/cart" className="flex gap-3">
        {lines.map((line) => (
          <input key={line.id} type="hidden" name="ids" value={line.id} />
        ))}
        <button type="submit" name="intent" value="delete" className="btn-danger">
          确定
        </button>
        {cancel}
      </Form>
    </div>
  );
}

/** The server-drawn confirmation step (no JavaScript needed). */
export function ConfirmDeletePanel({ lines }: { lines: DeleteTarget[] }) {
  return (
    <section role="alertdialog" aria-label="删除确认" className="card mb-4 border-l-4 border-l-price">
      <ConfirmBody
        lines={lines}
        cancel={
          <Link to="/cart" className="btn-plain">
            取消
          </Link>
        }
      />
    </section>
  );
}

/** The same question in a modal dialog, opened by JavaScript; `onClose` when dismissed. */
export function ConfirmDeleteDialog({ lines, onClose }: { lines: DeleteTarget[]; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-label="删除确认"
      onClose={onClose}
      className="w-80 rounded border border-gray-200 p-5 shadow-xl"
    >
      <ConfirmBody
        lines={lines}
        cancel={
          <button type="button" className="btn-plain" onClick={() => ref.current?.close()}>
            取消
          </button>
        }
      />
    </dialog>
  );
}
