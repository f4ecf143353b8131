// 电子出库单 (spec alias /dzzl_dzckd): the page lives at /dzckd.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/dzckd");
