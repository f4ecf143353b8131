// A company name with control characters (issue 32): stripped when saved, dropped when drawn, so the
// seal, invoice and certificate pictures stay well-formed XML.
import { describe, expect, it } from "vitest";
import { stripControls } from "../../../app/lib/forms/fields";
import { registerStep2Schema } from "../../../app/lib/forms/accounts";
import { certificateSvg, invoiceSvg, sealSvg } from "../../../upstream/lib/document-svg";
import { escapeXml } from "../../../upstream/lib/svg";

const NASTY = "康\u0000泰\u0008医\u001b药\u007f有\u0085限\u202e公司\ufeff";
/** What XML 1.0 cannot hold, even as a reference. */
// eslint-disable-next-line no-control-regex -- the pattern finds control characters on purpose
const ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

describe("control characters in names", () => {
  it("are stripped when a name is saved (the schema the storefront and the upstream share)", () => {
    expect(stripControls(NASTY)).toBe("康泰医药有限公司");
    const parsed = registerStep2Schema.safeParse({
      company: NASTY,
      company_type: "1",
      region: "110000,110100,110101",
      address: "北京市东城区一号",
      name: "张三",
      credit_code: "91110101MA01234567",
      licence_no: "",
    });
    if (parsed.success) expect(parsed.data.company).toBe("康泰医药有限公司");
    else expect(parsed.error.issues.map((i) => i.path[0])).not.toContain("company");
  });
  it("are dropped when a picture is drawn", () => {
    expect(escapeXml("a\u0000b\u001fc<d>\u007f\ud800e")).toBe("abc&lt;d&gt;e");
    expect(escapeXml("第一行\n第二行\t😀")).toBe("第一行\n第二行\t😀");
    const seal = sealSvg(NASTY, "合同专用章");
    const certificate = certificateSvg({ title: NASTY, rows: [["企业名称", NASTY]], sealName: NASTY, sealCaption: "公章" });
    const invoice = invoiceSvg({
      type: 1,
      invoice_no: "0001",
      issued_on: "2026-11-01",
      status: 1,
      buyer: { name: NASTY, tax_no: "91110101MA01234567" },
      seller: { name: "卖方", tax_no: "x" },
      lines: [{ name: NASTY, spec: "", unit: "盒", number: 1, price: "1.00", amount: "1.00", rate: "13%", tax: "0.13" }],
      amount: "1.00",
      tax: "0.13",
      total: "1.13",
      total_upper: "壹元壹角叁分",
      remark: NASTY,
    });
    for (const svg of [seal, certificate, invoice]) {
      expect(svg).not.toMatch(ILLEGAL);
      expect(svg).toContain("康泰医药有限");
    }
  });
});
