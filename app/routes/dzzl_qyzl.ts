// 企业资料 (spec alias /dzzl_qyzl): the page lives at /qyzl.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/qyzl");
