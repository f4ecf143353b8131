// 电子资料 (spec alias /dzzl): the page lives at /dzqz.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/dzqz");
