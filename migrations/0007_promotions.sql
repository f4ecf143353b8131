-- Promotions (issue 12): activities rendered by template (满额返现, 全场94折, 组合购, activity zones and
-- template pages, lotteries), their goods and floors, cashback tiers, bundles, the flash sale's
-- per-buyer limit, activity taps, lottery prizes and draw records. Money is TEXT (2-decimal strings,
-- computed with decimal.js in upstream/lib/pricing.ts); rules are in docs/api/promotions.md.

-- One activity model for every promotion page. kind: cashback (满额返现), discount (全场94折),
-- bundle (组合购), zone (activity zone / template page), lottery (幸运抽奖). template names the page
-- that renders it: hb, welfare, zhzq, yjh, zqmb, yyh, hdmb, draw.
CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('cashback', 'discount', 'bundle', 'zone', 'lottery')),
  template TEXT NOT NULL,
  title TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',           -- one line under the title
  rule TEXT NOT NULL DEFAULT '',            -- plain text; a blank line separates paragraphs
  banner TEXT NOT NULL DEFAULT '',          -- image URL
  color TEXT NOT NULL DEFAULT '',           -- theme colour (#rrggbb) of the page
  rate TEXT NOT NULL DEFAULT '',            -- kind discount: the factor of the price ("0.94")
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX activities_kind ON activities(kind, start_at, end_at);
CREATE INDEX activities_template ON activities(template, start_at, end_at);

-- Goods floors (楼层) of an activity page, in order.
CREATE TABLE activity_floors (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX activity_floors_activity ON activity_floors(activity_id, sort);

-- The goods of an activity: for cashback and discount activities, the goods the rule applies to.
CREATE TABLE activity_goods (
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  floor_id INTEGER,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, goods_id)
) WITHOUT ROWID;
CREATE INDEX activity_goods_goods ON activity_goods(goods_id, activity_id);

-- 满额返现 tiers: `back` credited to the balance when the paid amount of the activity's goods reaches `amount`.
CREATE TABLE cashback_tiers (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  amount TEXT NOT NULL,
  back TEXT NOT NULL
);
CREATE INDEX cashback_tiers_activity ON cashback_tiers(activity_id);

-- 组合购: a bundle of goods (each `number` units per bundle) sold at `price` per bundle.
CREATE TABLE bundles (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  price TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundles_activity ON bundles(activity_id, sort);

CREATE TABLE bundle_goods (
  bundle_id INTEGER NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  number INTEGER NOT NULL CHECK (number > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle_id, goods_id)
) WITHOUT ROWID;

-- Cart lines of kind 1 (flash sale) and 3 (bundle) may sit beside a normal line of the same goods:
-- a line is unique per (buyer, goods, type, bundle). A bundle line's goods_id is its first goods.
ALTER TABLE cart_lines ADD COLUMN bundle_id INTEGER NOT NULL DEFAULT 0;
DROP INDEX cart_lines_user_goods;
CREATE UNIQUE INDEX cart_lines_user_goods ON cart_lines(user_id, goods_id, type, bundle_id);

-- Order lines keep what the promotion did: type (0, 1 flash sale, 3 bundle), the bundle, the unit price
-- before the promotion (94折) and the label shown (94折 / 秒杀 / 组合); cashback marks the lines whose
-- goods counted towards the order's cashback.
ALTER TABLE order_lines ADD COLUMN type INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN bundle_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN original_price TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN promo TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN cashback INTEGER NOT NULL DEFAULT 0;
CREATE INDEX order_lines_goods_type ON order_lines(goods_id, type);

-- The cashback an order earns, fixed when it is placed and credited when it is paid (user_money_log
-- use_type 5 返现 rows name the order; a return or cancellation writes the negative difference).
ALTER TABLE orders ADD COLUMN cashback_activity_id INTEGER;
ALTER TABLE orders ADD COLUMN cashback_base TEXT NOT NULL DEFAULT '0.00';
ALTER TABLE orders ADD COLUMN cashback_amount TEXT NOT NULL DEFAULT '0.00';

-- Flash sale: units one buyer may buy per session (0 = no limit).
ALTER TABLE spike_goods ADD COLUMN buyer_limit INTEGER NOT NULL DEFAULT 0;

-- A tap on a banner, nav item, ad or activity link (POST /api/activity/tap).
CREATE TABLE activity_taps (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  source TEXT NOT NULL DEFAULT '',
  ref_id INTEGER,
  url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX activity_taps_time ON activity_taps(created_at);

-- Lottery prizes. kind: coupon (coupon_amount / coupon_reduce, valid coupon_days), points, gift
-- (physical, sent by the seller), none (谢谢参与). weight: relative odds; stock NULL = unlimited.
CREATE TABLE draw_prizes (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  remarks TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('coupon', 'points', 'gift', 'none')),
  weight INTEGER NOT NULL CHECK (weight >= 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  points INTEGER NOT NULL DEFAULT 0,
  coupon_amount TEXT NOT NULL DEFAULT '',
  coupon_reduce TEXT NOT NULL DEFAULT '',
  coupon_days INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX draw_prizes_activity ON draw_prizes(activity_id, sort);

-- One draw per buyer per lottery: the UNIQUE index makes a second (or concurrent) draw fail.
CREATE TABLE draw_records (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  prize_id INTEGER NOT NULL REFERENCES draw_prizes(id),
  name TEXT NOT NULL,
  remarks TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL,
  coupon_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX draw_records_once ON draw_records(activity_id, user_id);
CREATE INDEX draw_records_user ON draw_records(user_id, created_at);
CREATE INDEX draw_records_recent ON draw_records(activity_id, created_at);

-- The points ledger (shared with issue 11, which creates it the same way).
CREATE TABLE IF NOT EXISTS points_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  delta INTEGER NOT NULL,
  balance INTEGER NOT NULL,
  type TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
