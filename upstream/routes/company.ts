// 企业资料 (docs/api/documents.md): the wholesaler's particulars and licences, and the pictures of its
// licences and warehouse stamp. Public: the same licence numbers are printed in the site's footer.
import { Hono } from "hono";
import type { CompanyInfo, Licence } from "../../app/lib/document-types";
import { ok, refuse } from "../envelope";
import { fileResponse, SVG_TYPE } from "../lib/documents";
import { certificateSvg, sealSvg } from "../lib/document-svg";
import { svgResponse } from "../lib/svg";
import { LICENCES, WHOLESALER, type Licence as LicenceRow } from "../lib/wholesaler";
import type { UpstreamEnv } from "../types";

const company = new Hono<UpstreamEnv>();

export const licenceUrl = (id: number) => `/api/company/licence/${id}.svg`;

export function licenceView(l: LicenceRow): Licence {
  return { ...l, url: licenceUrl(l.id) };
}

/** The certificate picture of a licence. */
export function licenceSvg(l: LicenceRow): string {
  return certificateSvg({
    title: l.name,
    rows: [
      ["名称", WHOLESALER.name],
      [l.id === 1 ? "统一社会信用代码" : "证书编号", l.number],
      ["法定代表人", WHOLESALER.legal_person],
      ["住所", WHOLESALER.address],
      ["经营范围", l.scope],
      ["发证日期", l.issued_on],
      ["有效期至", l.valid_until],
    ],
    sealName: l.issuer,
    sealCaption: "发证机关",
  });
}

company.get("/", (c) => {
  const info: CompanyInfo = {
    name: WHOLESALER.name,
    tax_no: WHOLESALER.tax_no,
    address: WHOLESALER.address,
    phone: WHOLESALER.phone,
    legal_person: WHOLESALER.legal_person,
    quality_manager: WHOLESALER.quality_manager,
    scope: WHOLESALER.scope,
    licences: LICENCES.map(licenceView),
  };
  return ok(c, info);
});

/** A licence picture; `?download=1` answers it as a download named after the licence. */
company.get("/licence/:file", (c) => {
  const match = /^(\d{1,3})\.svg$/.exec(c.req.param("file"));
  const licence = match ? LICENCES.find((l) => l.id === Number(match[1])) : undefined;
  if (!licence) return refuse(c, "证照不存在", 404);
  const svg = licenceSvg(licence);
  return c.req.query("download") === "1" ? fileResponse(svg, SVG_TYPE, `${licence.name}.svg`, "attachment") : svgResponse(c, svg);
});

/** The warehouse's outbound stamp (出库专用章) printed on outbound notes. */
company.get("/stamp.svg", (c) => svgResponse(c, sealSvg(WHOLESALER.name, "出库专用章")));

export default company;
