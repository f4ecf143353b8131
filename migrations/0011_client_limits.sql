-- Issue 32: anonymous writes and lookups are bounded. A tap (POST /api/activity/tap, GET /go) adds
-- one to its link's counter for the hour instead of writing a row of its own, and a registration
-- ticket counts the lookups its step 2 made (营业执照号, 总店账号), answering at most a few.
CREATE TABLE activity_tap_counts (
  hour INTEGER NOT NULL,              -- unix seconds at the start of the hour
  source TEXT NOT NULL,
  ref_id INTEGER NOT NULL DEFAULT 0,  -- 0: none
  url TEXT NOT NULL,
  taps INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, source, ref_id, url)
);
ALTER TABLE account_tickets ADD COLUMN lookups INTEGER NOT NULL DEFAULT 0;
