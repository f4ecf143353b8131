// The steps of registration and recovery (drawn by the shared <Steps>).
export const REGISTER_STEPS = ["验证手机号", "填写企业信息", "注册成功"] as const;
export const REGISTER_DD_STEPS = ["验证手机号", "填写门店信息", "注册成功"] as const;
export const FORGET_STEPS = ["验证手机号", "设置新密码", "重置成功"] as const;
