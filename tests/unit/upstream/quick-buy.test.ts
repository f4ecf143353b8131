import { describe, expect, it } from "vitest";
import { checkLine, sortLines, type CheckGoods } from "../../../upstream/lib/quick-buy";

const goods = (over: Partial<CheckGoods> & { id: number }): CheckGoods => ({
  name: `药品${over.id}`,
  is_buy: 1,
  stock: 100,
  zbz: 1,
  is_zbz: 0,
  ...over,
});
const G1 = goods({ id: 1, stock: 500 });
const PACK = goods({ id: 2, zbz: 10, is_zbz: 1, stock: 200 });
const NONE = goods({ id: 3, stock: 0 });
const OFF = goods({ id: 4, is_buy: 0 });
const catalogue = new Map([G1, PACK, NONE, OFF].map((g) => [g.id, g]));

describe("checkLine", () => {
  it("checks the written quantity against stock and the middle pack", () => {
    expect(checkLine(G1, "20", true)).toEqual({ number: 20, message: "" });
    expect(checkLine(G1, "600", true)).toEqual({ number: 600, message: "库存不足，当前库存 500" });
    expect(checkLine(PACK, "15", true)).toEqual({ number: 15, message: "购买数量须为中包装10的整数倍" });
    expect(checkLine(PACK, "30", true)).toEqual({ number: 30, message: "" });
  });

  it("takes the goods' default quantity when none was written", () => {
    expect(checkLine(PACK, "", true)).toEqual({ number: 10, message: "" });
    expect(checkLine(G1, "", true)).toEqual({ number: 1, message: "" });
  });

  it("refuses quantities that are not whole numbers, goods that cannot be bought, and unapproved buyers", () => {
    expect(checkLine(G1, "1.5", true).message).toBe("购买数量必须为1到50000之间的整数");
    expect(checkLine(G1, "0", true).message).toBe("购买数量必须为1到50000之间的整数");
    expect(checkLine(NONE, "1", true).message).toBe("该商品暂不可购买");
    expect(checkLine(OFF, "1", true).message).toBe("该商品暂不可购买");
    expect(checkLine(G1, "1", false).message).toBe("资质审核中，暂不能购买");
  });
});

describe("sortLines", () => {
  it("adds what it can and reports the rest with the reason", () => {
    const sorted = sortLines(
      [
        { goodsId: 1, numberText: "20" },
        { goodsId: 2, numberText: "15" },
        { goodsId: 3, numberText: "1" },
        { goodsId: 99, numberText: "1" },
        { goodsId: 4, numberText: "abc" },
      ],
      catalogue,
      new Map(),
      true,
    );
    expect(sorted.valid).toEqual([{ goodsId: 1, number: 20, name: "药品1" }]);
    expect(sorted.failed.map((f) => [f.goods_id, f.message])).toEqual([
      [99, "商品不存在"],
      [4, "购买数量必须为1到50000之间的整数"],
      [2, "购买数量须为中包装10的整数倍"],
      [3, "该商品暂不可购买"],
    ]);
  });

  it("sums the same goods over lines and counts what the cart already holds", () => {
    const sorted = sortLines(
      [
        { goodsId: 1, numberText: "200" },
        { goodsId: 1, numberText: "250" },
      ],
      catalogue,
      new Map([[1, 60]]),
      true,
    );
    expect(sorted.valid).toEqual([]);
    expect(sorted.failed).toEqual([{ goods_id: 1, name: "药品1", number: "450", message: "库存不足，当前库存 500（购物车已有 60）" }]);
    expect(
      sortLines(
        [
          { goodsId: 1, numberText: "200" },
          { goodsId: 1, numberText: "250" },
        ],
        catalogue,
        new Map(),
        true,
      ).valid,
    ).toEqual([{ goodsId: 1, number: 450, name: "药品1" }]);
  });

  it("adds nothing for a buyer whose qualification is pending", () => {
    const sorted = sortLines([{ goodsId: 1, numberText: "1" }], catalogue, new Map(), false);
    expect(sorted.valid).toEqual([]);
    expect(sorted.failed[0].message).toBe("资质审核中，暂不能购买");
  });
});
