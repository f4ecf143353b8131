// 打印: with JavaScript a button that opens the browser's print dialog; without it the same place
// says how to print, so no button ever does nothing. The page's print stylesheet prints the sheet only.
import { useHydrated } from "~/lib/use-hydrated";

export function PrintButton({ label = "打印" }: { label?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <span className="text-sm text-ink-soft">按 Ctrl+P（Mac 为 ⌘+P）打印本页</span>;
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
