// 我的收藏 (spec alias /zzfw_wdsc): the page lives at /star.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/star");
