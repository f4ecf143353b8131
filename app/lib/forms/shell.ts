// Forms of the shell: closing the top ad strip (the storefront's own; the upstream never sees it).
import { z } from "zod";
import { intent } from "./fields";

/** 关闭广告: remembered for the session, then back to the page it was pressed on. */
export const closeTopAdSchema = z.object({ intent: intent(["close-top-ad"]), redirectTo: z.string().optional() });
