// 质检报告 (quality inspection, spec §6): opens the upstream's URL when it has one, otherwise shows
// its message — in a dialog with JavaScript, on /zljy without.
import { useState } from "react";
import { AlertDialog } from "~/components/ui/AlertDialog";
import type { SiteConfig } from "~/lib/content-types";
import { safeUrl } from "~/lib/sanitize-html";

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
      {open && info?.msg ? <AlertDialog message={info.msg} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
