// The store's own fixed texts for the footer: operator, licences, record filing. One place to
// change them when the operator's real numbers are known.
export const SITE = {
  operator: "广州药采通医药科技有限公司",
  address: "广东省广州市黄埔区科学大道188号药采通医药产业园A栋8楼",
  icp: "粤ICP备2024012345号-1",
  icpUrl: "https://beian.miit.gov.cn/",
  licences: [
    { label: "互联网药品信息服务资格证书编号", value: "(粤)-经营性-2024-0123" },
    { label: "药品网络交易服务第三方平台备案凭证", value: "(粤)网药平台备字〔2024〕第000123号" },
    { label: "药品经营许可证", value: "粤AA0201234" },
    { label: "医疗器械网络交易服务第三方平台备案凭证", value: "(粤)网械平台备字〔2024〕第00088号" },
    { label: "统一社会信用代码", value: "91440101MA5D8Y2K3Q" },
  ],
  notices: [
    "本网站不发布麻醉药品、精神药品、医疗用毒性药品、放射性药品、戒毒药品和医疗机构制剂的产品信息",
    "未经药品监督管理部门审批的药品广告不得发布",
  ],
  copyright: "© 2026 药品批发采购商城 版权所有",
} as const;

export const QR = {
  app: { src: "/images/qr/app.svg", alt: "手机APP下载二维码", caption: "扫码下载手机APP" },
  wechat: { src: "/images/qr/wechat.svg", alt: "微信公众号二维码", caption: "扫码关注微信公众号" },
} as const;

export const LOGO = { src: "/images/logo.svg", alt: "药品批发采购商城", width: 230, height: 60 } as const;

export const QQ_CHAT_URL = (qq: string) =>
  `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
