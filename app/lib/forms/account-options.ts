// Choices of the account forms that pages show (select options): no zod here, so components may import it.
export const COMPANY_TYPES = ["单体药店", "连锁药店", "诊所", "医院", "卫生院", "医药批发企业"] as const;
