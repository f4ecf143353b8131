import { describe, expect, it } from "vitest";
import { parseForm } from ".";
import { afterSalesSchema, cancelFormSchema, confirmReceiptFormSchema, orderIntentSchema, returnFormSchema, returnSchema } from "./orders";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}
const fails = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

const lines = [
  { id: 5, number: 20, returned_number: 5, name: "阿莫西林胶囊" },
  { id: 6, number: 10, returned_number: 0, name: "布洛芬" },
];

describe("the order buttons", () => {
  it("know their intents and read 确认取消", () => {
    expect(
      parseForm(
        orderIntentSchema,
        form([
          ["intent", "buy_again"],
          ["redirectTo", "/order"],
        ]),
      ),
    ).toMatchObject({ ok: true, data: { intent: "buy_again", redirectTo: "/order" } });
    expect(fails(parseForm(orderIntentSchema, form([["intent", "refund"]])))).toEqual({ field: "intent", message: "请选择要进行的操作" });
    expect(parseForm(cancelFormSchema, form([["confirmed", "1"]]))).toEqual({ ok: true, data: { confirmed: true } });
    expect(parseForm(cancelFormSchema, form([]))).toEqual({ ok: true, data: { confirmed: false } });
  });
});

describe("申请退货: the form (returnFormSchema)", () => {
  const schema = returnFormSchema(lines);
  it("reads the chosen lines with their quantities", () => {
    const read = parseForm(
      schema,
      form([
        ["order_line_id", "5"],
        ["number_5", "15"],
        ["number_6", "3"],
        ["reason", " 近效期 "],
        ["description", ""],
      ]),
    );
    expect(read).toEqual({ ok: true, data: { picks: [{ lineId: 5, number: 15 }], reason: "近效期", description: "" } });
  });
  it("gives the first error of the first failing field, at each boundary", () => {
    expect(fails(parseForm(schema, form([["reason", "x"]])))).toEqual({ field: "order_line_id", message: "请选择退货商品" });
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "9"],
            ["reason", "x"],
          ]),
        ),
      ),
    ).toEqual({ field: "order_line_id", message: "请选择退货商品" });
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "abc"],
            ["reason", "x"],
          ]),
        ),
      ),
    ).toEqual({ field: "order_line_id", message: "请选择退货商品" });
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "5"],
            ["number_5", "16"],
            ["reason", "x"],
          ]),
        ),
      ),
    ).toEqual({
      field: "number_5",
      message: "「阿莫西林胶囊」退货数量须为1到可退数量 15 之间的整数",
    });
    expect(
      parseForm(
        schema,
        form([
          ["order_line_id", "5"],
          ["number_5", "15"],
          ["reason", "x"],
        ]),
      ).ok,
    ).toBe(true);
    for (const bad of ["0", "1.5", "-1", ""])
      expect(
        fails(
          parseForm(
            schema,
            form([
              ["order_line_id", "6"],
              ["number_6", bad],
              ["reason", "x"],
            ]),
          ),
        ),
      ).toMatchObject({ field: "number_6" });
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "6"],
            ["number_6", "1"],
            ["reason", " "],
          ]),
        ),
      ),
    ).toEqual({ field: "reason", message: "请填写退货原因" });
    expect(
      parseForm(
        schema,
        form([
          ["order_line_id", "6"],
          ["number_6", "1"],
          ["reason", "长".repeat(50)],
        ]),
      ).ok,
    ).toBe(true);
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "6"],
            ["number_6", "1"],
            ["reason", "长".repeat(51)],
          ]),
        ),
      ),
    ).toEqual({ field: "reason", message: "退货原因不能超过50个字符" });
    expect(
      fails(
        parseForm(
          schema,
          form([
            ["order_line_id", "6"],
            ["number_6", "1"],
            ["reason", "破损"],
            ["description", "长".repeat(501)],
          ]),
        ),
      ),
    ).toMatchObject({ field: "description" });
  });
  it("keeps what the buyer typed", () => {
    const read = parseForm(
      schema,
      form([
        ["order_line_id", "6"],
        ["number_6", "99"],
        ["reason", "破损"],
      ]),
    );
    expect(!read.ok && read.values).toEqual({ order_line_id: "6", number_6: "99", reason: "破损" });
  });
});

describe("申请退货: the upstream call (returnSchema)", () => {
  const schema = returnSchema(lines);
  it("reads parallel lists", () => {
    expect(parseForm(schema, { "order_line_id[]": ["5", "6"], "number[]": ["1", "10"], reason: "破损" })).toEqual({
      ok: true,
      data: {
        picks: [
          { lineId: 5, number: 1 },
          { lineId: 6, number: 10 },
        ],
        reason: "破损",
        description: "",
      },
    });
  });
  it("refuses a line twice, a missing quantity or one above what is left", () => {
    expect(fails(parseForm(schema, { "order_line_id[]": ["6", "6"], "number[]": ["1", "1"], reason: "x" }))).toEqual({
      field: "order_line_id",
      message: "请选择退货商品",
    });
    expect(fails(parseForm(schema, { "order_line_id[]": ["6"], reason: "x" }))).toMatchObject({ field: "number" });
    expect(fails(parseForm(schema, { "order_line_id[]": ["6"], "number[]": ["11"], reason: "x" }))).toEqual({
      field: "number",
      message: "「布洛芬」退货数量须为1到可退数量 10 之间的整数",
    });
  });
});

describe("申请售后 (afterSalesSchema, both sides)", () => {
  it("reads a valid request", () => {
    expect(
      parseForm(
        afterSalesSchema,
        form([
          ["type", "3"],
          ["description", "外箱破损两件"],
          ["phone", "13812345678"],
        ]),
      ),
    ).toEqual({
      ok: true,
      data: { type: 3, description: "外箱破损两件", phone: "13812345678" },
    });
    expect(
      parseForm(
        afterSalesSchema,
        form([
          ["type", "4"],
          ["description", "其他问题说明"],
          ["phone", "020-87654321"],
        ]),
      ).ok,
    ).toBe(true);
  });
  it("gives the first error at each boundary", () => {
    expect(fails(parseForm(afterSalesSchema, form([["type", "9"]])))).toEqual({ field: "type", message: "请选择售后类型" });
    expect(
      fails(
        parseForm(
          afterSalesSchema,
          form([
            ["type", "1"],
            ["description", "短短短短"],
            ["phone", "13812345678"],
          ]),
        ),
      ),
    ).toEqual({ field: "description", message: "请描述问题（5到500个字）" });
    expect(
      parseForm(
        afterSalesSchema,
        form([
          ["type", "1"],
          ["description", "短短短短短"],
          ["phone", "13812345678"],
        ]),
      ).ok,
    ).toBe(true);
    expect(
      parseForm(
        afterSalesSchema,
        form([
          ["type", "1"],
          ["description", "长".repeat(500)],
          ["phone", "13812345678"],
        ]),
      ).ok,
    ).toBe(true);
    expect(
      fails(
        parseForm(
          afterSalesSchema,
          form([
            ["type", "1"],
            ["description", "长".repeat(501)],
            ["phone", "13812345678"],
          ]),
        ),
      ),
    ).toMatchObject({ field: "description" });
    expect(
      fails(
        parseForm(
          afterSalesSchema,
          form([
            ["type", "1"],
            ["description", "包装破损严重"],
            ["phone", "123"],
          ]),
        ),
      ),
    ).toEqual({ field: "phone", message: "请输入正确的联系电话" });
  });
});

describe("确认回执", () => {
  it("needs the receipt", () => {
    expect(
      parseForm(
        confirmReceiptFormSchema,
        form([
          ["intent", "confirm"],
          ["receipt_id", "3"],
        ]),
      ),
    ).toMatchObject({ ok: true, data: { receipt_id: 3 } });
    expect(
      fails(
        parseForm(
          confirmReceiptFormSchema,
          form([
            ["intent", "confirm"],
            ["receipt_id", "x"],
          ]),
        ),
      ),
    ).toEqual({ field: "receipt_id", message: "请选择要确认的回执" });
    expect(fails(parseForm(confirmReceiptFormSchema, form([["receipt_id", "3"]])))).toEqual({
      field: "intent",
      message: "请选择要进行的操作",
    });
  });
});
