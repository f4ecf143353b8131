// The annual purchase contract (电子合同): what the wholesaler decides about it. A buyer with an
// issued, unsigned contract cannot submit orders (answer 459, spec §8); signing is one conditional
// statement, so two signatures racing record one. Accounts without a contract row (new
// registrations) are not asked to sign, but may sign the standard contract.
import type { Contract, ContractParty } from "../../app/lib/content-types";
import { addDays, addYears, chinaDay } from "../../app/lib/dates";
import { CONFIG_SQL, toConfig, type SiteConfig } from "./config";
import { nextId } from "./purchase";

export const CONTRACT_URL = "/dzht";
export const CONTRACT_REQUIRED_MESSAGE = "您的年度采购合同尚未签署，请先签署电子合同后再提交订单";
export const ALREADY_SIGNED_MESSAGE = "合同已签署，无需重复签署";

/** One year from the day of signing: 2026-11-23 → 2026-11-23 … 2027-11-22 (29 Feb → 28 Feb). */
export function termOf(signedAt: number): { term_start: string; term_end: string } {
  const start = chinaDay(signedAt);
  return { term_start: start, term_end: addDays(addYears(start, 1), -1) };
}

export function contractNo(userId: number, seconds: number): string {
  return `HT${chinaDay(seconds).slice(0, 4)}-${String(userId).padStart(6, "0")}`;
}

/** The 459 gate of 提交订单: a message while an issued contract waits for a signature, else null. */
export async function contractGate(db: D1Database, userId: number): Promise<string | null> {
  const row = await db.prepare("SELECT status FROM contracts WHERE user_id = ?").bind(userId).first<{ status: number }>();
  return row && row.status === 0 ? CONTRACT_REQUIRED_MESSAGE : null;
}

interface ContractRow {
  contract_no: string;
  status: number;
  signer: string;
  signed_at: number | null;
  term_start: string | null;
  term_end: string | null;
  party_a: string;
}

interface BuyerRow extends ContractParty {
  admin_name: string | null;
}

/** The wholesaler's side, from the site configuration. */
export function partyB(config: SiteConfig): Contract["party_b"] {
  let licence = "";
  try {
    const licences = JSON.parse(config.licences ?? "[]") as { label: string; value: string }[];
    licence = licences.find((l) => l.label === "药品经营许可证")?.value ?? "";
  } catch {
    licence = "";
  }
  return {
    company: config.operator ?? "",
    address: config.company_address ?? "",
    contact: "",
    phone: config.hot_line ?? "",
    licence,
  };
}

function readParty(json: string): ContractParty | null {
  try {
    const party = JSON.parse(json) as Partial<ContractParty>;
    if (typeof party?.company !== "string") return null;
    return { company: party.company, address: party.address ?? "", contact: party.contact ?? "", phone: party.phone ?? "" };
  } catch {
    return null;
  }
}

/** The buyer's contract as /dzht shows it: signed ones as they were signed, others as they would be. */
export async function loadContract(db: D1Database, userId: number, now: number): Promise<Contract | null> {
  const [buyers, contracts, config, clauses] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT u.company, u.address, u.name AS contact, u.phone, a.name AS admin_name
         FROM users u LEFT JOIN admins a
           ON a.id = COALESCE(u.admin_id, (SELECT id FROM admins WHERE is_default = 1 ORDER BY id LIMIT 1))
        WHERE u.id = ?`,
      )
      .bind(userId),
    db
      .prepare("SELECT contract_no, status, signer, signed_at, term_start, term_end, party_a FROM contracts WHERE user_id = ?")
      .bind(userId),
    db.prepare(CONFIG_SQL),
    db.prepare("SELECT title, content FROM articles WHERE url = ? ORDER BY id LIMIT 1").bind(CONTRACT_URL),
  ]);
  const buyer = buyers.results[0] as unknown as BuyerRow | undefined;
  if (!buyer) return null;
  const row = contracts.results[0] as unknown as ContractRow | undefined;
  const site = toConfig(config.results as { key: string; value: string }[]);
  const text = clauses.results[0] as { title: string; content: string } | undefined;
  const signed = row?.status === 1;
  const live: ContractParty = { company: buyer.company, address: buyer.address, contact: buyer.contact, phone: buyer.phone };
  return {
    contract_no: row?.contract_no ?? contractNo(userId, now),
    title: text?.title ?? "药品年度采购合同",
    status: signed ? 1 : 0,
    required: row && !signed ? 1 : 0,
    party_a: (signed && readParty(row.party_a)) || live,
    party_b: { ...partyB(site), contact: buyer.admin_name ?? "" },
    term_start: signed ? row.term_start : null,
    term_end: signed ? row.term_end : null,
    content: text?.content ?? "",
    signer: signed ? row.signer : "",
    signed_at: signed ? row.signed_at : null,
  };
}

/**
 * Signs the buyer's contract: issues and signs at once for a buyer without a row, signs an issued
 * one, and changes nothing on a signed one (`meta.changes` 0 → already signed). One statement, so
 * concurrent signatures cannot both land.
 */
export function signStatement(db: D1Database, userId: number, signer: string, party: ContractParty, now: number) {
  const { term_start, term_end } = termOf(now);
  return db
    .prepare(
      `INSERT INTO contracts (id, user_id, contract_no, status, signer, signed_at, term_start, term_end, party_a, created_at)
       VALUES (${nextId("contracts")}, ?, ?, 1, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET status = 1, signer = excluded.signer, signed_at = excluded.signed_at,
         term_start = excluded.term_start, term_end = excluded.term_end, party_a = excluded.party_a
       WHERE contracts.status = 0`,
    )
    .bind(userId, contractNo(userId, now), signer, now, term_start, term_end, JSON.stringify(party), now);
}
