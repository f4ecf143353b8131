// Field helpers for the form schemas: the rule and its Chinese message in one place.
import { z } from "zod";
import { isDay } from "../dates";
import { isEmail, isId, isLandline, isMobile } from "./rules";

/** Any posted value as trimmed text (the first of a list; "" when absent). */
export const trimmed = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? String(v[0] ?? "").trim() : (v ?? "")),
  z.string(),
);

/**
 * Control characters a one-line text never needs (C0 and C1 controls, DEL, bidirectional overrides
 * and isolates, zero-width marks, BOM): stripped when a name is saved, so a company name cannot break
 * the seal, invoice or certificate drawn from it (issue 32).
 */
// eslint-disable-next-line no-control-regex -- the pattern finds control characters on purpose
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function stripControls(value: string): string {
  return value.replace(CONTROLS, "");
}

/** A required text of at most `max` characters: 请输入{label} / {label}不能超过N个字符. Control characters are dropped. */
export function text(label: string, { max = 100, min = 1, optional = false, verb = "请输入" } = {}) {
  return trimmed
    .transform((v) => stripControls(v).trim())
    .pipe(
      z
        .string()
        .max(max, `${label}不能超过${max}个字符`)
        .refine((v) => optional || v.length > 0, `${verb}${label}`)
        .refine((v) => v.length === 0 || v.length >= min, `${label}至少需要${min}个字符`),
    );
}

/** A mobile number (spec §5): 手机号码格式不正确. */
export function mobile(label = "手机号码") {
  return trimmed.pipe(z.string().min(1, `请输入${label}`).refine(isMobile, `${label}格式不正确`));
}

/** A mobile number or a landline (spec §5, where allowed). */
export function phone(label = "联系电话") {
  return trimmed.pipe(
    z
      .string()
      .min(1, `请输入${label}`)
      .refine((v) => isMobile(v) || isLandline(v), `请输入正确的${label}`),
  );
}

/** An email address (spec §5). */
export function email(label = "邮箱") {
  return trimmed.pipe(z.string().min(1, `请输入${label}`).refine(isEmail, `${label}格式不正确`));
}

/** A password of 6–20 characters with letters and digits. Not trimmed. */
export function password(label = "密码") {
  return z
    .string({ error: `请输入${label}` })
    .min(1, `请输入${label}`)
    .refine((v) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/.test(v), "密码需为6-20位字母和数字组合");
}

/** Messages of an id field beyond 请选择{label}: a malformed id (`invalid`), too many ids (`tooMany`). */
export interface IdMessages {
  invalid?: string;
  tooMany?: string;
}

/** A list of ids may also be empty (`min: 0`), e.g. the boxes left ticked. */
export interface IdsOptions extends IdMessages {
  min?: number;
}

/** A positive id (1 to 999 999 999) as a number: 请选择{label}, or `invalid` for a malformed one. */
export function id(label = "记录", { invalid }: IdMessages = {}) {
  return trimmed.pipe(
    z
      .string()
      .min(1, `请选择${label}`)
      .refine(isId, invalid ?? `请选择${label}`)
      .transform(Number),
  );
}

/** An id that may be left out: undefined when absent or "", else as `id`. */
export function optionalId(label = "记录", messages: IdMessages = {}) {
  return z.preprocess((v) => (v === undefined || v === null || v === "" ? undefined : v), id(label, messages).optional());
}

/**
 * A list of positive ids (repeated field, `name[]` or a comma list "3,5"), de-duplicated in order,
 * min..max of them (1..100 unless told): 请选择{label}; `invalid` for a malformed one, `tooMany` above max.
 */
export function ids(label = "记录", max = 100, { invalid, tooMany, min = 1 }: IdsOptions = {}) {
  return z.preprocess(
    (v) =>
      (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v])
        .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== ""),
    z
      .array(z.string(), { error: invalid ?? `请选择${label}` })
      .min(min, `请选择${label}`)
      .max(max, tooMany ?? `一次最多选择${max}项`)
      .refine((list) => list.every(isId), invalid ?? `请选择${label}`)
      .transform((list) => [...new Set(list.map(Number))]),
  );
}

/** A whole number in [min, max]: 请输入{label} / {label}需为…的整数. */
export function integer(label: string, { min = 1, max = 999_999 } = {}) {
  return trimmed.pipe(
    z
      .string()
      .min(1, `请输入${label}`)
      .refine((v) => /^-?\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max, `${label}需为${min}到${max}之间的整数`)
      .transform(Number),
  );
}

/** Money typed by a buyer: up to 2 decimals, > 0 unless told otherwise. Stays a string (decimal.js later). */
export function amount(label = "金额", { allowZero = false } = {}) {
  return trimmed.pipe(
    z
      .string()
      .min(1, `请输入${label}`)
      .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && (allowZero || Number(v) > 0), `${label}需为大于0且最多两位小数的数字`),
  );
}

/** A checkbox: true when posted (any value), false when absent. */
export function checkbox() {
  return z.preprocess((v) => v !== undefined && v !== "" && v !== "0" && v !== "false", z.boolean());
}

/** A checkbox that must be ticked (an agreement): {message} otherwise. */
export function agreement(message: string) {
  return checkbox().refine((v) => v, message);
}

/** The button that was pressed: one of `values`. */
export function intent<const T extends readonly [string, ...string[]]>(values: T, message = "请选择要进行的操作") {
  return z.enum(values, { error: message });
}

/** One of a fixed set of choices (select, radio): 请选择{label}. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return trimmed.pipe(z.enum(values, { error: `请选择${label}` }));
}

/** A YYYY-MM-DD date, or "" when optional. */
export function day(label: string, { optional = true } = {}) {
  return trimmed.pipe(z.string().refine((v) => (optional && v === "") || isDay(v), `${label}格式不正确`));
}
