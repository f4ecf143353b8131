// An article body (help, news, rules, the contract): HTML the loader has sanitised
// (app/.server/content.ts), styled by the .rich-text rules of uno.config.ts.
import clsx from "clsx";

/** An article body: sanitised HTML from the loader (app/.server/content.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={clsx("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
