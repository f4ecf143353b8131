// 品种求购 (spec alias /zzfw_pzqg): the page lives at /pzqg.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/pzqg");
