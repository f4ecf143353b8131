// Shapes of the upstream's answers the storefront relies on (spec §3). Money arrives as strings.
import type { Qualification } from "./account";

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

/** One help or rule article (GET /api/article/:id, /by_url). `content` is HTML: sanitise it before rendering (app/lib/sanitize-html.ts). */
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
  /** Whether the buyer may order, why not, and 即将过期 warnings (issue 10). */
  qualification?: Qualification;
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
  /** Why this buyer may not buy it (outside the 经营范围, naming the scope), or null (issue 10). */
  scope_notice?: string | null;
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

// ——— Purchase (issue 4): cart, checkout, payment, orders, wallet. Money is a decimal string with 2
// decimals ("1234.50"); times are unix seconds; flags 0/1. Calls are in docs/upstream-api.md § Purchase.

/** Full-reduction (满减) tier of the cart's activity: `reduce` off when the eligible amount reaches `amount`. */
export interface ManjianTier {
  amount: string;
  reduce: string;
  /** 1 = reached (listed first), 0 = not yet. */
  status: number;
}

/** A cart line (spec §3). `goods` is the catalogue summary with the buyer's prices. */
export interface CartItem {
  /** Cart line id (used by edit, batch_select, batch_delete, checkout, copy). */
  id: number;
  goods_id: number;
  /** Quantity. */
  number: number;
  /** Unit price for this quantity (ladder price applied). */
  price: string;
  /** price × number. */
  amount: string;
  /** 0 = normal, 1 = spike/flash item, 3 = combination. */
  type: number;
  /** Copy of `type`. */
  goods_type: number;
  /** 0/1; always 0 when not `purchasable`. */
  is_selected: number;
  /** 1 when goods.is_buy is 1 and stock > 0. */
  purchasable: number;
  goods: GoodsSummary;
  /** 1 = counts towards coupon thresholds (not for 特/秒 goods). */
  with_coupon: number;
  /** This line's share of the reached full-reduction (0.00 when none). */
  goods_manjian_amount: string;
  /** Add-on (换购) goods attached to the line: their total money and kind (0 = none). */
  gift_data: { total: string; type: number };
  /** Promotions (issue 12): what a promotion did to the line's price; absent or null on plain lines. */
  promo?: LinePromotion | null;
  /** Type 3 lines: the bundle (组合) with its goods. */
  bundle?: Bundle | null;
  /** 1 when the line counts towards the running 满额返现 activity. */
  cashback?: number;
}

/** Derived totals of a cart (upstream/lib/cart-rules computes them). */
export interface CartTotals {
  /** Lines in the cart / selected counted lines / units in the selected lines. */
  count: number;
  selected_count: number;
  selected_number: number;
  /** Σ amount + gift of every line. */
  total: string;
  /** The counted lines before full reduction: Σ (amount + gift) (selected_total + manjian_reduce). */
  selected_amount: string;
  /** Combination lines + purchasable selected lines: Σ (amount − goods_manjian_amount + gift). */
  selected_total: string;
  /** Part of selected_total on with_coupon 1 lines; `no_coupon_total` is the rest (they add up). */
  coupon_total: string;
  no_coupon_total: string;
  /** Selected preferred-supplier (is_youx 1) lines. */
  youx_total: string;
  /** Selected special-management (goods.type 1) lines. */
  special_total: string;
  /** Σ goods_manjian_amount of the selected lines (the reached tier's reduce, or 0.00). */
  manjian_reduce: string;
  /** 1 when shipping is free (a free-shipping goods line reaches its number, or selected_total ≥ threshold). */
  free_shipping: number;
  /** Shipping fee to pay: 0.00 when free or nothing selected, else shipping_data.shipping_amount. */
  shipping_fee: string;
  /** What remains to free shipping, never below 0.00. */
  to_free_shipping: string;
  /** selected_total + shipping_fee. */
  payable: string;
}

export interface CartFilterOption {
  value: number;
  name: string;
  count: number;
}

/** GET /api/cart/list. Totals are over the whole cart; `data` is filtered. */
export interface CartState {
  data: CartItem[];
  shipping_data: {
    /** Shipping fee below the threshold. */
    shipping_amount: string;
    /** Order amount from which shipping is free (不收运费订单金额). */
    no_trans_order_amount: string;
  };
  activity_data: { manjians: ManjianTier[] };
  filter_data: {
    /** 99999 = all (default), 1 = 特管, 2 = 优选, 3 = 含麻, 4 = 失效 (not purchasable). */
    type: number;
    keywords: string;
    options: CartFilterOption[];
  };
  totals: CartTotals;
  /** The account's other stores, the targets of POST /api/cart/copy. */
  stores: StoreAccount[];
  /** Usable-coupon hint: the buyer's unused coupons and whether coupon_total reaches each. */
  coupons: Coupon[];
  /** The running 满额返现 activity against the selected lines (issue 12); null when none runs. */
  cashback?: CashbackHint | null;
}

export interface StoreAccount {
  id: number;
  username: string;
  company: string;
}

/** POST /api/cart, quick_add, copy, order buy_again. */
export interface CartAddResult {
  /** Lines now in the cart (the badge). */
  total: number;
  /** Lines added or increased. */
  added: number;
  /** Lines left out (buy again only: goods no longer purchasable or short of stock). */
  skipped: { goods_id: number; name: string; reason: string }[];
}

/** POST /api/cart/next_hint: what is missing for the next full-reduction tier and for free shipping. */
export interface NextHint {
  free_shipping: number;
  to_free_shipping: string;
  /** The next unreached tier, or null when all are reached / none exist. */
  next_manjian: ManjianTier | null;
  to_next_manjian: string;
  /** Ready-to-show sentence, e.g. 满减商品再购¥120.00可享满1000减50，再购¥320.00免运费. Empty when nothing to say. */
  text: string;
}

export interface Coupon {
  id: number;
  name: string;
  /** Threshold on the coupon-eligible total within the scope ("0.00" for a cash voucher). */
  amount: string;
  reduce: string;
  start_at: number;
  end_at: number;
  /** 0 = unused, 1 = used, 2 = expired. */
  status: number;
  /** 1 when it can be applied to the current selection (cart / checkout). */
  usable: number;
  // Issue 11 (docs/api/wallet.md): kind, scope and what it takes off the current selection.
  /** 1 = 满减券, 2 = 现金券 (no threshold). */
  kind: number;
  kind_text: string;
  /** 满1000减50, or 20元现金券: what a buyer reads (radio labels, lists). */
  title: string;
  /** 0 = 全场, 1 = 指定商品, 2 = 品牌. */
  scope: number;
  scope_text: string;
  /** 全场通用, or the goods / brands it is limited to (限白云山品牌商品). */
  scope_detail: string;
  /** What it takes off the current selection ("0.00" when not usable or outside checkout). */
  discount: string;
  status_text: string;
  /** The order that used it. */
  order_id: number | null;
  order_sn: string;
  used_at: number | null;
}

export interface Address {
  id: number;
  consignee: string;
  phone: string;
  /** 省 市 区, space separated. */
  region: string;
  address: string;
  is_default: number;
}

/** Payment methods: 1 = 余额支付 (balance), 2 = 账期支付 (credit period). */
export interface PayMethod {
  pay_type: number;
  name: string;
  /** Balance, or credit still available. */
  available: string;
  /** 1 when `available` covers the amount due. */
  enough: number;
}

export interface InvoiceType {
  /** 1 = 增值税普通发票, 2 = 增值税专用发票. */
  value: number;
  name: string;
}

/** Amounts of a checkout or an order: pay_amount = goods − manjian + gift − coupon + shipping. */
export interface OrderAmounts {
  goods_amount: string;
  manjian_amount: string;
  gift_amount: string;
  coupon_amount: string;
  shipping_amount: string;
  pay_amount: string;
}

/** POST /api/cart/checkout {ids, coupon_id?}: everything step 2 (确认订单信息) shows. */
export interface CheckoutPreview {
  ids: number[];
  items: CartItem[];
  totals: CartTotals;
  amounts: OrderAmounts;
  addresses: Address[];
  invoice_types: InvoiceType[];
  pay_methods: PayMethod[];
  coupons: Coupon[];
  /** The coupon applied to `amounts` (the one asked for, if usable), or null. */
  coupon_id: number | null;
  /** The usable coupon that takes the most off (earliest expiry first among equals), or null. */
  best_coupon_id: number | null;
  /** 1 when a line contains ephedrine: payment goes through /cart/hm. */
  is_hm: number;
  /** 满额返现 against this checkout, after full reduction and the coupon (issue 12). */
  cashback?: CashbackHint | null;
}

/** 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消. */
export type OrderStatus = 0 | 1 | 2 | 3 | 4;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: "待付款",
  1: "待发货",
  2: "已发货",
  3: "已完成",
  4: "已取消",
};

export interface OrderLine {
  id: number;
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  image: string;
  price: string;
  number: number;
  amount: string;
  is_hm: number;
  /** Units already asked back in return requests. */
  returned_number: number;
  /** Promotions (issue 12): 0 normal, 1 flash sale, 3 bundle (name in `name`, its goods in `ypgg`). */
  type?: number;
  /** 94折 · 秒杀 · 组合, or "". */
  promo?: string;
  /** Unit price before the promotion ("" when none). */
  original_price?: string;
}

export interface LogisticsTrace {
  time: number;
  text: string;
}

export interface Logistics {
  company: string;
  tracking_no: string;
  status_text: string;
  /** Newest first. */
  traces: LogisticsTrace[];
}

export interface Order extends OrderAmounts {
  id: number;
  order_sn: string;
  status: OrderStatus;
  status_text: string;
  /** 0 = not paid yet, 1 = 余额支付, 2 = 账期支付 (the chosen one until paid). */
  pay_type: number;
  pay_type_text: string;
  invoice_type: number;
  invoice_type_text: string;
  remark: string;
  address: { consignee: string; phone: string; region: string; address: string };
  /** Units over all lines. */
  number: number;
  lines: OrderLine[];
  is_hm: number;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** Unpaid orders: when it cancels itself unless paid (unix seconds); null = no time limit. */
  pay_deadline?: number | null;
  /** Unpaid orders: seconds left to pay as of the answer; null = no time limit. */
  pay_seconds_left?: number | null;
  /** Cancelled orders: why (超时未支付，系统已自动取消 …); "" when not known. */
  cancel_reason?: string;
  logistics: Logistics | null;
  returns: { id: number; status: number; status_text: string }[];
  after_sales: { id: number; status: number; status_text: string }[];
  can_pay: number;
  can_cancel: number;
  can_return: number;
  can_after_sales: number;
  /** 满额返现 this order earns (credited when paid, taken back on return): "0.00" when none. */
  cashback_amount?: string;
  /** The balance credited so far for it (Σ of its 返现 ledger rows). */
  cashback_credited?: string;
}

/** GET /api/order: a page of orders and the count of each status (for the tabs). */
export interface OrderPage extends Page<Order> {
  counts: Record<OrderStatus, number>;
}

/** GET /api/pay/info/{order_id}: step 3 (支付订单). */
export interface PayInfo {
  order: Order;
  pay_methods: PayMethod[];
}

/** 0 待审核, 1 已同意, 2 已拒绝, 3 已退款. */
export interface ReturnRequest {
  id: number;
  order_id: number;
  order_sn: string;
  status: number;
  status_text: string;
  reason: string;
  description: string;
  lines: { order_line_id: number; goods_id: number; name: string; ypgg: string; price: string; number: number; amount: string }[];
  amount: string;
  reply: string;
  created_at: number;
  handled_at: number | null;
}

/** type 1 质量问题, 2 少发漏发, 3 包装破损, 4 其他; status 0 待处理, 1 处理中, 2 已完成. */
export interface AfterSalesRequest {
  id: number;
  order_id: number;
  order_sn: string;
  type: number;
  type_text: string;
  status: number;
  status_text: string;
  description: string;
  phone: string;
  reply: string;
  created_at: number;
  handled_at: number | null;
}

/** 含麻 receipt (/hmdd): one per order containing ephedrine. status 0 待回执, 1 已回执. */
export interface HmReceipt {
  id: number;
  order_id: number;
  order_sn: string;
  order_status: OrderStatus;
  status: number;
  status_text: string;
  lines: OrderLine[];
  amount: string;
  consignee: string;
  created_at: number;
  confirmed_at: number | null;
}

/** GET /api/user/user_money. */
export interface Wallet {
  balance: string;
  credit_limit: string;
  credit_used: string;
  credit_available: string;
  points: number;
  /** Unused, unexpired coupons. */
  coupon_count: number;
}

/** use_type 1 充值, 2 订单支付, 3 退款, 4 账期还款. amount is signed ("-1234.50" for money out). */
export interface MoneyLogEntry {
  id: number;
  use_type: number;
  use_type_text: string;
  amount: string;
  /** Balance after the entry. */
  balance: string;
  order_id: number | null;
  order_sn: string;
  remark: string;
  created_at: number;
}

/** GET /api/user/user_credit. */
export interface CreditInfo {
  credit_limit: string;
  credit_used: string;
  credit_available: string;
  /** Days from a credit payment to its due date. */
  term_days: number;
  unpaid_amount: string;
  overdue_amount: string;
  /** Earliest due date of the unpaid bills, or null when none is unpaid (issue 11). */
  next_due_at: number | null;
}

/** A credit bill (账期单): an order paid on credit. status 0 未还款, 1 已还款. */
export interface CreditBill {
  id: number;
  order_id: number;
  order_sn: string;
  amount: string;
  status: number;
  status_text: string;
  is_overdue: number;
  due_at: number;
  created_at: number;
  repaid_at: number | null;
}

// ——— Promotions (issue 12): activities, 满额返现, 全场94折, 组合购, flash sale, lottery.
// Calls: docs/api/promotions.md. Money is a 2-decimal string; times unix seconds.

/** What a promotion did to a cart line's price. */
export interface LinePromotion {
  /** 94折 · 秒杀 · 组合 */
  label: string;
  /** Unit price before the promotion (the ladder price); "" for bundles. */
  original_price: string;
  /** (original_price − price) × number; for a bundle, (list amount − bundle price) × number. */
  saving: string;
  /** Flash sale: units one buyer may buy this session (0 = no limit). */
  buy_limit: number;
}

/** A goods inside a bundle: `number` units per bundle. */
export interface BundleGoods {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  /** Units of this goods in one bundle. */
  number: number;
  /** The goods' own unit price ("" when prices are hidden). */
  price: string;
  /** Stock of the goods. */
  stock: number;
  image: string;
}

/** 组合购: goods sold together at one price per bundle. */
export interface Bundle {
  id: number;
  activity_id: number;
  name: string;
  intro: string;
  /** Price of one bundle ("" when prices are hidden). */
  price: string;
  /** Σ goods price × number: what the goods cost one by one ("" when prices are hidden). */
  original_amount: string;
  /** original_amount − price. */
  saving: string;
  goods: BundleGoods[];
  /** Bundles the stock allows: the least of ⌊stock ÷ number⌋ over its goods. */
  stock: number;
  /** 1 when the activity runs, every goods is purchasable and stock ≥ 1. */
  is_buy: number;
  /** Why prices are hidden (登录后可见 / 资质审核中), null when shown. */
  price_hint: string | null;
}

/** 满额返现 tier: `back` credited when the paid amount of the activity's goods reaches `amount`. */
export interface CashbackTier {
  amount: string;
  back: string;
  /** 1 = reached by the current amount. */
  status?: number;
}

/** The cashback activity measured against a cart or a checkout. */
export interface CashbackHint {
  activity_id: number;
  title: string;
  /** Tiers by amount ascending, `status` against `base`. */
  tiers: CashbackTier[];
  /** Amount that counts: the activity's goods after full reduction and coupon. */
  base: string;
  /** Cashback reached ("0.00" when none). */
  back: string;
  /** Next tier not reached yet, or null. */
  next: CashbackTier | null;
  /** next.amount − base ("0.00" when no next tier). */
  to_next: string;
  /** E.g. 已满2000元，付款后返60元；返现商品再购¥120.00可享满5000元返200元. */
  text: string;
}

/** 0 not started, 1 running, 2 ended. */
export type ActivityStatus = 0 | 1 | 2;

export interface ActivityBrief {
  id: number;
  kind: "cashback" | "discount" | "bundle" | "zone" | "lottery";
  /** The page that renders it: hb, welfare, zhzq, yjh, zqmb, yyh, hdmb, draw. */
  template: string;
  title: string;
  intro: string;
  banner: string;
  color: string;
  start_time: number;
  end_time: number;
  status: ActivityStatus;
}

/** A goods of an activity page with its activity price. */
export type ActivityGoods = GoodsSummary & {
  /** Unit price in the activity (94折 of the base price; the flash price …); "" when hidden or none. */
  activity_price: string;
};

export interface ActivityFloor {
  id: number;
  name: string;
  goods: ActivityGoods[];
}

/** GET /api/activity/{id}: everything a template page shows. */
export interface Activity extends ActivityBrief {
  /** Plain text; a blank line separates paragraphs. */
  rule: string;
  /** Discount activities: the price factor ("0.94"); "" otherwise. */
  rate: string;
  floors: ActivityFloor[];
  /** Cashback activities. */
  tiers: CashbackTier[];
  /** Bundle activities. */
  bundles: Bundle[];
}

/** The flash sale's goods (GET /api/index/spike). */
export type SpikeGoods = GoodsSummary & {
  spike_price: string;
  spike_stock: number;
  /** Units one buyer may buy this session (0 = no limit). */
  buyer_limit: number;
};

export interface DrawPrize {
  id: number;
  name: string;
  remarks: string;
  /** coupon · points · gift · none (谢谢参与). */
  kind: string;
}

/** GET /api/draw/{id}/activity. */
export interface DrawActivity extends ActivityBrief {
  rule: string;
  prizes: DrawPrize[];
}

/** A draw's outcome (POST /api/draw, GET /api/draw/record). */
export interface DrawRecord {
  id: number;
  activity_id: number;
  activity_title: string;
  prize_id: number;
  name: string;
  remarks: string;
  kind: string;
  /** 1 unless the prize is 谢谢参与. */
  is_win: number;
  created_at: number;
}

/** GET /api/draw?id=: whether the buyer has joined (drawn in) the lottery. */
export interface DrawJoin {
  id: number;
  title: string;
  is_join: number;
  /** The buyer's draw when joined. */
  record: DrawRecord | null;
}

/** What the lottery page's action answers the pop-up's draw (a fetcher). */
export type DrawResult = { ok: true; record: DrawRecord; text: string } | { ok: false; message: string };

/** GET /api/draw/new_record: recent winners (company masked). */
export interface DrawWinner {
  id: number;
  company: string;
  name: string;
  created_at: number;
}

// ——— Wallet and loyalty (issue 11): docs/api/wallet.md. Points are whole numbers. ———

/** GET /api/user/user_money_log: the page plus the ledger's types for the 类型 filter. */
export interface MoneyLogPage extends Page<MoneyLogEntry> {
  use_types: { value: number; name: string }[];
}

/** GET /api/user/couponNum: counts per tab, for 满减券 (coupon) and 现金券 (cash). */
export interface CouponCounts {
  coupon: { unused: number; used: number; expired: number };
  cash: { unused: number; used: number; expired: number };
}

/** A coupon of the coupon centre (GET /api/user/availableCoupon). */
export interface CouponOffer {
  id: number;
  name: string;
  title: string;
  kind: number;
  kind_text: string;
  amount: string;
  reduce: string;
  scope: number;
  scope_text: string;
  scope_detail: string;
  /** How many can ever be claimed, how many are, how many are left. */
  total: number;
  claimed: number;
  remain: number;
  per_user: number;
  /** This buyer's claims (0 for guests). */
  my_claimed: number;
  /** 0 立即领取, 1 已领取 (this buyer's limit reached), 2 已抢光. */
  state: number;
  state_text: string;
  claim_end_at: number;
  use_start_at: number;
  use_end_at: number;
  /** > 0: a claimed coupon is valid this many days from its claim (never past use_end_at). */
  valid_days: number;
}

/** A points ledger row: delta signed, balance after it. */
export interface PointsLogEntry {
  id: number;
  delta: number;
  balance: number;
  type: string;
  remark: string;
  order_id: number | null;
  created_at: number;
}

/** GET /api/user/points_log. */
export interface PointsLogPage extends Page<PointsLogEntry> {
  points: number;
}

/** A goods of the points mall (积分商城). */
export interface PointsGoods {
  id: number;
  name: string;
  spec: string;
  description: string;
  points: number;
  market_price: string;
  stock: number;
  /** Pieces per buyer, 0 = no limit. */
  per_user: number;
  exchanged: number;
  image: string;
  /** This buyer's exchanged pieces (0 for guests). */
  my_exchanged: number;
}

/** GET /api/points/goods: the page plus the buyer's points (null for guests). */
export interface PointsGoodsPage extends Page<PointsGoods> {
  points: number | null;
}

/** 0 待发货, 1 已发货, 2 已完成. */
export type PointsOrderStatus = 0 | 1 | 2;
export const POINTS_ORDER_STATUS_LABELS: Record<PointsOrderStatus, string> = { 0: "待发货", 1: "已发货", 2: "已完成" };

/** A points order (积分订单). */
export interface PointsOrder {
  id: number;
  order_sn: string;
  goods_id: number;
  name: string;
  spec: string;
  image: string;
  points: number;
  number: number;
  total_points: number;
  status: PointsOrderStatus;
  status_text: string;
  address: { consignee: string; phone: string; region: string; address: string };
  logistics_company: string;
  tracking_no: string;
  created_at: number;
  shipped_at: number | null;
  completed_at: number | null;
  /** 1 while 已发货: the buyer may confirm receipt. */
  can_confirm: number;
}

/** GET /api/points/orders: the page plus counts per status (ignoring the status filter). */
export interface PointsOrderPage extends Page<PointsOrder> {
  counts: Record<PointsOrderStatus, number>;
}
