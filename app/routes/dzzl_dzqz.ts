// 电子签章 (spec alias /dzzl_dzqz): the page lives at /dzqz.
import { aliasTo } from "~/.server/alias";

export const loader = aliasTo("/dzqz");
