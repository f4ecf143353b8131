// The buyer's account: login, logout and the user state of spec §3 (never cached).
import type { UserState } from "~/lib/types";
import type { Upstream } from "./client";

/** `code`: the SMS code an account past its failure limit must add (issue 32); "" otherwise. */
export function login(upstream: Upstream, username: string, password: string, code = "") {
  return upstream.submit<{ token: string; expires_at?: number }>("POST", "/api/user/login", {
    body: { username, password, code },
  });
}

/** 获取验证码 on the login page: a code to the phone of that account, which must be past its failure limit. */
export function sendLoginCode(upstream: Upstream, username: string) {
  return upstream.submit<{ expires_in: number; retry_after: number; test_code?: string }>("POST", "/api/user/login/send_code", {
    body: { username },
  });
}

export function logout(upstream: Upstream) {
  return upstream.send<null>("DELETE", "/api/user/logout");
}

export function getUserBase(upstream: Upstream) {
  return upstream.get<UserState>("/api/user/base");
}
