-- Money and loyalty (issue 11): the points ledger, coupon kinds and scopes, the coupon centre's
-- claimable templates, the points mall and its orders, partial facts of credit bills.
-- Everything a buyer can race is bounded by a CHECK here, so a conditional UPDATE inside a batch
-- aborts the whole batch instead of going below zero (stock, claims, points are guarded in code).

-- The points ledger (shared with issue 12's lottery: the same definition in both migrations).
-- delta signed, balance = users.points after the row; type is the text shown (购物赠送, 积分兑换 …).
CREATE TABLE IF NOT EXISTS points_log (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, delta INTEGER NOT NULL, balance INTEGER NOT NULL, type TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '', order_id INTEGER, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS points_log_user ON points_log(user_id, created_at);

-- Coupons a buyer can claim in the coupon centre (领券中心). kind 1 满减券 (threshold `amount`),
-- 2 现金券 (no threshold, amount 0.00). scope 0 全场, 1 指定商品 (scope_ids = goods ids), 2 品牌
-- (scope_ids = brand ids). A claimed coupon is valid from use_start_at to use_end_at, or for
-- valid_days days from its claim when valid_days > 0 (never past use_end_at).
CREATE TABLE coupon_templates (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind INTEGER NOT NULL DEFAULT 1 CHECK (kind IN (1, 2)),
  amount TEXT NOT NULL DEFAULT '0.00',
  reduce TEXT NOT NULL,
  scope INTEGER NOT NULL DEFAULT 0 CHECK (scope IN (0, 1, 2)),
  scope_ids TEXT NOT NULL DEFAULT '[]',     -- JSON list of goods or brand ids
  total INTEGER NOT NULL,                   -- stock: how many can ever be claimed
  claimed INTEGER NOT NULL DEFAULT 0,
  per_user INTEGER NOT NULL DEFAULT 1,      -- claims per buyer
  claim_start_at INTEGER NOT NULL,
  claim_end_at INTEGER NOT NULL,
  use_start_at INTEGER NOT NULL,
  use_end_at INTEGER NOT NULL,
  valid_days INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK (claimed >= 0 AND claimed <= total),
  CHECK (per_user >= 1)
);
CREATE INDEX coupon_templates_sort ON coupon_templates(sort, id);

-- A buyer's coupon gains its kind, scope, the template it was claimed from and when it was used.
-- Rows inserted with the columns of 0003 only (a lottery prize) are 满减券 for the whole store.
ALTER TABLE coupons ADD COLUMN kind INTEGER NOT NULL DEFAULT 1;
ALTER TABLE coupons ADD COLUMN scope INTEGER NOT NULL DEFAULT 0;
ALTER TABLE coupons ADD COLUMN scope_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE coupons ADD COLUMN template_id INTEGER REFERENCES coupon_templates(id);
ALTER TABLE coupons ADD COLUMN used_at INTEGER;
CREATE INDEX coupons_template ON coupons(template_id, user_id);
CREATE INDEX coupons_user_kind ON coupons(user_id, kind, status, end_at);

-- The points mall (积分商城): goods exchanged for points. per_user 0 = no limit.
CREATE TABLE points_goods (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  spec TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL CHECK (points > 0),
  market_price TEXT NOT NULL DEFAULT '0.00',
  stock INTEGER NOT NULL CHECK (stock >= 0),
  per_user INTEGER NOT NULL DEFAULT 0 CHECK (per_user >= 0),
  exchanged INTEGER NOT NULL DEFAULT 0,
  colour TEXT NOT NULL DEFAULT '#1f6fd1',   -- the drawn picture's colour
  is_on INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX points_goods_sort ON points_goods(is_on, sort, id);

-- Points orders (积分订单): status 0 待发货, 1 已发货, 2 已完成. The goods and address are snapshots.
CREATE TABLE points_orders (
  id INTEGER PRIMARY KEY,
  order_sn TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT,                     -- NULL for seeded orders
  goods_id INTEGER NOT NULL REFERENCES points_goods(id),
  name TEXT NOT NULL,
  spec TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL,                  -- per piece
  number INTEGER NOT NULL CHECK (number > 0),
  total_points INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  consignee TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  logistics_company TEXT NOT NULL DEFAULT '',
  tracking_no TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  shipped_at INTEGER,
  completed_at INTEGER
);
CREATE UNIQUE INDEX points_orders_idempotency ON points_orders(user_id, idempotency_key);
CREATE INDEX points_orders_user ON points_orders(user_id, created_at);
CREATE INDEX points_orders_goods ON points_orders(goods_id, user_id);
