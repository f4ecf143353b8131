// A full-width message bar: the shell's notice (upstream busy or timed out, role="alert") and the
// one-shot toast after a redirect (role="status", fades after a few seconds when JS runs).
import clsx from "clsx";
import { useEffect, useState, type ReactNode } from "react";

const TONES = {
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-brand/30 bg-brand-light text-brand-dark",
  success: "border-green-300 bg-green-50 text-green-800",
} as const;

export function Notice({
  children,
  tone = "warning",
  role = "alert",
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  role?: "alert" | "status";
  className?: string;
}) {
  return (
    <div role={role} className={clsx("rounded border px-3 py-2 text-sm", TONES[tone], className)}>
      {children}
    </div>
  );
}

/** How long a toast stays before it fades (JS only; without JS it simply stays on the page). */
export const TOAST_MS = 6000;

/**
 * A status message that fades once JS runs. `token` changes whenever a new toast arrives (pass
 * the loader data object), so the same text shown twice in a row appears again.
 */
export function Toast({ message, tone = "success", token }: { message: string | null; tone?: "success" | "warning"; token?: unknown }) {
  const [phase, setPhase] = useState<"shown" | "fading" | "gone">("shown");
  useEffect(() => {
    if (!message) return;
    setPhase("shown");
    const fade = window.setTimeout(() => setPhase("fading"), TOAST_MS);
    const gone = window.setTimeout(() => setPhase("gone"), TOAST_MS + 500);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, [message, token]);
  if (!message || phase === "gone") return null;
  return (
    <Notice role="status" tone={tone} className={clsx("transition-opacity duration-500", phase === "fading" && "opacity-0")}>
      {message}
    </Notice>
  );
}

/**
 * Where an answer shown in place of a page (a fetcher's toast or 温馨提示) floats: low in the window,
 * above the phone's bottom bar, so it never covers the header's search box.
 */
export function Floating({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={clsx("fixed bottom-20 left-1/2 z-50 max-w-[calc(100vw-2rem)] -translate-x-1/2 shadow-lg md:bottom-8", className ?? "w-72")}
    >
      {children}
    </div>
  );
}
