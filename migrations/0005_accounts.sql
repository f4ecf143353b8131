-- Accounts (issue 10): registration and password recovery by SMS code, licences (资质证照) and
-- business scope (经营范围) behind the qualification gate, branch-store requests, WeChat binding codes.

-- 统一社会信用代码 (营业执照号), unique among accounts that have one; the registration's company data.
ALTER TABLE users ADD COLUMN credit_code TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN company_type TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN region TEXT NOT NULL DEFAULT '';          -- 省 市 区, space separated
CREATE UNIQUE INDEX users_credit_code ON users(credit_code) WHERE credit_code <> '';
CREATE INDEX users_phone ON users(phone);

-- The 经营范围 class a buyer needs to hold to buy the goods ('' = none needed).
ALTER TABLE goods ADD COLUMN scope TEXT NOT NULL DEFAULT '';

-- The account that logged in: a token made by 切换到此门店 acts for a store of that account.
ALTER TABLE tokens ADD COLUMN origin_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE;

-- SMS verification codes: only a salted SHA-256 of the code is stored. purpose register | forget.
CREATE TABLE verify_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  tries INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX verify_codes_phone ON verify_codes(phone, purpose, created_at);
CREATE INDEX verify_codes_ip ON verify_codes(ip, created_at);

-- A verified step 1 (registration or recovery) waiting for its next step; the ticket is stored hashed.
-- password_hash: the password chosen at registration step 1 (PBKDF2), never the password.
CREATE TABLE account_tickets (
  id INTEGER PRIMARY KEY,
  ticket_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  phone TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,   -- recovery: the account it resets
  password_hash TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_tickets_expires ON account_tickets(expires_at);

-- Licences (资质证照). status 0 审核中, 1 已通过, 2 未通过. expires_at YYYY-MM-DD, '' = 长期 or not yet
-- reviewed. An upload keeps its R2 object key; the file itself lives in the FILES bucket.
CREATE TABLE licences (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  number TEXT NOT NULL DEFAULT '',
  expires_at TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  file_key TEXT NOT NULL DEFAULT '',
  file_name TEXT NOT NULL DEFAULT '',
  file_type TEXT NOT NULL DEFAULT '',
  file_size INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX licences_user ON licences(user_id, name, status);

-- 经营范围: the classes a buyer may buy (goods.scope).
CREATE TABLE business_scopes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  PRIMARY KEY (user_id, scope)
) WITHOUT ROWID;

-- A branch store registered under a company (/register/dd); status 0 待确认, 1 已确认, 2 已拒绝.
-- Confirming adds (company, store) to user_stores.
CREATE TABLE store_requests (
  id INTEGER PRIMARY KEY,
  company_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  handled_at INTEGER
);
CREATE INDEX store_requests_company ON store_requests(company_user_id, status);

-- WeChat QR codes (POST /api/user/create_code): purpose bind (user_id set) or register. Only WeChat's
-- own server could confirm a scan; the code is kept hashed for that callback.
CREATE TABLE wechat_codes (
  id INTEGER PRIMARY KEY,
  code_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX wechat_codes_expires ON wechat_codes(expires_at);
