// The buyer's account: login, logout and the user state of spec §3 (never cached).
import type { UserState } from "~/lib/types";
import type { Upstream } from "./client";

export function login(upstream: Upstream, username: string, password: string) {
  return upstream.submit<{ token: string; expires_at?: number }>("POST", "/api/user/login", {
    body: { username, password },
  });
}

export function logout(upstream: Upstream) {
  return upstream.send<null>("DELETE", "/api/user/logout");
}

export function getUserBase(upstream: Upstream) {
  return upstream.get<UserState>("/api/user/base");
}
