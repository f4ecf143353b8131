// A link of the upstream's banners, nav items and ads (issue 12): it passes through /go, which records
// the tap (spec §7) and redirects. An empty link says 活动暂未开始 (a `#text` link that text, a bare
// `#` 活动未开始, spec §8): with JavaScript as an alert in place, without it on /go's page.
import { useState, type AnchorHTMLAttributes } from "react";
import { ALERT_TITLE } from "~/lib/problem";
import { linkTarget, tapHref } from "~/lib/promotions";
import { ShellLink } from "./ShellLink";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The URL as the upstream gave it (may be empty or `#…`). */
  url: string | null | undefined;
  /** banner · nav · ad · activity */
  source: string;
  /** The banner's or nav item's id, recorded with the tap. */
  refId?: number | null;
  newTab?: boolean;
};

export function PromoLink({ url, source, refId, newTab, children, ...rest }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  const target = linkTarget(url);
  const href = tapHref(url, source, refId);
  if (target.kind === "go") {
    return (
      <ShellLink href={href} newTab={newTab} {...rest}>
        {children}
      </ShellLink>
    );
  }
  return (
    <>
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          setNotice(target.text);
        }}
      >
        {children}
      </a>
      {notice ? <NoticeAlert text={notice} onClose={() => setNotice(null)} /> : null}
    </>
  );
}

function NoticeAlert({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    // The backdrop closes on a click outside the dialog, a pointer shortcut: keys reach 确定.
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/30 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="alertdialog"
        aria-labelledby="link-notice-title"
        aria-describedby="link-notice-text"
        className="card flex w-72 flex-col gap-3 text-left text-ink shadow-xl"
      >
        <p id="link-notice-title" className="font-bold">
          {ALERT_TITLE}
        </p>
        <p id="link-notice-text" className="text-sm">
          {text}
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into an alert dialog when it opens (ARIA APG); it opens only on a click */}
        <button type="button" className="btn-primary self-end" onClick={onClose} autoFocus>
          确定
        </button>
      </div>
    </div>
  );
}
