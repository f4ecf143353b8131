// 电子发票查询 (spec alias /zzfw_dzfp): the page lives at /dzfp.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/dzfp");
