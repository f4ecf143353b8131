#!/usr/bin/env node
// A deliberately broken upstream for the e2e suite: answers every call with 500, garbage, 401 or
// never, by the mode set through `PUT /__mode/<mode>`.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 8792);
const MODES = new Set(["500", "garbage", "401", "never"]);
let mode = "500";

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/__health") return res.end("ok");
  const set = url.pathname.match(/^\/__mode\/(\w+)$/);
  if (set && MODES.has(set[1])) {
    mode = set[1];
    return res.end(mode);
  }
  switch (mode) {
    case "500":
      res.writeHead(500, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ code: 500, msg: "Internal Server Error", data: null }));
    case "garbage":
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html><body>Fatal error: Uncaught PDOException in /var/www/index.php:42</body></html>");
    case "401":
      res.writeHead(401, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ code: 10001, msg: "请先登录", data: null }));
    case "never":
      return; // hold the connection open: the storefront's timeout must answer
  }
}).listen(port, "127.0.0.1", () => console.log(`failing upstream on ${port}`));
