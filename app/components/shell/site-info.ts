// Fixed texts of the footer. The operator, licences, address and record filing come from the
// upstream's site configuration (GET /api/common/config), not from here.
export const NOTICES = [
  "本网站不发布麻醉药品、精神药品、医疗用毒性药品、放射性药品、戒毒药品和医疗机构制剂的产品信息",
  "未经药品监督管理部门审批的药品广告不得发布",
] as const;

export const QR = {
  app: { src: "/images/qr/app.svg", alt: "手机APP下载二维码", caption: "扫码下载手机APP" },
  wechat: { src: "/images/qr/wechat.svg", alt: "微信公众号二维码", caption: "扫码关注微信公众号" },
} as const;

export const LOGO = { src: "/images/logo.svg", alt: "药品批发采购商城", width: 230, height: 60 } as const;
/** The logo's mark alone (the favicon), for the phone's compact header. */
export const LOGO_MARK = { src: "/favicon.svg", size: 48 } as const;

export const QQ_CHAT_URL = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
