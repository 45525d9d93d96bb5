'use client';

// The console's "Thanh toán" screen (admin.payments.*, admins only): each payment method on or
// off for goods and for tickets, and the shop's VietQR account. One form, one save, audited.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { primaryActionClass, selectClass } from '@/components/admin/community/console-parts';
import {
  GOODS_METHOD_IDS,
  holderName,
  PAYMENT_REFUSALS,
  paymentSettingsInput,
  TICKET_METHOD_IDS,
  vietQrAccountInput,
} from '@/lib/admin/payment-settings-schema';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  AdminOnlyNote,
  CheckboxField,
  ListState,
  ManagerSection,
  TextInput,
  useCanChange,
  useSiteManager,
} from './site-parts';
import { ConsoleField } from '@/components/admin/console-field';

type Refusal = (typeof PAYMENT_REFUSALS)[number];
type Field = 'bankBin' | 'accountNumber' | 'accountName';

const isRefusal = (value: string): value is Refusal =>
  (PAYMENT_REFUSALS as readonly string[]).includes(value);

export function PaymentSettingsManager() {
  const canChange = useCanChange();
  return canChange ? <PaymentSettingsForm /> : <AdminOnlyNote />;
}

function PaymentSettingsForm() {
  const t = useTranslations('AdminSite');
  const tMethods = useTranslations('AdminOrders');
  const trpc = useTRPC();
  const { list: settings, action } = useSiteManager(
    useQuery(trpc.admin.payments.getSettings.queryOptions()),
    trpc.admin.payments.getSettings.queryKey(),
  );
  const save = useMutation(trpc.admin.payments.setSettings.mutationOptions());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (!settings.isSuccess) return <ListState list={settings} />;
  const view = settings.data;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const on = (name: string) => form.get(name) === 'on';
    const account = {
      bankBin: text('bankBin'),
      accountNumber: text('accountNumber'),
      accountName: text('accountName'),
    };
    const noAccount = !account.bankBin && !account.accountNumber && !account.accountName;
    const checked = noAccount ? null : vietQrAccountInput.safeParse(account);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of checked && !checked.success ? checked.error.issues : []) {
      const field = issue.path[0] as Field;
      if (!found[field] && isRefusal(issue.message)) found[field] = t(`refusals.${issue.message}`);
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`payments-${first}`)?.focus();
      return;
    }
    const input = paymentSettingsInput.parse({
      methods: {
        goods: Object.fromEntries(GOODS_METHOD_IDS.map((id) => [id, on(`goods-${id}`)])),
        tickets: Object.fromEntries(TICKET_METHOD_IDS.map((id) => [id, on(`tickets-${id}`)])),
      },
      vietqr: noAccount ? null : account,
    });
    await action.run(async () => {
      const { changed } = await save.mutateAsync(input);
      return changed ? t('payments.saved') : t('unchanged');
    });
  }

  const switches = (
    kind: 'goods' | 'tickets',
    ids: readonly ((typeof GOODS_METHOD_IDS)[number] | (typeof TICKET_METHOD_IDS)[number])[],
  ) => (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <legend className="px-1 font-semibold">{t(`payments.${kind}`)}</legend>
      {ids.map((id) => {
        const configured = view.configured[id as keyof typeof view.configured];
        return (
          <CheckboxField
            key={id}
            id={`payments-${kind}-${id}`}
            name={`${kind}-${id}`}
            label={tMethods(`methods.${id}`)}
            hint={
              configured
                ? undefined
                : t(`payments.notConfigured.${id === 'vietqr' ? 'vietqr' : 'keys'}`)
            }
            defaultChecked={(view.methods[kind] as Record<string, boolean>)[id]}
          />
        );
      })}
    </fieldset>
  );

  return (
    <ManagerSection
      id="payments-heading"
      heading={t('payments.heading')}
      form={{ noValidate: true, onSubmit: (event) => void submit(event) }}
      className="flex max-w-2xl flex-col gap-6"
    >
      <p className="text-sm">{t('payments.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {switches('goods', GOODS_METHOD_IDS)}
        {switches('tickets', TICKET_METHOD_IDS)}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
        <legend className="px-1 font-semibold">{t('payments.vietqrHeading')}</legend>
        <p id="payments-vietqr-hint" className="text-sm text-slate-700 dark:text-slate-300">
          {t('payments.vietqrHint')}
        </p>
        <ConsoleField id="payments-bankBin" label={t('payments.bank')} error={errors.bankBin}>
          {(control) => (
            <select
              {...control}
              name="bankBin"
              defaultValue={view.vietqr?.bankBin ?? ''}
              className={`${selectClass} w-full min-w-0`}
            >
              <option value="">{t('payments.noBank')}</option>
              {view.banks.map((bank) => (
                <option key={bank.bin} value={bank.bin}>
                  {`${bank.shortName} (${bank.bin})`}
                </option>
              ))}
            </select>
          )}
        </ConsoleField>
        <TextInput
          id="payments-accountNumber"
          name="accountNumber"
          label={t('payments.accountNumber')}
          defaultValue={view.vietqr?.accountNumber ?? ''}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          error={errors.accountNumber}
        />
        <TextInput
          id="payments-accountName"
          name="accountName"
          label={t('payments.accountName')}
          hint={t('payments.accountNameHint')}
          defaultValue={view.vietqr?.accountName ?? ''}
          autoComplete="off"
          onBlur={(event) => {
            event.currentTarget.value = holderName(event.currentTarget.value);
          }}
          error={errors.accountName}
        />
      </fieldset>
      <ActionOutcome notice={action.notice} alert={action.alert} />
      <div>
        <button type="submit" className={primaryActionClass} disabled={action.busy}>
          {action.busy ? t('saving') : t('payments.save')}
        </button>
      </div>
    </ManagerSection>
  );
}
