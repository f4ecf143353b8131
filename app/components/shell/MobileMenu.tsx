// 菜单 (the phone's menu): below md the top bar's links, the account manager, the category menu
// and the nav sit behind this disclosure instead of above the page. A <details>, so it opens and
// closes without JavaScript (ADR 041); with JS it also closes after a navigation, since the header
// stays mounted across client-side navigations. Not on hydration: a buyer who opened it before the
// scripts ran (on a slow phone they start seconds later) keeps it open. Hidden from md up.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

export function MobileMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (ref.current) ref.current.open = false;
  }, [key]);
  return (
    <details ref={ref} className="shrink-0 md:hidden">
      <summary className="flex h-10 w-10 cursor-pointer list-none flex-col items-center justify-center gap-0.5 rounded text-brand hover:bg-brand-light [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-xl leading-none">
          ≡
        </span>
        <span className="text-[11px] leading-none">菜单</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-8rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg">
        {children}
      </div>
    </details>
  );
}
