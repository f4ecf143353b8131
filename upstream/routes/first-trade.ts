// 首营资料 and 电子签章 (docs/api/documents.md): the buyer's first-trade uploads (R2, checked by content),
// the wholesaler's first-trade package as one zip, and the e-seal authorisation. Mounted at /user
// next to user.ts, so each route asks for a buyer itself.
import { Hono } from "hono";
import type { FirstTradeDoc, FirstTradeOverview, ReviewStatus, SealState, SealStatus } from "../../app/lib/document-types";
import { REVIEW_STATUS_LABELS, SEAL_STATUS_LABELS } from "../../app/lib/document-types";
import { FIRST_TRADE_KINDS, firstTradeSchema, sealApplySchema } from "../../app/lib/forms/documents";
import { UPLOAD_REFUSED } from "../../app/lib/files";
import { invalid, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { dropUpload, fileField, fileResponse, r2File, storeUpload, SVG_TYPE, validate } from "../lib/documents";
import { certificateSvg, letterSvg, sealSvg } from "../lib/document-svg";
import { nextId } from "../lib/purchase";
import { idParam, readForm } from "../lib/request";
import { LICENCES, PACKAGE_LETTERS, WHOLESALER } from "../lib/wholesaler";
import { zip } from "../lib/zip";
import type { UpstreamEnv } from "../types";
import { licenceSvg } from "./company";

const firstTrade = new Hono<UpstreamEnv>();

const PACKAGE_NAME = `${WHOLESALER.name}首营资料.zip`;
const PACKAGE_DATE = "2026-11-01";
export const UPLOADS_MAX = 50;
const TOO_MANY_UPLOADS = `最多保存${UPLOADS_MAX}份资料，请联系客户经理清理`;

interface DocRow {
  id: number;
  kind: number;
  file_key: string;
  file_name: string;
  file_type: string;
  size: number;
  valid_until: string;
  status: ReviewStatus;
  reason: string;
  created_at: number;
  reviewed_at: number | null;
}

const DOC_COLUMNS = "id, kind, file_key, file_name, file_type, size, valid_until, status, reason, created_at, reviewed_at";

function toDoc({ file_key: _key, ...row }: DocRow): FirstTradeDoc {
  return {
    ...row,
    kind_text: FIRST_TRADE_KINDS[row.kind] ?? "",
    status_text: REVIEW_STATUS_LABELS[row.status] ?? "",
    file_url: `/api/user/syzl/${row.id}/file`,
  };
}

/** The files of the wholesaler's package, in the zip's order. */
function packageFiles(): { name: string; svg: () => string }[] {
  return [
    ...LICENCES.map((l) => ({ name: `${l.name}.svg`, svg: () => licenceSvg(l) })),
    ...PACKAGE_LETTERS.map((letter) => ({
      name: `${letter.file}.svg`,
      svg: () => letterSvg(letter.title, letter.paragraphs, WHOLESALER.name, PACKAGE_DATE),
    })),
  ];
}

firstTrade.get("/syzl", requireUser, async (c) => {
  const { results } = await c.env.DB.prepare(
    `SELECT ${DOC_COLUMNS} FROM first_trade_docs WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ${UPLOADS_MAX}`,
  )
    .bind(userIdOf(c))
    .all<DocRow>();
  const overview: FirstTradeOverview = {
    kinds: Object.entries(FIRST_TRADE_KINDS).map(([value, name]) => ({ value: Number(value), name })),
    uploads: results.map(toDoc),
    package: { files: packageFiles().map((f) => ({ name: f.name, url: "/api/user/syzl/package" })), url: "/api/user/syzl/package" },
  };
  return ok(c, overview);
});

/** Upload (multipart): kind, valid_until, file. The file is checked by content before anything is stored. */
firstTrade.post("/syzl", requireUser, async (c) => {
  const form = await readForm(c);
  const checked = validate(c, firstTradeSchema(), form);
  if (!checked.ok) return checked.response;
  const file = fileField(form, "file");
  if (!file) return invalid(c, "file", UPLOAD_REFUSED);
  const userId = userIdOf(c);
  const count = await c.env.DB.prepare("SELECT COUNT(*) AS n FROM first_trade_docs WHERE user_id = ?").bind(userId).first<{ n: number }>();
  if ((count?.n ?? 0) >= UPLOADS_MAX) return invalid(c, "file", TOO_MANY_UPLOADS);
  const stored = await storeUpload(c, file, `first-trade/${userId}`, "file");
  if (stored instanceof Response) return stored;
  const now = nowSeconds();
  try {
    // The cap is part of the insert (issue 32): a parallel burst cannot pass it.
    const row = await c.env.DB.prepare(
      `INSERT INTO first_trade_docs (id, user_id, kind, file_key, file_name, file_type, size, valid_until, status, created_at) ` +
        `SELECT ${nextId("first_trade_docs")}, ?1, ?2, ?3, ?4, ?5, ?6, ?7, 0, ?8 ` +
        `WHERE (SELECT COUNT(*) FROM first_trade_docs WHERE user_id = ?1) < ?9 RETURNING ${DOC_COLUMNS}`,
    )
      .bind(userId, checked.data.kind, stored.key, stored.name, stored.type, stored.size, checked.data.valid_until, now, UPLOADS_MAX)
      .first<DocRow>();
    if (!row) {
      await dropUpload(c, stored.key);
      return invalid(c, "file", TOO_MANY_UPLOADS);
    }
    return ok(c, toDoc(row), "上传成功，等待审核", 201);
  } catch (error) {
    await dropUpload(c, stored.key);
    throw error;
  }
});

/** The wholesaler's first-trade package: licences and letters in one zip. */
firstTrade.get("/syzl/package", requireUser, () => {
  const archive = zip(packageFiles().map((f) => ({ name: f.name, data: f.svg() })));
  return fileResponse(archive, "application/zip", PACKAGE_NAME, "attachment");
});

/** One of the buyer's uploads: the stored file, or the drawn picture of a seeded one. */
firstTrade.get("/syzl/:id/file", requireUser, async (c) => {
  const id = idParam(c.req.param("id"));
  const userId = userIdOf(c);
  const row = id
    ? await c.env.DB.prepare(`SELECT ${DOC_COLUMNS} FROM first_trade_docs WHERE id = ? AND user_id = ?`).bind(id, userId).first<DocRow>()
    : null;
  if (!row) return refuse(c, "资料不存在", 404);
  const kind = c.req.query("download") === "1" ? "attachment" : "inline";
  if (row.file_key.startsWith("seed:")) {
    const buyer = await c.env.DB.prepare("SELECT company, name FROM users WHERE id = ?")
      .bind(userId)
      .first<{ company: string; name: string }>();
    const title = FIRST_TRADE_KINDS[row.kind] ?? "资料";
    const svg = certificateSvg({
      title,
      rows: [
        [row.kind === 4 ? "姓名" : "名称", row.kind === 4 ? (buyer?.name ?? "") : (buyer?.company ?? "")],
        ["有效期至", row.valid_until],
        ["说明", "复印件与原件一致，仅供首营资料审核使用"],
      ],
      sealName: buyer?.company ?? "",
      sealCaption: "公章",
    });
    return fileResponse(svg, SVG_TYPE, row.file_name, kind);
  }
  return (await r2File(c, row.file_key, row.file_name, kind)) ?? refuse(c, "资料不存在", 404);
});

// ——— 电子签章 ———

interface SealRow {
  seal_name: string;
  signer: string;
  phone: string;
  status: Exclude<SealStatus, 0>;
  reason: string;
  valid_until: string;
  created_at: number;
  reviewed_at: number | null;
}

async function sealState(db: D1Database, userId: number): Promise<SealState> {
  const [seal, buyer] = await db.batch([
    db
      .prepare(
        "SELECT seal_name, signer, phone, status, reason, valid_until, created_at, reviewed_at FROM seal_applications WHERE user_id = ?",
      )
      .bind(userId),
    db.prepare("SELECT company FROM users WHERE id = ?").bind(userId),
  ]);
  const row = seal.results[0] as SealRow | undefined;
  const company = (buyer.results[0] as { company: string } | undefined)?.company ?? "";
  const status: SealStatus = row?.status ?? 0;
  return {
    status,
    status_text: SEAL_STATUS_LABELS[status],
    seal_name: row?.seal_name ?? company,
    signer: row?.signer ?? "",
    phone: row?.phone ?? "",
    reason: row?.reason ?? "",
    valid_until: row?.valid_until ?? "",
    created_at: row?.created_at ?? null,
    reviewed_at: row?.reviewed_at ?? null,
    image_url: "/api/user/seal/image",
    can_apply: status === 0 || status === 3 ? 1 : 0,
  };
}

firstTrade.get("/seal", requireUser, async (c) => ok(c, await sealState(c.env.DB, userIdOf(c))));

/**
 * Apply for the e-seal authorisation: signer, phone, agree=1. Only when none is pending or granted;
 * a rejected one is replaced. The insert's own condition makes two concurrent applications one.
 */
firstTrade.post("/seal", requireUser, async (c) => {
  const checked = validate(c, sealApplySchema, await readForm(c));
  if (!checked.ok) return checked.response;
  const db = c.env.DB;
  const userId = userIdOf(c);
  const result = await db
    .prepare(
      "INSERT INTO seal_applications (user_id, seal_name, signer, phone, status, reason, valid_until, created_at, reviewed_at) " +
        "SELECT id, company, ?, ?, 1, '', '', ?, NULL FROM users WHERE id = ? " +
        "ON CONFLICT(user_id) DO UPDATE SET seal_name = excluded.seal_name, signer = excluded.signer, phone = excluded.phone, status = 1, " +
        "reason = '', valid_until = '', created_at = excluded.created_at, reviewed_at = NULL WHERE seal_applications.status = 3",
    )
    .bind(checked.data.signer, checked.data.phone, nowSeconds(), userId)
    .run();
  if (result.meta.changes === 0) {
    const state = await sealState(db, userId);
    return refuse(c, state.status === 2 ? "电子签章已授权，无需重复申请" : "授权申请审核中，请勿重复提交", 409);
  }
  return ok(c, await sealState(db, userId), "申请已提交，请等待审核", 201);
});

/** The seal picture: the buyer's company in a round seal (drawn; the platform registers it on approval). */
firstTrade.get("/seal/image", requireUser, async (c) => {
  const state = await sealState(c.env.DB, userIdOf(c));
  return fileResponse(sealSvg(state.seal_name, "电子签章"), SVG_TYPE, "电子签章.svg");
});

export default firstTrade;
