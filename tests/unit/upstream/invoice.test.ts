import { describe, expect, it } from "vitest";
import { sum } from "../../../app/lib/money";
import { capitalYuan, invoiceTotals, splitTax, taxCategory } from "../../../upstream/lib/invoice";

describe("capitalYuan", () => {
  it.each([
    ["1052.30", "壹仟零伍拾贰圆叁角"],
    ["1000.00", "壹仟圆整"],
    ["100005", "壹拾万零伍圆整"],
    ["100000", "壹拾万圆整"],
    ["10.05", "壹拾圆零伍分"],
    ["0.50", "伍角"],
    ["0.05", "伍分"],
    ["0", "零圆整"],
    ["3007.08", "叁仟零柒圆零捌分"],
    ["120034500.60", "壹亿贰仟零叁万肆仟伍佰圆陆角"],
    ["-15.00", "负壹拾伍圆整"],
  ])("%s → %s", (value, text) => {
    expect(capitalYuan(value)).toBe(text);
  });
});

describe("splitTax", () => {
  it("splits a tax-inclusive amount into net and tax that add back up", () => {
    const [net, tax] = splitTax("113.00", "0.13");
    expect([net.toFixed(2), tax.toFixed(2)]).toEqual(["100.00", "13.00"]);
    const [n2, t2] = splitTax("395.00", "0.13");
    expect(n2.plus(t2).toFixed(2)).toBe("395.00");
    expect(n2.toFixed(2)).toBe("349.56");
  });
});

describe("taxCategory", () => {
  it("reads the category from the approval number", () => {
    expect(taxCategory("国药准字H44021351")).toBe("化学药品制剂");
    expect(taxCategory("国药准字Z20040063")).toBe("中成药");
    expect(taxCategory("国药准字S10980001")).toBe("生物制品");
    expect(taxCategory("鄂械注准20202140089")).toBe("医疗器械");
    expect(taxCategory("")).toBe("药品");
  });
});

describe("invoiceTotals", () => {
  const lines = [
    { name: "阿莫西林胶囊", ypgg: "0.25g*24粒", bzdw: "盒", pzwh: "国药准字H44021351", number: 50, amount: "395.00" },
    { name: "医用外科口罩", ypgg: "10只/袋", bzdw: "袋", pzwh: "鄂械注准20202140089", number: 100, amount: "680.00" },
  ];

  it("adds up to the order's pay amount with discount and shipping lines", () => {
    const t = invoiceTotals(lines, { manjian_amount: "50.00", coupon_amount: "20.00", gift_amount: "0.00", shipping_amount: "15.00" });
    expect(t.total).toBe("1020.00"); // 1075 − 70 + 15
    expect(sum([t.amount, t.tax]).toFixed(2)).toBe(t.total);
    expect(t.lines.map((l) => l.name)).toEqual(["*化学药品制剂*阿莫西林胶囊", "*医疗器械*医用外科口罩", "折扣", "*运输服务*运费"]);
    expect(t.lines[2].amount.startsWith("-")).toBe(true);
    expect(t.lines[3].rate).toBe("9%");
    expect(t.lines[0]).toMatchObject({ number: 50, price: "6.9912", amount: "349.56", tax: "45.44", rate: "13%" });
    expect(t.total_upper).toBe("壹仟零贰拾圆整");
  });

  it("has no discount or shipping line when the order has none", () => {
    const t = invoiceTotals(lines, { manjian_amount: "0.00", coupon_amount: "0.00", gift_amount: "0.00", shipping_amount: "0.00" });
    expect(t.lines).toHaveLength(2);
    expect(t.total).toBe("1075.00");
  });
});
