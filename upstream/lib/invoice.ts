// The lines of an e-invoice from its order: each goods line under its tax category (*化学药品制剂*…),
// the order's reductions as one 折扣 line, shipping as *运输服务*运费; amounts without tax, tax and
// 价税合计 in capital numerals. The tax-inclusive amounts add up to the order's pay_amount exactly.
import { Decimal, formatMoney, money, sum, type MoneyInput } from "../../app/lib/money";

export const GOODS_TAX_RATE = "0.13";
export const SHIPPING_TAX_RATE = "0.09";

export interface InvoiceSourceLine {
  name: string;
  ypgg: string;
  bzdw: string;
  pzwh: string;
  number: number;
  /** Tax-inclusive line amount. */
  amount: string;
}

export interface InvoiceSourceOrder {
  manjian_amount: string;
  coupon_amount: string;
  gift_amount: string;
  shipping_amount: string;
}

export interface InvoiceLine {
  /** 项目名称: *税收分类*名称. */
  name: string;
  spec: string;
  unit: string;
  /** null on the 折扣 and 运费 lines. */
  number: number | null;
  /** Unit price without tax (up to 6 decimals), "" on the 折扣 line. */
  price: string;
  /** Amount without tax. */
  amount: string;
  /** "13%". */
  rate: string;
  tax: string;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  /** 合计金额 (without tax). */
  amount: string;
  /** 合计税额. */
  tax: string;
  /** 价税合计. */
  total: string;
  /** 价税合计（大写）. */
  total_upper: string;
}

/** The tax category of a goods by its approval number. */
export function taxCategory(pzwh: string): string {
  if (/械/.test(pzwh)) return "医疗器械";
  if (/卫消证字/.test(pzwh)) return "消毒用品";
  const m = /国药准字([HZSBTFJ])/i.exec(pzwh);
  switch (m?.[1].toUpperCase()) {
    case "H":
    case "J":
      return "化学药品制剂";
    case "Z":
      return "中成药";
    case "S":
      return "生物制品";
    default:
      return "药品";
  }
}

/** Tax-inclusive → [amount without tax, tax], rounded half up to the cent; the two add up exactly. */
export function splitTax(inclusive: MoneyInput, rate: string): [Decimal, Decimal] {
  const gross = money(inclusive);
  const net = gross.dividedBy(new Decimal(1).plus(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return [net, gross.minus(net)];
}

const percent = (rate: string) => `${new Decimal(rate).times(100).toString()}%`;

/** Unit price without tax: 6 decimals at most, at least 2, trailing zeros dropped. */
function unitPrice(net: Decimal, number: number): string {
  const text = net.dividedBy(number).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6).replace(/0+$/, "");
  const [whole, frac = ""] = text.split(".");
  return `${whole}.${frac.padEnd(2, "0")}`;
}

export function invoiceTotals(lines: InvoiceSourceLine[], order: InvoiceSourceOrder): InvoiceTotals {
  const out: InvoiceLine[] = [];
  const add = (line: Omit<InvoiceLine, "amount" | "tax" | "rate">, inclusive: Decimal, rate: string) => {
    const [net, tax] = splitTax(inclusive, rate);
    out.push({ ...line, amount: formatMoney(net), rate: percent(rate), tax: formatMoney(tax) });
  };
  for (const l of lines) {
    const [net] = splitTax(l.amount, GOODS_TAX_RATE);
    add(
      { name: `*${taxCategory(l.pzwh)}*${l.name}`, spec: l.ypgg, unit: l.bzdw, number: l.number, price: unitPrice(net, l.number) },
      money(l.amount),
      GOODS_TAX_RATE,
    );
  }
  const discount = sum([order.manjian_amount, order.coupon_amount]).minus(money(order.gift_amount));
  if (!discount.isZero()) add({ name: "折扣", spec: "", unit: "", number: null, price: "" }, discount.negated(), GOODS_TAX_RATE);
  const shipping = money(order.shipping_amount);
  if (!shipping.isZero()) add({ name: "*运输服务*运费", spec: "", unit: "次", number: null, price: "" }, shipping, SHIPPING_TAX_RATE);
  const amount = sum(out.map((l) => l.amount));
  const tax = sum(out.map((l) => l.tax));
  const total = amount.plus(tax);
  return { lines: out, amount: formatMoney(amount), tax: formatMoney(tax), total: formatMoney(total), total_upper: capitalYuan(total) };
}

const DIGITS = "零壹贰叁肆伍陆柒捌玖";
const SMALL_UNITS = ["", "拾", "佰", "仟"];
const BIG_UNITS = ["", "万", "亿", "万亿"];

/** A money amount in capital numerals, as on invoices and cheques: 1052.30 → 壹仟零伍拾贰圆叁角. */
export function capitalYuan(value: MoneyInput): string {
  const amount = money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const negative = amount.isNegative();
  const [wholeText, fracText] = amount.abs().toFixed(2).split(".");
  let whole = "";
  if (wholeText !== "0") {
    const groups: string[] = [];
    for (let end = wholeText.length; end > 0; end -= 4) groups.unshift(wholeText.slice(Math.max(0, end - 4), end));
    let zeroPending = false;
    groups.forEach((group, gi) => {
      const bigUnit = BIG_UNITS[groups.length - 1 - gi];
      const digits = group.padStart(4, "0");
      let groupText = "";
      for (let i = 0; i < 4; i++) {
        const d = Number(digits[i]);
        if (d === 0) {
          if (groupText || whole) zeroPending = true;
          continue;
        }
        if (zeroPending) groupText += "零";
        zeroPending = false;
        groupText += DIGITS[d] + SMALL_UNITS[3 - i];
      }
      if (groupText) whole += groupText + bigUnit;
    });
    whole += "圆";
  }
  const jiao = Number(fracText[0]);
  const fen = Number(fracText[1]);
  let frac = "";
  if (jiao) frac += DIGITS[jiao] + "角";
  if (fen) frac += (jiao || !whole ? "" : "零") + DIGITS[fen] + "分";
  const text = !whole && !frac ? "零圆整" : whole + (frac || "整");
  return (negative ? "负" : "") + text;
}
