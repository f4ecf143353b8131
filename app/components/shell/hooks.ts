// The shell's JS-only enhancements. Both start in the server-rendered state (not stuck, drawer a
// plain link) and change only after hydration, so the first client render matches the HTML.
import { useEffect, useRef, useState } from "react";
import type { SideCartDrawer } from "./SideBar";

/** Scroll depth at which the header shrinks to a sticky search bar (spec §9). */
export const STICKY_AT = 205;
/**
 * The side cart opens by itself on the cart page (spec §2, shell behaviour: "opens automatically on the cart page"),
 * but only where there is room for it: the open drawer pads the page by 310 px, so below 1224 px
 * (the shell container) + 310 px it would narrow the page and wrap the nav. Narrower screens keep
 * it closed until the buyer opens it; the cart steps (/cart/step2 …) never open it by themselves.
 */
const ROOM_FOR_DRAWER = "(min-width: 1536px)";

/**
 * Past STICKY_AT px of scroll: the height the centre bar had in the flow (its placeholder keeps
 * the page from jumping when the bar becomes fixed), otherwise null.
 */
export function useStickyHeader(enabled: boolean) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) {
      setHeight(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = window.scrollY >= STICKY_AT;
      setHeight((current) => (past ? (current ?? placeholderRef.current?.offsetHeight ?? 0) : null));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return { placeholderRef, stuckHeight: height };
}

/** The side cart drawer: a link until JS runs, then a 40 ↔ 310 px toggle, open on /cart when there is room. */
export function useSideCartDrawer(pathname: string): SideCartDrawer {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    setOpen(pathname === "/cart" && window.matchMedia(ROOM_FOR_DRAWER).matches);
  }, [pathname]);
  return { enhanced, open, setOpen };
}
