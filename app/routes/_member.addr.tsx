// 收货地址 (delivery addresses): add, edit, delete (asks first, ?confirmDelete=id) and 设为默认; at
// most 20 per store. Checkout step 2 lists them all and preselects the default.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireBuyer } from "~/.server/auth";
import { failed } from "~/.server/forms";
import { redirectWithToast } from "~/.server/toast";
import { deleteAddress, getAddresses, saveAddress, setDefaultAddress } from "~/.server/upstream/account";
import { Field } from "~/components/account/AccountFlow";
import { Honeypot } from "~/components/Honeypot";
import { DataTable, FormError, IntentButton, type Column } from "~/components/ui";
import { formValues, parseForm, type FormError as FormErrorData, type FormValues } from "~/lib/forms";
import { addressActionSchema, addressSchema } from "~/lib/forms/accounts";
import { REGION_EXAMPLE } from "~/lib/regions";
import { pageTitle, type RouteHandle } from "~/lib/shell";
import type { Address } from "~/lib/types";

export const handle: RouteHandle = { title: "收货地址" };
export const meta: MetaFunction = () => [{ title: pageTitle("收货地址") }];

const MAX = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const addresses = await getAddresses(requireBuyer(context, request));
  const params = new URL(request.url).searchParams;
  const edit = params.get("edit");
  const editing = edit === "new" ? null : (addresses.find((a) => String(a.id) === edit) ?? null);
  const deleting = addresses.find((a) => String(a.id) === params.get("confirmDelete")) ?? null;
  return { addresses, form: edit === "new" || editing ? { address: editing } : null, deleting };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const upstream = requireBuyer(context, request);
  const form = await request.formData();
  const values = formValues(form);
  if (values.intent === "save") {
    const parsed = parseForm(addressSchema, form);
    if (!parsed.ok) return failed(parsed);
    const id = /^[1-9]\d{0,8}$/.test(String(values.id ?? "")) ? Number(values.id) : null;
    const result = await saveAddress(upstream, id, { ...parsed.data, is_default: parsed.data.is_default ? 1 : 0 });
    if (!result.ok) return failed(result, values);
    return redirectWithToast(context, "/addr", "收货地址已保存");
  }
  const parsed = parseForm(addressActionSchema, form);
  if (!parsed.ok) return failed(parsed);
  const { intent, id } = parsed.data;
  const result = intent === "delete" ? await deleteAddress(upstream, id) : await setDefaultAddress(upstream, id);
  if (!result.ok) return failed(result);
  return redirectWithToast(context, "/addr", intent === "delete" ? "收货地址已删除" : "已设为默认地址");
}

/** A button that opens a server-drawn step (edit form, delete confirmation) with a GET. */
function OpenButton({ name, value, label }: { name: string; value: string | number; label: string }) {
  return (
    <Form method="get" className="inline">
      <input type="hidden" name={name} value={value} />
      <button type="submit" className="btn-plain btn-sm">
        {label}
      </button>
    </Form>
  );
}

const columns: Column<Address>[] = [
  {
    label: "收货人",
    rowHeader: true,
    cell: (a) => (
      <>
        {a.consignee}
        {a.is_default ? <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs font-normal text-white">默认地址</span> : null}
      </>
    ),
  },
  { label: "手机号码", cell: (a) => a.phone },
  { label: "所在地区", cell: (a) => a.region },
  { label: "详细地址", cell: (a) => a.address },
  {
    label: "操作",
    cell: (a) => (
      <div className="flex flex-wrap gap-2">
        <OpenButton name="edit" value={a.id} label="编辑" />
        <OpenButton name="confirmDelete" value={a.id} label="删除" />
        {a.is_default ? null : <IntentButton intent="default" id={a.id} label="设为默认" />}
      </div>
    ),
  },
];

export default function Addresses() {
  const { addresses, form, deleting } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error: FormErrorData; values: FormValues }>();
  const saving = failure?.values.intent === "save";
  const shown = form ?? (saving ? { address: addresses.find((a) => String(a.id) === failure?.values.id) ?? null } : null);
  return (
    <div className="flex flex-col gap-4">
      <section className="card" aria-labelledby="addr-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 id="addr-heading" className="section-title mb-0">
            收货地址
          </h1>
          <div className="flex items-center gap-3 text-sm text-ink-soft">
            已保存 {addresses.length}/{MAX} 个{addresses.length < MAX ? <OpenButton name="edit" value="new" label="新增收货地址" /> : null}
          </div>
        </div>
        {!saving ? <FormError form="addr-actions" error={failure?.error} className="mb-3" /> : null}
        {deleting ? (
          <div
            role="alertdialog"
            aria-labelledby="delete-question"
            className="mb-3 flex flex-col gap-3 rounded border border-amber-300 bg-amber-50 p-4"
          >
            <p id="delete-question" className="font-bold">
              确定删除收货地址「{deleting.consignee} {deleting.region} {deleting.address}」吗？
            </p>
            <div className="flex gap-2">
              <IntentButton intent="delete" id={deleting.id} label="确认删除" variant="btn-danger" />
              <Form method="get">
                <button type="submit" className="btn-plain btn-sm">
                  取消
                </button>
              </Form>
            </div>
          </div>
        ) : null}
        {addresses.length > 0 ? (
          <DataTable caption="收货地址" columns={columns} rows={addresses} rowKey={(a) => a.id} />
        ) : (
          <p className="text-sm text-ink-mute">暂无收货地址，请新增。</p>
        )}
      </section>
      {shown ? <AddressForm address={shown.address} failure={saving ? failure : undefined} /> : null}
    </div>
  );
}

function AddressForm({ address, failure }: { address: Address | null; failure?: { error: FormErrorData; values: FormValues } }) {
  const error = failure?.error;
  const values = failure?.values;
  const busy = useNavigation().state === "submitting";
  const title = address ? "编辑收货地址" : "新增收货地址";
  return (
    <section className="card" aria-labelledby="addr-form-heading">
      <h2 id="addr-form-heading" className="section-title">
        {title}
      </h2>
      <Form method="post" action="/addr" noValidate className="grid max-w-xl gap-3">
        <FormError form="addr" error={error} />
        <Honeypot />
        <input type="hidden" name="id" value={address?.id ?? ""} />
        <Field
          form="addr"
          name="consignee"
          label="收货人"
          error={error}
          values={values}
          defaultValue={address?.consignee}
          maxLength={20}
          autoComplete="name"
        />
        <Field
          form="addr"
          name="phone"
          label="手机号码"
          error={error}
          values={values}
          defaultValue={address?.phone}
          maxLength={13}
          inputMode="tel"
          autoComplete="tel"
        />
        <Field
          form="addr"
          name="region"
          label="所在地区"
          error={error}
          values={values}
          defaultValue={address?.region}
          maxLength={40}
          placeholder={REGION_EXAMPLE}
          hint="省 市 区，用空格分开"
        />
        <Field
          form="addr"
          name="address"
          label="详细地址"
          error={error}
          values={values}
          defaultValue={address?.address}
          maxLength={100}
          autoComplete="street-address"
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="is_default"
            value="1"
            defaultChecked={values ? values.is_default === "1" : address?.is_default === 1}
            className="h-4 w-4"
          />
          设为默认地址
        </label>
        <div className="flex gap-2">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
            保存
          </button>
          <Link to="/addr" className="btn-plain">
            返回
          </Link>
        </div>
      </Form>
    </section>
  );
}
