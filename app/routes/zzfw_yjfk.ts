// 意见反馈 (spec alias /zzfw_yjfk): the page lives at /yjfk.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/yjfk");
