// A document's status as a coloured label (开票中, 已通过, 已驳回 …).
import clsx from "clsx";
import { TONE_CLASSES, type Tone } from "~/lib/documents";

export function StatusTag({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
  return <span className={clsx("inline-block rounded px-2 py-0.5 text-xs font-medium", TONE_CLASSES[tone], className)}>{children}</span>;
}
