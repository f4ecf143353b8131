export { Alert } from "./Alert";
export { Badge, countLabel } from "./Badge";
export { Notice, Toast, TOAST_MS } from "./Notice";
export { FormError, formErrorId, invalidProps } from "./FormError";
export { DataTable, type Column } from "./DataTable";
export { IntentButton } from "./IntentButton";
export { DateRangeForm } from "./DateRangeForm";
export { Time } from "./Time";
