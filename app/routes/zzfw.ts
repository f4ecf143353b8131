// 自助服务 (spec alias /zzfw): the page lives at /kjcg.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/kjcg");
