// Seed source for everything but the goods table (see goods.mjs): accounts, menus, banners and
// site texts. Plain data; scripts/seed.mjs turns it into SQL through build.mjs.
// Ids are fixed here so links (/help/…, /list/other/:id, /ppzq/info/:id) survive a re-seed.

export const ADMINS = [
  { id: 1, name: "张伟", phone: "13800001111", is_default: 1 },
  { id: 2, name: "李娜", phone: "13900002222", is_default: 0 },
];

// Every demo account logs in with demo1234 (CONTRACT.md).
export const DEMO_PASSWORD = "demo1234";

export const USERS = [
  {
    id: 1,
    username: "demo",
    company: "仁和堂大药房有限公司",
    name: "王建国",
    phone: "13812345678",
    email: "demo@example.com",
    rank: "金牌会员",
    address: "广东省广州市天河区天河路123号",
    is_passed: 1,
    points: 18935,
    wechat: "",
    is_can_chat: 0,
    is_show_youx: 1,
    is_special: 1,
    is_after_sale: 1,
    admin_id: 1,
    balance: "58000.00",
    credit_limit: "100000.00",
    credit_used: "12500.00",
  },
  {
    id: 2,
    username: "vip",
    company: "杭州西湖康宁诊所",
    name: "陈思远",
    phone: "13987654321",
    email: "vip@example.com",
    rank: "钻石会员",
    address: "浙江省杭州市西湖区文三路88号",
    is_passed: 1,
    points: 4808,
    wechat: "陈思远",
    is_can_chat: 1,
    is_show_youx: 1,
    is_special: 0,
    is_after_sale: 1,
    admin_id: 2,
    balance: "20000.00",
    credit_limit: "50000.00",
    credit_used: "0.00",
  },
  {
    id: 3,
    username: "newbie",
    company: "新康药店",
    name: "刘晓明",
    phone: "13700001234",
    email: "",
    rank: "普通会员",
    address: "江苏省南京市鼓楼区中山北路200号",
    is_passed: 0,
    points: 0,
    wechat: "",
    is_can_chat: 0,
    is_show_youx: 1,
    is_special: 0,
    is_after_sale: 0,
    admin_id: 1,
    balance: "0.00",
    credit_limit: "0.00",
    credit_used: "0.00",
  },
  {
    // Approved clinic whose 经营范围 lacks 含特殊药品复方制剂 and 医疗器械 and whose annual e-contract
    // is unsigned (CONTRACT.md): its 提交订单 answers 459 and leads to /dzht.
    id: 5,
    username: "clinic",
    company: "成都锦江仁心社区诊所",
    name: "赵敏",
    phone: "13655556666",
    email: "clinic@example.com",
    rank: "银牌会员",
    address: "四川省成都市锦江区东大街下东大街段166号",
    is_passed: 1,
    points: 300,
    wechat: "",
    is_can_chat: 0,
    is_show_youx: 1,
    is_special: 0,
    is_after_sale: 1,
    admin_id: 1,
    balance: "30000.00",
    credit_limit: "0.00",
    credit_used: "0.00",
  },
];

// Messages (/wdxx): accounts.mjs messageRows, which reads their order numbers, amounts and dates
// from the rest of the seed.

// Lines by goods id; newbie's cart stays empty (CONTRACT.md).
export const CART_LINES = [
  { id: 1, user_id: 1, goods_id: 1, number: 20 },
  { id: 2, user_id: 1, goods_id: 3, number: 10 },
  { id: 3, user_id: 1, goods_id: 5, number: 50 },
  { id: 4, user_id: 2, goods_id: 2, number: 5 },
  { id: 5, user_id: 2, goods_id: 4, number: 20 },
];

// Favourites by goods id, for demo only (vip and newbie start with none). Fixed times keep the seed stable.
export const FAVORITES = [
  { user_id: 1, goods_id: 18, created_at: 1793404800 },
  { user_id: 1, goods_id: 37, created_at: 1793491200 },
  { user_id: 1, goods_id: 61, created_at: 1793577600 },
];

export const SITE_CONFIG = {
  site_name: "药品批发采购商城",
  hot_line: "400-800-1234",
  qq1: "800012345",
  qq2: "800067890",
  // Empty URL: the storefront shows quality_inspection_msg instead of opening a link (spec §6).
  quality_inspection_url: "",
  quality_inspection_msg: "药品检验报告请联系您的客户经理索取，或在“药检报告”页面按批号查询。",
  login_url: "/login",
  // Operator, licences, address and record filing: content.mjs (merged in by build.mjs).
};

export const HOT_WORDS = ["阿莫西林", "布洛芬", "连花清瘟", "板蓝根", "口罩", "感冒灵", "维生素C", "六味地黄丸"];

// Top-level nav; `children` become nav_items rows with parent_id.
export const NAV = [
  { id: 1, name: "首页", url: "/" },
  {
    id: 2,
    name: "品牌专区",
    url: "/ppzq",
    children: [
      { id: 101, name: "以岭药业", url: "/ppzq/info/8" },
      { id: 102, name: "同仁堂", url: "/ppzq/info/2" },
      { id: 103, name: "华润三九", url: "/ppzq/info/6" },
    ],
  },
  {
    id: 3,
    name: "中药专区",
    url: "/zyyp",
    children: [
      { id: 104, name: "中成药", url: "/zyyp?category_id=30100" },
      { id: 105, name: "中药饮片", url: "/zyyp?category_id=30200" },
    ],
  },
  {
    id: 4,
    name: "器械专区",
    url: "/qxzq",
    children: [
      { id: 106, name: "防护用品", url: "/qxzq?category_id=40100" },
      { id: 107, name: "检测器具", url: "/qxzq?category_id=40200" },
    ],
  },
  { id: 5, name: "控销专区", url: "/kxzq", children: [{ id: 108, name: "新品控销", url: "/kxzq/new" }] },
  { id: 6, name: "近效期专区", url: "/jxqzc" },
  { id: 7, name: "包邮专区", url: "/yx", children: [{ id: 109, name: "包邮规则", url: "/yx/rule" }] },
  { id: 8, name: "每日特价", url: "/mrtj" },
  { id: 9, name: "领券中心", url: "/lqzx" },
  { id: 10, name: "积分商城", url: "/jfsc" },
];

// Category trees. Ids: tree base + top index × 100, children top id + child index, so adding a child
// or a top at the end never renumbers existing ones. Goods refer to them by "tree:Top/Child".
export const CATEGORY_TREES = {
  general: {
    base: 10000,
    tops: [
      ["抗感染药", ["青霉素类", "头孢菌素类", "大环内酯类", "喹诺酮类", "抗病毒药", "抗真菌药"]],
      ["解热镇痛", ["解热镇痛药", "非甾体抗炎药", "抗痛风药", "偏头痛用药"]],
      ["呼吸系统", ["感冒用药", "止咳化痰", "平喘药", "抗过敏药"]],
      ["消化系统", ["抑酸护胃", "助消化药", "止泻药", "通便药", "肝胆用药"]],
      ["心脑血管", ["降压药", "降脂药", "抗心绞痛", "抗血栓", "脑血管用药"]],
      ["内分泌", ["降糖药", "甲状腺用药", "骨质疏松"]],
      ["维生素矿物质", ["维生素类", "钙剂", "微量元素", "复合维生素"]],
      ["皮肤用药", ["皮炎湿疹", "抗真菌外用", "痤疮用药", "烧烫伤"]],
      ["五官科", ["眼科用药", "耳鼻喉用药", "口腔用药"]],
      ["妇科", ["妇科炎症", "月经不调", "计生用品"]],
      ["儿科", ["儿童感冒", "儿童消化", "小儿退热"]],
      ["中成药", ["清热解毒", "补益类", "活血化瘀", "风湿骨痛"]],
    ],
  },
  yx: {
    base: 20000,
    tops: [
      ["包邮感冒发热", ["感冒用药", "退热镇痛", "清热解毒"]],
      ["包邮肠胃用药", ["抑酸护胃", "止泻通便", "助消化"]],
      ["包邮慢病用药", ["高血压", "糖尿病", "心脑血管"]],
      ["包邮器械", ["防护口罩", "家用检测", "护理敷料"]],
    ],
  },
  zy: {
    base: 30000,
    tops: [
      ["中成药", ["感冒清热", "止咳化痰", "肠胃消化", "补益安神", "心脑血管"]],
      ["中药饮片", ["根茎类", "花叶类", "果实种子类", "全草类"]],
      ["滋补养生", ["参茸类", "花草茶", "药食同源"]],
    ],
  },
  qx: {
    base: 40000,
    tops: [
      ["防护用品", ["口罩", "防护服", "手套", "消毒用品"]],
      ["检测器具", ["体温计", "血压计", "血糖仪及试纸", "检测试剂"]],
      ["护理用品", ["医用敷料", "棉签棉球", "创可贴", "绷带胶布"]],
      ["康复器械", ["轮椅拐杖", "护具", "雾化器"]],
    ],
  },
};

export const BRANDS = [
  {
    id: 1,
    name: "白云山",
    description:
      "广州白云山医药集团，百年中华老字号。旗下白云山制药总厂、中一药业、光华制药等企业，产品覆盖抗感染、清热解毒、心脑血管等领域。",
  },
  {
    id: 2,
    name: "同仁堂",
    description:
      "北京同仁堂，创建于1669年的中药老字号。秉承“炮制虽繁必不敢省人工，品味虽贵必不敢减物力”的古训，安宫牛黄丸、乌鸡白凤丸、六味地黄丸家喻户晓。",
  },
  { id: 3, name: "云南白药", description: "云南白药集团，止血化瘀的国家保密配方。以云南白药气雾剂、创可贴、胶囊等产品守护家庭健康。" },
  { id: 4, name: "修正", description: "修正药业集团，“良心药，放心药”。产品涵盖感冒、消化、心脑血管及妇儿用药。" },
  { id: 5, name: "哈药", description: "哈药集团，三精、世一堂等知名品牌。葡萄糖酸锌、双黄连口服液、小儿感冒用药是药店常备品种。" },
  { id: 6, name: "华润三九", description: "华润三九医药，999感冒灵、皮炎平、三九胃泰等品牌，自我诊疗（OTC）领域的领先企业。" },
  { id: 7, name: "石药", description: "石药集团，化学药与创新药综合企业。抗感染、心脑血管及抗肿瘤药物品种齐全。" },
  { id: 8, name: "以岭", description: "以岭药业，络病理论指导的中药创新企业。连花清瘟、通心络、参松养心等品种广泛应用于临床。" },
  { id: 9, name: "扬子江", description: "扬子江药业集团，中西药并重的制药企业。胃苏颗粒、苏黄止咳胶囊、蓝芩口服液等品种质量可靠。" },
  { id: 10, name: "仁和", description: "仁和药业，可立克、优卡丹等家庭常备药品牌，感冒、儿童用药品类丰富。" },
  { id: 11, name: "鱼跃", description: "鱼跃医疗，家用医疗器械品牌。电子血压计、体温计、制氧机、雾化器等产品进入千家万户。" },
  { id: 12, name: "稳健医疗", description: "稳健医疗，医用敷料与防护用品。医用口罩、棉签、纱布等产品通过严格的质量体系生产。" },
  {
    id: 13,
    name: "天士力",
    description: "天士力医药集团，现代中药代表企业。复方丹参滴丸、养血清脑颗粒、芪参益气滴丸用于心脑血管疾病防治。",
  },
  { id: 14, name: "步长", description: "步长制药，专注心脑血管中成药。脑心通胶囊、稳心颗粒等产品临床应用广泛。" },
  { id: 15, name: "九芝堂", description: "九芝堂，始创于1650年的湖南中药老字号。六味地黄丸、驴胶补血颗粒等补益类产品享誉全国。" },
  { id: 16, name: "葵花", description: "葵花药业，“小葵花”儿童药与护肝片品牌，儿童用药品种齐全。" },
  { id: 17, name: "片仔癀", description: "片仔癀药业，国家一级中药保护品种片仔癀的生产企业，传承近五百年的清热解毒名方。" },
  { id: 18, name: "江中", description: "江中药业，健胃消食片、复方草珊瑚含片等消化与咽喉用药品牌。" },
  { id: 19, name: "东阿阿胶", description: "东阿阿胶，传承三千年的阿胶制作技艺，阿胶、复方阿胶浆等滋补产品。" },
  { id: 20, name: "三诺", description: "三诺生物，专注血糖监测的生物传感企业，血糖仪与试条服务数千万糖尿病患者。" },
];

// The storefront's shell engineer owns these image files; the paths are the contract.
export const FOCUS = [
  { id: 1, position: "top", image: "/images/banner/top.svg", url: "/lqzx", title: "领券中心 满1000减60 天天可领" },
  { id: 2, position: "home", image: "/images/banner/home-1.svg", url: "/mrtj", title: "每日特价 精选常备药低至8折" },
  { id: 3, position: "home", image: "/images/banner/home-2.svg", url: "/welfare", title: "全场94折 会员专享" },
  { id: 4, position: "home", image: "/images/banner/home-3.svg", url: "/zyyp", title: "中药专区 道地药材" },
  { id: 5, position: "demo", banner_id: 121, image: "/images/banner/bottom-121.svg", url: "/jxqzc", title: "近效期专区 清仓特惠" },
  { id: 6, position: "login", image: "/images/banner/login.svg", url: "", title: "正品保障 极速配送" },
];

// Help articles, rule texts, news, contracts and chat: content.mjs.
