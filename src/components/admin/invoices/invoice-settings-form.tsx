'use client';

// The console's e-invoice settings (admin.invoices.getSettings / setSettings, admins only): the
// seller as the invoice prints it, the provider's template and series, and whether a whole
// refund cancels the invoice instead of adjusting it. One form, one save, audited.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { primaryActionClass } from '@/components/admin/community/console-parts';
import { invoiceSettingsInput } from '@/lib/admin/invoice-settings-schema';
import { useTRPC } from '@/lib/trpc/react';
import {
  ActionOutcome,
  CheckboxField,
  ListState,
  ManagerSection,
  TextInput,
  useSiteManager,
} from '../site/site-parts';

const FIELDS = [
  'sellerTaxCode',
  'sellerLegalName',
  'sellerAddress',
  'templateCode',
  'series',
] as const;
type Field = (typeof FIELDS)[number];

export function InvoiceSettingsForm() {
  const t = useTranslations('Invoices');
  const trpc = useTRPC();
  const { list: settings, action } = useSiteManager(
    useQuery(trpc.admin.invoices.getSettings.queryOptions()),
    trpc.admin.invoices.getSettings.queryKey(),
  );
  const save = useMutation(trpc.admin.invoices.setSettings.mutationOptions());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (!settings.isSuccess) return <ListState list={settings} />;
  const view = settings.data;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = invoiceSettingsInput.safeParse({
      ...Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? '')])),
      cancelOnWholeRefund: form.get('cancelOnWholeRefund') === 'on',
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`invalid.${field}`);
      }
      setErrors(found);
      document.getElementById(`invoice-${Object.keys(found)[0] ?? ''}`)?.focus();
      return;
    }
    setErrors({});
    await action.run(async () => {
      const { changed } = await save.mutateAsync(parsed.data);
      return changed ? t('saved') : t('unchanged');
    });
  }

  return (
    <ManagerSection
      id="invoice-settings-heading"
      heading={t('settingsHeading')}
      form={{ noValidate: true, onSubmit: (event) => void submit(event) }}
      className="flex max-w-2xl flex-col gap-4"
    >
      <p className="text-sm">
        {t('settingsIntro', { provider: view.provider })}
        {view.sandbox ? ` ${t('sandboxNote')}` : ''}
      </p>
      {FIELDS.map((name) => (
        <TextInput
          key={name}
          id={`invoice-${name}`}
          name={name}
          label={t(`fields.${name}`)}
          defaultValue={view.settings?.[name] ?? ''}
          autoComplete="off"
          error={errors[name]}
        />
      ))}
      <CheckboxField
        id="invoice-cancelOnWholeRefund"
        name="cancelOnWholeRefund"
        label={t('fields.cancelOnWholeRefund')}
        hint={t('cancelOnWholeRefundHint')}
        defaultChecked={view.settings?.cancelOnWholeRefund ?? false}
      />
      <ActionOutcome notice={action.notice} alert={action.alert} />
      <div>
        <button type="submit" className={primaryActionClass} disabled={action.busy}>
          {action.busy ? t('saving') : t('save')}
        </button>
      </div>
    </ManagerSection>
  );
}
