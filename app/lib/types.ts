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

// ——— Catalogue (issue 3). Money is a decimal string; prices are "" when `price_hint` is set. ———

export interface LadderTier {
  /** Quantity threshold: at-least tiers (ladder_price_type ≠ 1) or at-most tiers (= 1). */
  number: number;
  price: string;
}

export interface GoodsSummary {
  id: number;
  name: string;
  /** Manufacturer (生产厂家). */
  sccj: string;
  /** Specification (规格). */
  ypgg: string;
  /** Unit (单位). */
  bzdw: string;
  /** Dosage form (剂型). */
  jx: string;
  /** Approval number (批准文号). */
  pzwh: string;
  /** Middle pack (中包装): quantities must be a multiple of it when `is_zbz` is 1. */
  zbz: number;
  is_zbz: number;
  /** Pieces per carton (件装). */
  jzl: number;
  base_price: string;
  retail_price: string;
  ladder_price: LadderTier[];
  ladder_price_type: number;
  /** Stock. */
  number: number;
  is_buy: number;
  tags: string[];
  is_free_shipping: number;
  free_shipping_number: number;
  is_youx: number;
  /** 1 = special management (特管). */
  type: number;
  /** 1 = contains ephedrine (含麻): the order follows the receipt flow. */
  is_hm: number;
  batch_no: string;
  expiry_date: string;
  brand: { id: number; name: string } | null;
  goods_image: string[];
  sales: number;
  /** 1 when the logged-in buyer has it in favourites. */
  is_favorite: number;
  /** Why prices are hidden: 登录后可见 (guest) or 资质审核中 (is_passed 0); null when shown. */
  price_hint: string | null;
}

export interface GoodsDetail extends GoodsSummary {
  /** Package insert sections in order: 成分, 适应症, 用法用量, 不良反应, 禁忌, 注意事项, 贮藏 … */
  instructions: { title: string; content: string }[];
  categories: { id: number; name: string; tree: string }[];
  related: GoodsSummary[];
  /** Inspection reports (质检报告) of the goods' batches. */
  reports: InspectionReport[];
}

export interface InspectionReport {
  id: number;
  goods_id: number;
  batch_no: string;
  title: string;
  url: string;
  date: string;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
  last_page: number;
}

export interface Suggestion {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
}
