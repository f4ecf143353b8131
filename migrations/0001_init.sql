-- Reference upstream schema (D1 / SQLite). Money is TEXT holding a decimal string ("12.50") so no
-- binary float ever touches a price; times are unix seconds (INTEGER). Flags are 0/1 INTEGERs,
-- named as the API names them. D1 enforces foreign keys, so the seed inserts parents first.

-- Account managers shown in the header: the default one, or a dedicated one (is_default = 0).
CREATE TABLE admins (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  -- pbkdf2$<iterations>$<salt b64>$<hash b64> (PBKDF2-SHA256)
  password_hash TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  face TEXT NOT NULL DEFAULT '',
  rank TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  is_passed INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  wechat TEXT NOT NULL DEFAULT '',
  is_can_chat INTEGER NOT NULL DEFAULT 0,
  is_show_youx INTEGER NOT NULL DEFAULT 1,
  is_special INTEGER NOT NULL DEFAULT 0,
  is_after_sale INTEGER NOT NULL DEFAULT 0,
  admin_id INTEGER REFERENCES admins(id),
  balance TEXT NOT NULL DEFAULT '0.00',
  credit_limit TEXT NOT NULL DEFAULT '0.00',
  credit_used TEXT NOT NULL DEFAULT '0.00',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- Only the SHA-256 of a bearer token is stored: a leaked table does not leak sessions.
CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX tokens_user ON tokens(user_id);
CREATE INDEX tokens_expires ON tokens(expires_at);

-- Four menu trees share one table: general, yx (free-shipping zone), zy (TCM), qx (devices).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  tree TEXT NOT NULL CHECK (tree IN ('general', 'yx', 'zy', 'qx')),
  parent_id INTEGER REFERENCES categories(id),
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  logo1 TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_tree ON categories(tree, parent_id, sort);

CREATE TABLE nav_items (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES nav_items(id),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  is_open INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX nav_items_parent ON nav_items(parent_id, sort);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

-- Banners and ads by position ('top', 'home', 'login', 'demo' …); 'demo' rows carry a banner_id.
CREATE TABLE focus (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL,
  banner_id INTEGER,
  image TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX focus_position ON focus(position, banner_id, sort);

-- Article groups belong to a category: 3 = help centre (spec §9).
CREATE TABLE article_groups (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX article_groups_category ON article_groups(category_id, sort);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES article_groups(id),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX articles_group ON articles(group_id, sort);
CREATE INDEX articles_url ON articles(url);

CREATE TABLE site_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL DEFAULT ''
);

-- Hot-search words (rnss).
CREATE TABLE hot_words (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX messages_user ON messages(user_id, is_read);

CREATE TABLE goods (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sccj TEXT NOT NULL DEFAULT '',            -- manufacturer (生产厂家)
  ypgg TEXT NOT NULL DEFAULT '',            -- specification (药品规格)
  bzdw TEXT NOT NULL DEFAULT '',            -- unit (包装单位)
  jx TEXT NOT NULL DEFAULT '',              -- dosage form (剂型)
  pzwh TEXT NOT NULL DEFAULT '',            -- approval number (批准文号, 国药准字…)
  zbz INTEGER NOT NULL DEFAULT 1,           -- middle pack (中包装): the add-to-cart step
  jzl INTEGER NOT NULL DEFAULT 1,           -- pieces per carton (件装量)
  base_price TEXT NOT NULL,
  retail_price TEXT NOT NULL DEFAULT '',    -- suggested retail price (建议零售价)
  ladder_price TEXT NOT NULL DEFAULT '[]',  -- JSON [{"number": n, "price": "x.xx"}]
  ladder_price_type INTEGER NOT NULL DEFAULT 0, -- 1 = at-most tiers, otherwise at-least tiers
  stock INTEGER NOT NULL DEFAULT 0,
  is_buy INTEGER NOT NULL DEFAULT 1,
  tags TEXT NOT NULL DEFAULT '[]',          -- JSON list of tag labels: 优 秒 满 换购 赠 特 新
  is_free_shipping INTEGER NOT NULL DEFAULT 0,
  free_shipping_number INTEGER NOT NULL DEFAULT 0,
  is_youx INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL DEFAULT 0,          -- 1 = special management (特管)
  is_hm INTEGER NOT NULL DEFAULT 0,         -- contains ephedrine (含麻): receipt flow on order
  batch_no TEXT NOT NULL DEFAULT '',
  expiry_date TEXT NOT NULL DEFAULT '',     -- YYYY-MM-DD
  brand_id INTEGER REFERENCES brands(id),
  image TEXT NOT NULL DEFAULT '',
  name_py TEXT NOT NULL DEFAULT '',         -- pinyin initials of name, lower case
  sccj_py TEXT NOT NULL DEFAULT '',         -- pinyin initials of sccj, lower case
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX goods_name_py ON goods(name_py);
CREATE INDEX goods_sccj_py ON goods(sccj_py);
CREATE INDEX goods_name ON goods(name);
CREATE INDEX goods_sccj ON goods(sccj);
CREATE INDEX goods_brand ON goods(brand_id);

CREATE TABLE goods_categories (
  goods_id INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (goods_id, category_id)
);
CREATE INDEX goods_categories_category ON goods_categories(category_id, goods_id);

-- Minimal cart lines: enough for cart/total and user.cart.count; the purchase flow extends it.
CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES goods(id),
  number INTEGER NOT NULL CHECK (number > 0),
  is_selected INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE UNIQUE INDEX cart_lines_user_goods ON cart_lines(user_id, goods_id);
