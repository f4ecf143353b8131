-- Hardening (issue 14): throttle counters (login failures today, verification codes next), the
-- deadline by which an unpaid order cancels itself, the hash of the request an Idempotency-Key was
-- first used with, and why an order was cancelled.

-- One row per bucket ("login:account:demo", "login:ip:203.0.113.7" …): attempts in the current
-- window, and the lock that follows too many of them (upstream/lib/throttle.ts).
CREATE TABLE throttle (
  bucket TEXT PRIMARY KEY,
  hits INTEGER NOT NULL DEFAULT 0,
  window_start INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  lockouts INTEGER NOT NULL DEFAULT 0,    -- locks in a row: each one lasts longer (backoff)
  updated_at INTEGER NOT NULL
);
CREATE INDEX throttle_updated ON throttle(updated_at);

-- Unix seconds; NULL = no automatic expiry (seeded demo orders).
ALTER TABLE orders ADD COLUMN pay_deadline INTEGER;
-- SHA-256 of the order request's fields, stored with its Idempotency-Key (NULL for seeded orders).
ALTER TABLE orders ADD COLUMN request_hash TEXT;
-- '' (not cancelled, or seeded), 'buyer' or 'expired'.
ALTER TABLE orders ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
CREATE INDEX orders_unpaid_deadline ON orders(status, pay_deadline);

-- Unpaid orders placed before this migration get a day from now, like new ones by default.
UPDATE orders SET pay_deadline = unixepoch() + 86400 WHERE status = 0 AND idempotency_key IS NOT NULL;
