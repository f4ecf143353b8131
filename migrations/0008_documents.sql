-- Documents and self-service (issue 13): e-invoices, the batch each order line shipped from (for
-- outbound notes and inspection-report downloads), first-trade uploads, the e-seal authorisation,
-- variety requests (品种求购) and feedback with its replies. Files live in R2 (binding FILES); a row
-- keeps the object key. Seeded rows name no object: their key starts with `seed:` and the upstream
-- draws the picture instead.

-- The batch and expiry a line shipped with. Empty = the goods' current batch (orders placed at runtime).
ALTER TABLE order_lines ADD COLUMN batch_no TEXT NOT NULL DEFAULT '';
ALTER TABLE order_lines ADD COLUMN expiry_date TEXT NOT NULL DEFAULT '';

-- 药检报告 search by 批号 (a prefix range).
CREATE INDEX inspection_reports_batch ON inspection_reports(batch_no);

-- The invoices of paid orders: one is requested at payment with the order's invoice type; a reversed
-- (红冲) invoice stays listed beside the one issued again for the same order.
-- type 1 增值税普通发票, 2 增值税专用发票; status 0 开票中, 1 已开票, 2 已红冲.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  invoice_no TEXT NOT NULL DEFAULT '',      -- 20 digits once issued (全电发票号码)
  type INTEGER NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
  title TEXT NOT NULL,                      -- 购买方名称
  tax_no TEXT NOT NULL DEFAULT '',          -- 购买方纳税人识别号
  amount TEXT NOT NULL,                     -- 价税合计 (the order's pay_amount)
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  remark TEXT NOT NULL DEFAULT '',          -- why it was reversed (红冲)
  created_at INTEGER NOT NULL,
  issued_at INTEGER,
  reversed_at INTEGER
);
CREATE UNIQUE INDEX invoices_no ON invoices(invoice_no) WHERE invoice_no <> '';
CREATE INDEX invoices_user ON invoices(user_id, created_at);
CREATE INDEX invoices_order ON invoices(order_id);

-- A buyer's first-trade documents (首营资料). kind 1 营业执照, 2 药品经营许可证, 3 采购委托书,
-- 4 身份证复印件; status 0 待审核, 1 已通过, 2 已驳回 (reason says why).
CREATE TABLE first_trade_docs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3, 4)),
  file_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_type TEXT NOT NULL CHECK (file_type IN ('jpg', 'png', 'pdf', 'svg')), -- svg: seeded, drawn
  size INTEGER NOT NULL,
  valid_until TEXT NOT NULL,                -- YYYY-MM-DD
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX first_trade_docs_user ON first_trade_docs(user_id, created_at);

-- The buyer's e-seal (电子签章) authorisation: one row per buyer; status 1 审核中, 2 已授权, 3 已驳回.
-- A rejected application may be sent again (the row is replaced); the others refuse a second one.
CREATE TABLE seal_applications (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  seal_name TEXT NOT NULL,
  signer TEXT NOT NULL,
  phone TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  reason TEXT NOT NULL DEFAULT '',
  valid_until TEXT NOT NULL DEFAULT '',     -- YYYY-MM-DD once authorised
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);

-- 品种求购: goods the buyer wants the wholesaler to stock. status 0 待回复, 1 已回复.
CREATE TABLE buy_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  spec TEXT NOT NULL DEFAULT '',
  maker TEXT NOT NULL DEFAULT '',
  number INTEGER NOT NULL CHECK (number > 0),
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  replied_at INTEGER
);
CREATE INDEX buy_requests_user ON buy_requests(user_id, created_at);

-- 意见反馈 and the service team's replies. type 1 功能建议, 2 商品问题, 3 物流配送, 4 售后服务, 5 其他.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 5),
  content TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  image_key TEXT NOT NULL DEFAULT '',       -- R2 key of the optional picture
  image_type TEXT NOT NULL DEFAULT '',      -- jpg png pdf
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_user ON feedback(user_id, created_at);

CREATE TABLE feedback_replies (
  id INTEGER PRIMARY KEY,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_replies_feedback ON feedback_replies(feedback_id, created_at);
