// 资质证照 (licences, old address /jcxx_zzzj): redirects to /zzzj (spec §2 alias).
import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/zzzj", 301);
