// 检验报告 (spec alias /zzfw_jybg): the page lives at /jybg.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/jybg");
