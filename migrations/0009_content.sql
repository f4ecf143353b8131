-- Content and service (issue 15): the news centre, the annual e-contract behind answer 459 and the
-- buyer's chat with the account manager. Help articles and rule texts stay in `articles`
-- (migrations/0001), whose `content` now holds HTML that the storefront sanitises on the way out.

-- 行业资讯 (type 'hy') and 公司新闻 (type 'company'); `content` is HTML, sanitised by the storefront.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('hy', 'company')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  published_at INTEGER NOT NULL
);
CREATE INDEX news_type_time ON news(type, published_at, id);
CREATE INDEX news_time ON news(published_at, id);

-- The buyer's annual purchase contract with the wholesaler (电子合同, /dzht). One row per buyer:
-- status 0 = issued and waiting for a signature (提交订单 answers 459), 1 = signed. A buyer without
-- a row is not asked to sign (new accounts), but may sign the standard contract on /dzht.
-- party_a is the buyer's company as it stood when signed (JSON), so a signed contract never changes.
CREATE TABLE contracts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  contract_no TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  signer TEXT NOT NULL DEFAULT '',
  signed_at INTEGER,
  term_start TEXT,
  term_end TEXT,
  party_a TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);

-- 在线客服 (/kf): the thread between a buyer and the account manager; sender 'auto' is the
-- upstream's polite answer while no one has replied.
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('buyer', 'admin', 'auto')),
  admin_id INTEGER REFERENCES admins(id),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_user ON chat_messages(user_id, id);
