-- A clinic files its 医疗机构执业许可证 as a first-trade document (kind 5) where a pharmacy files its
-- 药品经营许可证 (kind 2). SQLite cannot change a CHECK constraint in place: the table is rebuilt.
CREATE TABLE first_trade_docs_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3, 4, 5)),
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
INSERT INTO first_trade_docs_next (id, user_id, kind, file_key, file_name, file_type, size, valid_until, status, reason, created_at, reviewed_at)
  SELECT id, user_id, kind, file_key, file_name, file_type, size, valid_until, status, reason, created_at, reviewed_at FROM first_trade_docs;
DROP TABLE first_trade_docs;
ALTER TABLE first_trade_docs_next RENAME TO first_trade_docs;
CREATE INDEX first_trade_docs_user ON first_trade_docs(user_id, created_at);
