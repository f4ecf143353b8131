-- Issue 32: the size of a feedback picture, so the bytes a buyer has stored can be capped in the
-- same statement that stores the row (upstream/lib/feedback-limits.ts). Pictures stored before
-- count as 0 bytes.
ALTER TABLE feedback ADD COLUMN image_size INTEGER NOT NULL DEFAULT 0;
CREATE INDEX feedback_user_image ON feedback(user_id, image_key, created_at);
