// GET /api/common/config: the site configuration the shell shows to everyone, guests included —
// complaint hotline, QQ, quality-inspection link, and the footer's operator, licences, address and
// record filing (docs/api/content.md). The user state repeats the first three for logged-in buyers.
import { Hono } from "hono";
import type { SiteConfig } from "../../app/lib/content-types";
import { ok } from "../envelope";
import { CONFIG_SQL, toConfig, type SiteConfig as ConfigRows } from "../lib/config";
import type { UpstreamEnv } from "../types";

function licencesOf(text: string | undefined): SiteConfig["site"]["licences"] {
  try {
    const list = JSON.parse(text ?? "[]");
    return Array.isArray(list)
      ? list.filter((l) => typeof l?.label === "string" && typeof l?.value === "string").map((l) => ({ label: l.label, value: l.value }))
      : [];
  } catch {
    return [];
  }
}

export function siteConfig(config: ConfigRows): SiteConfig {
  return {
    hot_line: config.hot_line ?? "",
    qq1: config.qq1 ?? "",
    qq2: config.qq2 ?? "",
    quality_inspection: { quality_inspection_url: config.quality_inspection_url ?? "", msg: config.quality_inspection_msg ?? "" },
    site: {
      name: config.site_name ?? "",
      operator: config.operator ?? "",
      address: config.company_address ?? "",
      icp: config.icp ?? "",
      icp_url: config.icp_url ?? "",
      licences: licencesOf(config.licences),
      copyright: config.copyright ?? "",
      service_hours: config.service_hours ?? "",
    },
  };
}

const site = new Hono<UpstreamEnv>();

site.get("/", async (c) => {
  const { results } = await c.env.DB.prepare(CONFIG_SQL).all<{ key: string; value: string }>();
  return ok<SiteConfig>(c, siteConfig(toConfig(results)));
});

export default site;
