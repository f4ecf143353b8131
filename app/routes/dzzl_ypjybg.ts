// 药检报告 (spec alias /dzzl_ypjybg): the page lives at /ypjybg.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/ypjybg");
