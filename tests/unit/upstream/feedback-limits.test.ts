// Feedback pictures a buyer may store (issue 32): 5 a China day and 30 MB in all, decided by a
// conditional insert, so 30 parallel posts never store more.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chinaDayStart,
  FEEDBACK_IMAGE_BYTES_MAX,
  FEEDBACK_IMAGES_DAILY_MESSAGE,
  FEEDBACK_IMAGES_PER_DAY,
  FEEDBACK_IMAGES_TOTAL_MESSAGE,
  imageRefusal,
} from "../../../upstream/lib/feedback-limits";
import { documentsClient, MemoryBucket, png } from "./documents-helpers";
import { startUpstream, type Upstream } from "./harness";

let up: Upstream;
let bucket: MemoryBucket;
let client: ReturnType<typeof documentsClient>;
let newbie: string;
let clinic: string;

beforeAll(async () => {
  up = await startUpstream();
  bucket = new MemoryBucket();
  client = documentsClient(up, bucket);
  [newbie, clinic] = await Promise.all(["newbie", "clinic"].map((u) => up.login(u)));
}, 180_000);
afterAll(async () => {
  await up?.stop();
});

const form = { type: 2, content: "收到的外箱破损，见附图。", contact: "13812345679" };
const userId = async (username: string) =>
  (await up.db.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;

describe("the rule", () => {
  it("refuses the sixth picture of a day, and a picture past the bytes in all", () => {
    expect(imageRefusal({ today: FEEDBACK_IMAGES_PER_DAY - 1, bytes: 0 }, 100)).toBeNull();
    expect(imageRefusal({ today: FEEDBACK_IMAGES_PER_DAY, bytes: 0 }, 100)).toBe(FEEDBACK_IMAGES_DAILY_MESSAGE);
    expect(imageRefusal({ today: 0, bytes: FEEDBACK_IMAGE_BYTES_MAX - 100 }, 100)).toBeNull();
    expect(imageRefusal({ today: 0, bytes: FEEDBACK_IMAGE_BYTES_MAX - 99 }, 100)).toBe(FEEDBACK_IMAGES_TOTAL_MESSAGE);
  });
  it("counts the day from 00:00 China time", () => {
    // 2026-11-26 23:30 China = 15:30 UTC; its day began 2026-11-25 16:00 UTC.
    expect(chinaDayStart(Date.UTC(2026, 10, 26, 15, 30) / 1000)).toBe(Date.UTC(2026, 10, 25, 16) / 1000);
  });
});

describe("feedback pictures under a burst", () => {
  it("30 parallel posts with a picture store exactly 5 (an account under review too); the rest get the daily message", async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => client.send("/api/user/feedback", { token: newbie, form, files: { image: png("破损.png") } })),
    );
    const stored = replies.filter((r) => r.status === 201);
    expect(stored).toHaveLength(FEEDBACK_IMAGES_PER_DAY);
    for (const r of replies.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(422);
      expect(r.body.data).toEqual({ image: [FEEDBACK_IMAGES_DAILY_MESSAGE] });
    }
    const id = await userId("newbie");
    const rows = await up.db
      .prepare("SELECT COUNT(*) AS n FROM feedback WHERE user_id = ? AND image_key <> ''")
      .bind(id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(FEEDBACK_IMAGES_PER_DAY);
    // Every refused file was removed from R2 again.
    expect([...bucket.objects.keys()].filter((k) => k.startsWith(`feedback/${id}/`))).toHaveLength(FEEDBACK_IMAGES_PER_DAY);
    // Feedback without a picture is still taken.
    expect((await client.send("/api/user/feedback", { token: newbie, form })).status).toBe(201);
  });

  it("refuses a picture past the bytes a buyer may store in all", async () => {
    const id = await userId("clinic");
    await up.db
      .prepare(
        "INSERT INTO feedback (id, user_id, type, content, contact, image_key, image_type, image_size, created_at) VALUES (900001, ?, 1, '旧的反馈内容十个字以上', '', 'feedback/old.png', 'png', ?, 1)",
      )
      .bind(id, FEEDBACK_IMAGE_BYTES_MAX - 10)
      .run();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => client.send("/api/user/feedback", { token: clinic, form, files: { image: png("破损.png") } })),
    );
    expect(replies.every((r) => r.status === 422)).toBe(true);
    expect(replies[0]!.body.data).toEqual({ image: [FEEDBACK_IMAGES_TOTAL_MESSAGE] });
    expect([...bucket.objects.keys()].filter((k) => k.startsWith(`feedback/${id}/`))).toHaveLength(0);
  });
});
