// 右侧栏 (right side bar): account, cart drawer, messages, customer service, WeChat QR, back to
// top. A 40 px strip on the right from md up, a bottom tab bar on a phone.
// Without JS the 购物车 entry is a link to /cart; with JS it toggles a 310 px drawer (strip 40 +
// panel 270) whose content is the `sideCart` slot.
import { Link } from "@remix-run/react";
import clsx from "clsx";
import { useRef, type ReactNode } from "react";
import { Badge, countLabel } from "~/components/ui/Badge";
import type { SiteConfig } from "~/lib/content-types";
import { flagsOf } from "~/lib/flags";
import type { UserState } from "~/lib/types";
import { ArrowUpIcon, CartIcon, MessageIcon, ServiceIcon, UserIcon, WechatIcon } from "./icons";
import { QrPopover } from "./parts";
import { QQ_CHAT_URL, QR } from "./site-info";

export const SIDE_CART_PANEL_ID = "side-cart-panel";

export interface SideCartDrawer {
  /** True once JS runs: the 购物车 entry becomes a toggle button. */
  enhanced: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

export interface SideBarProps {
  user: UserState;
  cartCount: number;
  /** QQ numbers for everyone, guests included (the user state's win when logged in). */
  config: SiteConfig | null;
  drawer: SideCartDrawer;
  /** The drawer's content (the cart list); absent: the count and a 去购物车 link. */
  sideCart?: ReactNode;
}

export function SideBar({ user, cartCount, config, drawer, sideCart }: SideBarProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { enhanced, open, setOpen } = drawer;
  const cartLabel = countLabel("购物车", cartCount, "件");
  const cartInner = (
    <>
      <CartIcon />
      <span className="text-[10px] leading-none md:text-xs md:leading-tight md:[writing-mode:vertical-rl]">购物车</span>
      <Badge count={cartCount} className="absolute right-1 top-0.5 md:static" />
    </>
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc from any control inside closes the open panel (the key bubbles here)
    <aside
      aria-label="侧边栏"
      className="fixed inset-x-0 bottom-0 z-40 flex flex-col md:inset-x-auto md:right-0 md:top-0 md:flex-row"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      {enhanced ? (
        <section
          id={SIDE_CART_PANEL_ID}
          aria-label="购物车侧栏"
          className={clsx(
            "overflow-hidden bg-white text-ink shadow-xl transition-all duration-300 md:h-full",
            open ? "visible h-[60vh] md:w-[270px]" : "invisible h-0 md:w-0",
          )}
        >
          <div className="flex h-full w-full flex-col md:w-[270px]">
            <div className="flex h-11 items-center justify-between border-b border-gray-200 px-4">
              <p className="font-bold">购物车</p>
              <button
                type="button"
                aria-label="收起侧栏"
                className="text-xl leading-none text-ink-mute hover:text-ink"
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">{sideCart ?? <SideCartSummary count={cartCount} />}</div>
          </div>
        </section>
      ) : null}
      <ul className="flex h-14 w-full items-stretch bg-gray-800 text-white md:relative md:h-full md:w-10 md:flex-col md:justify-center md:gap-1">
        <SideLink href="/user" icon={<UserIcon />} label="我的账户" />
        <li className="relative flex-1 md:flex-none">
          {enhanced ? (
            <button
              ref={toggleRef}
              type="button"
              aria-label={cartLabel}
              aria-expanded={open}
              aria-controls={SIDE_CART_PANEL_ID}
              onClick={() => setOpen(!open)}
              className={clsx("side-btn md:h-auto md:py-3", open && "bg-price")}
            >
              {cartInner}
            </button>
          ) : (
            <Link to="/cart" aria-label={cartLabel} className="side-btn md:h-auto md:py-3">
              {cartInner}
            </Link>
          )}
        </li>
        <SideLink
          href="/wdxx"
          icon={<MessageIcon />}
          label="我的消息"
          ariaLabel={countLabel("我的消息", user.message_count, "条")}
          badge={<Badge count={user.message_count} className="absolute right-1 top-0.5 md:right-0 md:top-0" />}
        />
        <CustomerService user={user} config={config} />
        <QrPopover
          qr={QR.wechat}
          id="side-wechat-qr"
          itemClassName="flex-1 md:flex-none"
          triggerClassName="side-btn"
          trigger={
            <>
              <WechatIcon />
              <span className="side-label">微信</span>
            </>
          }
          className="side-pop"
        />
        {/* A plain anchor: the browser scrolls to #top with or without JS. */}
        <SideLink href="#top" icon={<ArrowUpIcon />} label="返回顶部" className="md:absolute md:bottom-0" />
      </ul>
    </aside>
  );
}

/** 在线客服: the chat page (/kf) when enabled, otherwise the QQ service links. */
function CustomerService({ user, config }: { user: UserState; config: SiteConfig | null }) {
  if (flagsOf(user).chat) return <SideLink href="/kf" icon={<ServiceIcon />} label="在线客服" />;
  const qqs = qqNumbers(user, config);
  if (qqs.length === 0) return null;
  return (
    <li className="group/pop relative flex-1 md:flex-none">
      <button type="button" className="side-btn">
        <ServiceIcon />
        <span className="side-label">在线客服</span>
      </button>
      <div className="popover side-pop w-max text-sm">
        <p className="mb-1 font-bold">在线客服</p>
        <ul className="space-y-1">
          {qqs.map((qq, i) => (
            <li key={qq}>
              <a href={QQ_CHAT_URL(qq)} target="_blank" rel="noopener noreferrer" className="link">
                QQ客服{i + 1}（{qq}）
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The QQ service numbers: the user state's, or the site configuration's for guests. */
export function qqNumbers(user: UserState, config: SiteConfig | null): string[] {
  const source = user.common_config?.qq1 || user.common_config?.qq2 ? user.common_config : config;
  return [source?.qq1, source?.qq2].filter((qq): qq is string => Boolean(qq));
}

/** A strip entry: icon, and the label under it (phone) or as a tooltip (md and up). */
function SideLink({
  href,
  icon,
  label,
  ariaLabel,
  badge,
  className,
  reloadDocument,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  ariaLabel?: string;
  badge?: ReactNode;
  className?: string;
  reloadDocument?: boolean;
}) {
  const inner = (
    <>
      {icon}
      <span className="side-tip">{label}</span>
      {badge}
    </>
  );
  return (
    <li className={clsx("group/item relative flex-1 md:flex-none", className)}>
      {href.startsWith("#") || reloadDocument ? (
        <a href={href} aria-label={ariaLabel} className="side-btn">
          {inner}
        </a>
      ) : (
        <Link to={href} aria-label={ariaLabel} className="side-btn">
          {inner}
        </Link>
      )}
    </li>
  );
}

function SideCartSummary({ count }: { count: number }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-sm text-ink-soft">
      <CartIcon className="h-10 w-10 text-gray-300" />
      <p>
        购物车共 <strong className="price">{count}</strong> 件商品
      </p>
      <Link to="/cart" className="btn-danger w-full">
        去购物车
      </Link>
    </div>
  );
}
