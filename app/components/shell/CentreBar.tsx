// 中部 (centre bar): logo, page title, search with hot words, cart button, account manager and
// complaint hotline. `stuck` (JS only, scrolled ≥ 205 px) shrinks it to logo + search.
// Below md it is the whole header, one compact row: the 菜单 disclosure (`menu`), the logo mark,
// the search with its 药品/厂家 toggle and the cart; title, hot words and contacts wait for md.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { Badge, countLabel } from "~/components/ui/Badge";
import type { Banner, CommonData, UserState } from "~/lib/types";
import { CartIcon } from "./icons";
import { HotLine } from "./parts";
import { SearchForm } from "./SearchForm";
import { ShellLink } from "./ShellLink";
import { LOGO, LOGO_MARK } from "./site-info";

export interface CentreBarProps {
  user: UserState;
  cartCount: number;
  title?: string;
  hideSearch?: boolean;
  hotWords: CommonData["rnss"];
  pathname: string;
  search: string;
  stuck?: boolean;
  /** The complaint hotline from the site configuration (shown to guests too). */
  hotLine?: string;
  /** The top-right ad (GET /api/focus/right), right of the search; hidden on phones. */
  ad?: Banner | null;
  /** Extra classes for the bar (the shell keeps the stuck bar clear of the side bar). */
  className?: string;
  /** The phone's 菜单 disclosure (MobileMenu), first in the row; hidden from md up. */
  menu?: ReactNode;
}

export function CentreBar(props: CentreBarProps) {
  const { user, cartCount, title, hideSearch, hotWords, pathname, search, stuck, hotLine, ad, className, menu } = props;
  return (
    <div
      data-stuck={stuck || undefined}
      className={clsx(
        "bg-white",
        stuck ? "fixed inset-x-0 top-0 z-30 border-b border-gray-200 shadow-md" : "relative max-md:(border-b border-gray-200)",
        className,
      )}
    >
      <div className={clsx("shell-container flex items-center gap-x-2 gap-y-3 md:(flex-wrap gap-x-6)", stuck ? "py-2" : "py-2 md:py-4")}>
        {menu}
        <Link to="/" className="shrink-0">
          {/* The logo mark alone on a phone, the whole logo from md up. */}
          <img src={LOGO_MARK.src} alt={LOGO.alt} width={LOGO_MARK.size} height={LOGO_MARK.size} className="h-9 w-9 md:hidden" />
          <img
            src={LOGO.src}
            alt={LOGO.alt}
            width={LOGO.width}
            height={LOGO.height}
            className={clsx("hidden w-auto md:block", stuck ? "h-9" : "h-[60px]")}
          />
        </Link>
        {title && !stuck ? <span className="hidden border-l border-gray-300 pl-4 text-lg text-ink md:block">{title}</span> : null}
        {hideSearch ? (
          <div className="flex-1" />
        ) : (
          <div className="flex-1 max-md:min-w-0 md:max-w-[560px]">
            <SearchForm pathname={pathname} search={search} compact={stuck} />
            {!stuck && hotWords.length > 0 ? <HotWords words={hotWords} /> : null}
          </div>
        )}
        {stuck ? null : (
          <>
            {/* A page title longer than 首页 beside the logo leaves no room for the ad at 1280 px: the
                search box keeps its placeholder whole. */}
            {ad && (title ?? "").length <= 2 ? <RightAd banner={ad} /> : null}
            <CartButton count={cartCount} />
            {/* On a phone the contacts are in the 菜单 disclosure. */}
            <Contacts user={user} hotLine={hotLine} className="hidden md:block" />
          </>
        )}
      </div>
    </div>
  );
}

function HotWords({ words }: { words: CommonData["rnss"] }) {
  return (
    <p className="mt-1 hidden flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink-mute md:flex">
      <span>热搜：</span>
      {words.map((w) => (
        <Link key={w.id} to={`/search?keywords=${encodeURIComponent(w.name)}&type=1`} className="hover:text-brand hover:underline">
          {w.name}
        </Link>
      ))}
    </p>
  );
}

function RightAd({ banner }: { banner: Banner }) {
  const image = <img src={banner.image} alt={banner.title || "广告"} width={144} height={48} className="h-12 w-auto rounded" />;
  return (
    <div className="hidden shrink-0 xl:block">
      {banner.url ? (
        <ShellLink href={banner.url} className="block">
          {image}
        </ShellLink>
      ) : (
        image
      )}
    </div>
  );
}

function CartButton({ count }: { count: number }) {
  return (
    <Link
      to="/cart"
      aria-label={countLabel("购物车", count, "件")}
      className="relative inline-flex h-10 shrink-0 items-center gap-2 rounded border border-gray-300 bg-white px-2 text-brand hover:border-brand md:px-4"
    >
      <CartIcon />
      <span className="max-md:sr-only">购物车</span>
      <Badge count={count} className="absolute -right-2 -top-2" />
    </Link>
  );
}

/** Who a buyer calls: the account manager (or, for guests, the hotline) and the complaint hotline. */
function contactsOf(user: UserState, configHotLine?: string) {
  const hotLine = user.common_config?.hot_line || configHotLine;
  const admin = user.username ? user.admin : undefined;
  const manager = admin
    ? { role: admin.is_default === 0 ? "专属客服" : "客服经理", name: admin.name, phone: admin.phone, special: admin.is_default === 0 }
    : hotLine
      ? { role: "客服热线", name: "", phone: hotLine, special: false }
      : null;
  return { manager, hotLine };
}

/** The account manager (专属客服 when not the default one) and the complaint hotline (投诉电话, guests too). */
export function Contacts({ user, hotLine: configHotLine, className }: { user: UserState; hotLine?: string; className?: string }) {
  const { manager, hotLine } = contactsOf(user, configHotLine);
  if (!manager && !hotLine) return null;
  const label = manager ? (manager.special ? `${manager.role}-${manager.name}` : `${manager.role}：${manager.name}`) : "";
  return (
    <div className={clsx("text-xs leading-5 text-ink-soft", className)}>
      {manager ? (
        <p>
          <span className="font-bold text-ink">{label}</span>{" "}
          <a href={`tel:${manager.phone}`} className="tabular-nums hover:text-brand">
            {manager.phone}
          </a>
        </p>
      ) : null}
      {hotLine ? <HotLine phone={hotLine} /> : null}
    </div>
  );
}

/**
 * The phone's copy in the 菜单 disclosure: the account manager (or 客服热线) as a tap-to-call line.
 * The complaint hotline is left to the footer, which every page shows, so the header says it once.
 */
export function MenuContacts({ user, hotLine: configHotLine, className }: { user: UserState; hotLine?: string; className?: string }) {
  const { manager } = contactsOf(user, configHotLine);
  if (!manager) return null;
  return (
    <p className={clsx("flex flex-wrap items-center gap-x-2 text-sm text-ink-soft", className)}>
      <span className="font-bold text-ink">{manager.role}</span>
      {manager.name ? <span>{manager.name}</span> : null}
      <a href={`tel:${manager.phone}`} className="tabular-nums text-brand hover:underline">
        {manager.phone}
      </a>
    </p>
  );
}
