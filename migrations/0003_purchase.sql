-- Purchase (issue 4): stores, addresses, coupons, full-reduction tiers, orders and their lines,
-- logistics, the wallet ledger, credit bills, return and after-sales requests, 含麻 receipts.
-- Money is TEXT holding a 2-decimal string, computed with decimal.js in the upstream (never SQL
-- arithmetic on money); a wallet is updated by compare-and-set on its old value.

-- Cart lines: 0 normal, 1 spike, 3 combination (spec §3).
ALTER TABLE cart_lines ADD COLUMN type INTEGER NOT NULL DEFAULT 0;

-- Multi-store accounts: user_id manages store_user_id (cart copy targets).
CREATE TABLE user_stores (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, store_user_id)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  consignee TEXT NOT NULL,
  phone TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',          -- 省 市 区, space separated
  address TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX addresses_user ON addresses(user_id, is_default);

-- A coupon belongs to one buyer; status 0 unused, 1 used (expired = now past end_at).
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  amount TEXT NOT NULL,                     -- threshold on the coupon-eligible total
  reduce TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  order_id INTEGER,                         -- the order that used it
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX coupons_user ON coupons(user_id, status);

-- The running full-reduction activity's tiers (满减).
CREATE TABLE manjian_tiers (
  id INTEGER PRIMARY KEY,
  amount TEXT NOT NULL,
  reduce TEXT NOT NULL
);

-- status 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消; pay_type 1 余额, 2 账期 (chosen, then used).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_sn TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  idempotency_key TEXT,                     -- NULL for seeded orders
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  pay_type INTEGER NOT NULL DEFAULT 1,
  invoice_type INTEGER NOT NULL DEFAULT 1,
  remark TEXT NOT NULL DEFAULT '',
  consignee TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  goods_amount TEXT NOT NULL,
  manjian_amount TEXT NOT NULL DEFAULT '0.00',
  gift_amount TEXT NOT NULL DEFAULT '0.00',
  coupon_amount TEXT NOT NULL DEFAULT '0.00',
  shipping_amount TEXT NOT NULL DEFAULT '0.00',
  pay_amount TEXT NOT NULL,
  coupon_id INTEGER,
  is_hm INTEGER NOT NULL DEFAULT 0,
  logistics_company TEXT NOT NULL DEFAULT '',
  tracking_no TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  paid_at INTEGER,
  shipped_at INTEGER,
  completed_at INTEGER,
  cancelled_at INTEGER
);
-- The same Idempotency-Key twice cannot make two orders (NULLs are distinct in SQLite).
CREATE UNIQUE INDEX orders_idempotency ON orders(user_id, idempotency_key);
CREATE INDEX orders_user ON orders(user_id, created_at);

-- Lines snapshot the goods as bought.
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  name TEXT NOT NULL,
  sccj TEXT NOT NULL DEFAULT '',
  ypgg TEXT NOT NULL DEFAULT '',
  bzdw TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  price TEXT NOT NULL,
  number INTEGER NOT NULL CHECK (number > 0),
  amount TEXT NOT NULL,
  is_hm INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_order ON order_lines(order_id);

CREATE TABLE logistics_traces (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  time INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX logistics_traces_order ON logistics_traces(order_id, time);

-- The wallet ledger. use_type 1 充值, 2 订单支付, 3 退款, 4 账期还款; amount signed, balance after.
CREATE TABLE user_money_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  use_type INTEGER NOT NULL,
  amount TEXT NOT NULL,
  balance TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id),
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX user_money_log_user ON user_money_log(user_id, created_at);

-- An order paid on credit (账期单); status 0 未还款, 1 已还款.
CREATE TABLE credit_bills (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  amount TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  due_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  repaid_at INTEGER
);
CREATE INDEX credit_bills_user ON credit_bills(user_id, status);

-- status 0 待审核, 1 已同意, 2 已拒绝, 3 已退款.
CREATE TABLE return_requests (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  status INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  amount TEXT NOT NULL,
  reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  handled_at INTEGER
);
CREATE INDEX return_requests_order ON return_requests(order_id);

CREATE TABLE return_lines (
  id INTEGER PRIMARY KEY,
  return_id INTEGER NOT NULL REFERENCES return_requests(id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL REFERENCES order_lines(id),
  number INTEGER NOT NULL CHECK (number > 0),
  amount TEXT NOT NULL
);
CREATE INDEX return_lines_return ON return_lines(return_id);
CREATE INDEX return_lines_order_line ON return_lines(order_line_id);

-- type 1 质量问题, 2 少发漏发, 3 包装破损, 4 其他; status 0 待处理, 1 处理中, 2 已完成.
CREATE TABLE after_sales_requests (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  type INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL,
  phone TEXT NOT NULL,
  reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  handled_at INTEGER
);
CREATE INDEX after_sales_requests_order ON after_sales_requests(order_id);

-- 含麻 receipt of an order containing ephedrine; status 0 待回执, 1 已回执.
CREATE TABLE hm_receipts (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  status INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  confirmed_at INTEGER
);
CREATE INDEX hm_receipts_user ON hm_receipts(user_id, status);

-- Always empty between batches. A batch inserts a row whose `ok` is a condition (stock still there,
-- order still unpaid, balance unchanged …); a false condition violates the CHECK, which aborts and
-- rolls back the whole batch. The batch's last statement deletes its rows.
CREATE TABLE batch_guard (
  ok INTEGER NOT NULL CHECK (ok = 1)
);
