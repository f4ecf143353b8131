// 首营资料 (spec alias /dzzl_syzl): the page lives at /syzl.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/syzl");
