// 电子合同 (/dzht): the buyer's annual purchase contract and its signature (docs/api/content.md).
// The 459 gate itself is called from POST /api/order (upstream/lib/contract.ts contractGate).
import { Hono } from "hono";
import type { Contract } from "../../app/lib/content-types";
import { contractSignSchema } from "../../app/lib/forms/content";
import { needLogin, ok, refuse } from "../envelope";
import { nowSeconds, requireUser, userIdOf } from "../lib/auth";
import { ALREADY_SIGNED_MESSAGE, loadContract, signStatement } from "../lib/contract";
import { parseBody } from "../lib/request";
import type { UpstreamEnv } from "../types";

const contract = new Hono<UpstreamEnv>();
contract.use("*", requireUser);

contract.get("/", async (c) => {
  const found = await loadContract(c.env.DB, userIdOf(c), nowSeconds());
  return found ? ok<Contract>(c, found) : needLogin(c);
});

contract.post("/sign", async (c) => {
  const db = c.env.DB;
  const userId = userIdOf(c);
  const parsed = await parseBody(c, contractSignSchema);
  if (!parsed.ok) return parsed.response;
  const now = nowSeconds();
  const current = await loadContract(db, userId, now);
  if (!current) return needLogin(c);
  if (current.status === 1) return refuse(c, ALREADY_SIGNED_MESSAGE, 409);
  const result = await signStatement(db, userId, parsed.data.signer, current.party_a, now).run();
  // Another request signed in between: the conditional update changed nothing.
  if (!result.meta.changes) return refuse(c, ALREADY_SIGNED_MESSAGE, 409);
  const signed = await loadContract(db, userId, now);
  return ok<Contract>(c, signed!, "合同签署成功");
});

export default contract;
