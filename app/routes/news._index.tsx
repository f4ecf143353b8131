// 新闻中心 (news centre, /news): opens its first list, 行业资讯.
import { redirect } from "@remix-run/cloudflare";
import { newsListPath } from "~/lib/news";

export const loader = () => redirect(newsListPath("hy"));
