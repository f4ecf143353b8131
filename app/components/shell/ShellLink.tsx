// A link to a URL that came from the upstream (nav, banners, help): client-side for paths on this
// site, a plain anchor for anything else; `newTab` opens it beside the store.
import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; newTab?: boolean };

export function isSitePath(href: string) {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

export function ShellLink({ href, newTab, children, ...rest }: Props) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
