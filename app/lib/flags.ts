// What the account flags of spec §6 change in the shell (issue 15). One place, so the header, the
// cart and the order pages agree:
// - is_show_youx 0 hides the 优选 / free-shipping entries (nav links to /yx, the cart's 优选 filter);
// - is_special 0 hides the special-management (特管) entries (the cart's 特管 filter);
// - is_AfterSale 0 hides 申请售后;
// - is_can_chat 1 opens the embedded chat (/kf) instead of the QQ links.
// Guests see the store as the default account would (flags absent = shown), so nothing disappears
// for someone who has not logged in yet.
import type { NavItem, UserState } from "./types";

export interface ShellFlags {
  youxuan: boolean;
  special: boolean;
  afterSale: boolean;
  chat: boolean;
}

export function flagsOf(user: UserState | null | undefined): ShellFlags {
  const loggedIn = Boolean(user?.username);
  return {
    youxuan: !loggedIn || user?.is_show_youx !== 0,
    special: !loggedIn || user?.is_special !== 0,
    afterSale: !loggedIn || user?.is_AfterSale !== 0,
    chat: loggedIn && user?.is_can_chat === 1,
  };
}

const isYouxuanPath = (url: string) => /^\/yx(\/|\?|$)/.test(url);

/** Nav links the account may see (free-shipping entries only with is_show_youx). */
export function visibleNav(nav: NavItem[], flags: ShellFlags): NavItem[] {
  if (flags.youxuan) return nav;
  return nav
    .filter((item) => !isYouxuanPath(item.url))
    .map((item) => ({ ...item, children: item.children.filter((child) => !isYouxuanPath(child.url ?? "")) }));
}

/** The cart filter values (filter_data.options) the account may use: 1 特管 needs is_special, 2 优选 is_show_youx. */
export function visibleCartFilter(value: number, flags: ShellFlags): boolean {
  if (value === 1) return flags.special;
  if (value === 2) return flags.youxuan;
  return true;
}
