// 快捷采购 (spec alias /zzfw_kjcg): the page lives at /kjcg.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/kjcg");
