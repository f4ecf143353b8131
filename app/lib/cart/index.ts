// Cart rules (issue 4): quantity validation and pricing, shared by the upstream and the storefront.
export * from "./quantity";
export * from "./rules";
export * from "./forms";
