// Shapes of the upstream's answers the storefront relies on (spec §3). Money arrives as strings.

export interface MenuCategory {
  id: number;
  name: string;
  logo?: string;
  logo1?: string;
  children: { id: number; name: string }[];
}

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image?: string;
  is_open?: number;
  children: { id: number; name: string; url?: string }[];
}

export interface Brand {
  id: number;
  name: string;
  logo?: string;
}

export interface CommonData {
  rnss: { id: number; name: string }[];
  nav: NavItem[];
  category: MenuCategory[];
  category_yx: MenuCategory[];
  category_zy: MenuCategory[];
  category_qx: MenuCategory[];
  brand: Brand[];
  timestamp: number;
}

export interface Banner {
  id?: number;
  image: string;
  url: string;
  title?: string;
}

export interface HelpGroup {
  id: number;
  name: string;
  children: { id: number; name: string; url?: string }[];
}

/** One help or news article (GET /api/article/:id). `content` is plain text; blank lines separate paragraphs. */
export interface HelpArticle {
  id: number;
  name: string;
  title: string;
  url: string;
  content: string;
  /** unix seconds */
  created_at: number;
  group: { id: number; name: string };
}

export interface AccountManager {
  name: string;
  phone: string;
  is_default: number;
}

export interface UserState {
  show: boolean;
  username?: string;
  name?: string;
  phone?: string;
  company?: string;
  face?: string;
  rank?: string;
  admin?: AccountManager;
  address?: string;
  is_passed?: number;
  points?: number;
  cart?: { count: number };
  message_count?: number;
  wechat?: string;
  common_config?: { hot_line: string; qq1: string; qq2: string };
  quality_inspection?: { quality_inspection_url: string; msg: string };
  login_url?: string;
  is_show_youx?: number;
  is_special?: number;
  is_can_chat?: number;
  is_AfterSale?: number;
}

/** The upstream envelope (spec §8). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
