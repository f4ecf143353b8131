-- Catalogue (issue 3): search index, zones, tags, package inserts, inspection reports, favourites,
-- daily specials, flash sale, friendly links. Every list the API filters or sorts has an index, so the
-- catalogue stays fast at 50 000 goods (tests/unit/upstream/catalogue-scale.test.ts).

ALTER TABLE goods ADD COLUMN is_zbz INTEGER NOT NULL DEFAULT 0;     -- 1 = quantity must be a multiple of zbz
ALTER TABLE goods ADD COLUMN sales INTEGER NOT NULL DEFAULT 0;      -- units sold (sort by sales, hot list)
ALTER TABLE goods ADD COLUMN is_kxzq INTEGER NOT NULL DEFAULT 0;    -- controlled-sales (控销) goods
ALTER TABLE goods ADD COLUMN price_sort INTEGER NOT NULL DEFAULT 0; -- base_price in cents: the price sort key

-- Sort orders of GET /api/goods/list (id breaks ties, so paging is stable).
CREATE INDEX goods_default_order ON goods(sort DESC, id);
CREATE INDEX goods_sales_order ON goods(sales DESC, id);
CREATE INDEX goods_price_order ON goods(price_sort, id);
CREATE INDEX goods_name_order ON goods(name_py, name, id);
-- Near-expiry zone: a range on the expiry date.
CREATE INDEX goods_expiry ON goods(expiry_date);
CREATE INDEX categories_parent ON categories(parent_id);

-- Substring search on name and manufacturer. Each character is stored as its own token (the seed
-- writes "阿 莫 西 林"), so a phrase query of the keyword's characters finds any substring, even one
-- or two characters long (the trigram tokenizer needs three). Contentless: the seed rebuilds it.
CREATE VIRTUAL TABLE goods_fts USING fts5(name, sccj, content='', tokenize='unicode61');

-- Zone membership computed by the seed (zyyp, qxzq, kxzq, yx, mrtj, ppzq, and wntj = 为你推荐).
-- The near-expiry zone (jxqzc) depends on today and uses goods_expiry instead.
CREATE TABLE goods_zones (
  zone TEXT NOT NULL,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  PRIMARY KEY (zone, goods_id)
) WITHOUT ROWID;

-- goods.tags as rows, for the tag filter.
CREATE TABLE goods_tags (
  tag TEXT NOT NULL,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  PRIMARY KEY (tag, goods_id)
) WITHOUT ROWID;

-- Package insert: JSON [{"title": "成分", "content": "…"}, …] in display order.
CREATE TABLE goods_instructions (
  goods_id INTEGER PRIMARY KEY REFERENCES goods(id) ON DELETE CASCADE,
  sections TEXT NOT NULL DEFAULT '[]'
);

-- Inspection reports (质检报告), one per batch.
CREATE TABLE inspection_reports (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  batch_no TEXT NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL,                       -- YYYY-MM-DD of the report
  production_date TEXT NOT NULL DEFAULT '',
  expiry_date TEXT NOT NULL DEFAULT ''
);
CREATE INDEX inspection_reports_goods ON inspection_reports(goods_id, date DESC, id);

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  PRIMARY KEY (user_id, goods_id)
) WITHOUT ROWID;
CREATE INDEX favorites_user_time ON favorites(user_id, created_at DESC, goods_id);

-- Daily specials (每日特价): goods.base_price is already the special price; the old one is shown struck.
CREATE TABLE daily_specials (
  goods_id INTEGER PRIMARY KEY REFERENCES goods(id) ON DELETE CASCADE,
  original_price TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Flash sale (秒杀): a fixed price and a stock of its own; runs all day, every day.
CREATE TABLE spike_goods (
  goods_id INTEGER PRIMARY KEY REFERENCES goods(id) ON DELETE CASCADE,
  price TEXT NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Friendly links (友情链接).
CREATE TABLE links (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
