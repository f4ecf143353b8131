// Button class helpers: one look for <button>, <Link> and <a>. The classes are shortcuts in
// uno.config.ts (btn, btn-primary, btn-danger, btn-outline, btn-plain, btn-sm, btn-lg).
import clsx from "clsx";
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "danger" | "outline" | "plain";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  danger: "btn-danger",
  outline: "btn-outline",
  plain: "btn-plain",
};
const SIZES: Record<ButtonSize, string> = { sm: "btn-sm", md: "", lg: "btn-lg" };

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return clsx(VARIANTS[variant], SIZES[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  // eslint-disable-next-line react/button-has-type -- the default is set above
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
