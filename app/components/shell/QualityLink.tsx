// 质检报告 (quality inspection, spec §6): opens the upstream's URL when it has one, otherwise shows
// its message — in a dialog with JavaScript, on /zljy without.
import { lazy, Suspense, useState } from "react";
import type { SiteConfig } from "~/lib/content-types";
import { safeUrl } from "~/lib/sanitize-html";

// The dialog's code loads when it is first shown (ADR 042).
const AlertDialog = lazy(() => import("~/components/ui/AlertDialog").then((m) => ({ default: m.AlertDialog })));

export const QUALITY_LABEL = "质检报告";
export const QUALITY_PATH = "/zljy";

/** The external address to open, or null when the message is to be shown instead. */
export function qualityUrl(info: SiteConfig["quality_inspection"] | undefined): string | null {
  return info?.quality_inspection_url ? safeUrl(info.quality_inspection_url, ["http:", "https:"], false) : null;
}

export function QualityLink({ info, className }: { info: SiteConfig["quality_inspection"] | undefined; className?: string }) {
  const [open, setOpen] = useState(false);
  const url = qualityUrl(info);
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {QUALITY_LABEL}
      </a>
    );
  }
  return (
    <>
      <a
        href={QUALITY_PATH}
        className={className}
        onClick={(event) => {
          if (!info?.msg) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {QUALITY_LABEL}
      </a>
      {open && info?.msg ? (
        <Suspense fallback={null}>
          <AlertDialog message={info.msg} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
