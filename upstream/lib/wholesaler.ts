// The wholesaler behind the store (the seller on every invoice, outbound note and first-trade package)
// and its licences (企业资料). Demo values in the official formats; name, credit code, address and
// 药品经营许可证 are the footer's (app/components/shell/site-info.ts).

export const WHOLESALER = {
  name: "广州药采通医药科技有限公司",
  tax_no: "91440101MA5D8Y2K3Q",
  address: "广东省广州市黄埔区科学大道188号药采通医药产业园A栋8楼",
  phone: "020-82000000",
  bank: "中国工商银行广州科学城支行",
  account: "3602 0012 0920 0123 456",
  legal_person: "周振华",
  quality_manager: "刘敏",
  warehouse: "药采通黄埔物流中心",
  warehouse_address: "广东省广州市黄埔区开创大道2555号",
  scope: "中成药、中药饮片、化学药制剂、抗生素制剂、生化药品、生物制品（除疫苗）、含特殊药品复方制剂、第二类和第三类医疗器械批发",
} as const;

export interface Licence {
  id: number;
  name: string;
  number: string;
  issuer: string;
  issued_on: string;
  /** YYYY-MM-DD, or 长期. */
  valid_until: string;
  scope: string;
}

export const LICENCES: Licence[] = [
  {
    id: 1,
    name: "营业执照",
    number: WHOLESALER.tax_no,
    issuer: "广州市黄埔区市场监督管理局",
    issued_on: "2019-04-18",
    valid_until: "长期",
    scope: "药品批发；医疗器械经营；消毒产品销售；普通货物仓储服务",
  },
  {
    id: 2,
    name: "药品经营许可证",
    number: "粤AA0201234",
    issuer: "广东省药品监督管理局",
    issued_on: "2024-07-01",
    valid_until: "2029-06-30",
    scope: WHOLESALER.scope,
  },
  {
    id: 3,
    name: "药品经营质量管理规范认证证书（GSP）",
    number: "A-GD-19-0123",
    issuer: "广东省药品监督管理局",
    issued_on: "2019-07-01",
    valid_until: "2029-06-30",
    scope: "药品批发",
  },
  {
    id: 4,
    name: "医疗器械经营许可证",
    number: "粤穗药监械经营许20190456号",
    issuer: "广州市市场监督管理局",
    issued_on: "2024-03-13",
    valid_until: "2029-03-12",
    scope: "第三类医疗器械批发",
  },
  {
    id: 5,
    name: "第二类医疗器械经营备案凭证",
    number: "粤穗药监械经营备20190789号",
    issuer: "广州市市场监督管理局",
    issued_on: "2019-05-20",
    valid_until: "长期",
    scope: "第二类医疗器械批发",
  },
];

/** Letters of the first-trade package besides the licences: title and paragraphs. */
export const PACKAGE_LETTERS: { file: string; title: string; paragraphs: string[] }[] = [
  {
    file: "法人授权委托书",
    title: "法人授权委托书",
    paragraphs: [
      `兹授权我公司销售代表（客户经理）代表${WHOLESALER.name}办理药品、医疗器械销售业务，包括签订购销合同、开具票据及办理相关手续。`,
      "授权范围：本公司《药品经营许可证》《医疗器械经营许可证》核准范围内的品种。",
      "授权期限：自签发之日起一年。被授权人不得转授权，超出授权范围的行为本公司不予承认。",
      `法定代表人：${WHOLESALER.legal_person}`,
    ],
  },
  {
    file: "质量保证协议",
    title: "药品质量保证协议",
    paragraphs: [
      "一、供货方保证所供药品均为合法企业生产，质量符合国家药品标准，并随货提供加盖出库专用章的随货同行单。",
      "二、供货方按购货方要求提供所供批次的检验报告书，检验报告可在商城“药检报告”页面查询下载。",
      "三、运输过程中须符合药品的贮藏要求，冷链药品全程温控并提供温度记录。",
      "四、因药品质量问题造成的损失由供货方负责，购货方应在收货后及时验收并反馈。",
      `五、本协议自双方盖章之日起生效，有效期一年。质量负责人：${WHOLESALER.quality_manager}`,
    ],
  },
  {
    file: "开票资料",
    title: "开票资料",
    paragraphs: [
      `名称：${WHOLESALER.name}`,
      `纳税人识别号：${WHOLESALER.tax_no}`,
      `地址、电话：${WHOLESALER.address} ${WHOLESALER.phone}`,
      `开户行及账号：${WHOLESALER.bank} ${WHOLESALER.account}`,
    ],
  },
];
