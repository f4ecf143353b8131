// 电子发票 (spec alias /dzzl_dzfp): the page lives at /fp.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/fp");
