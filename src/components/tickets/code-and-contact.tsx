'use client';

import { useTranslations } from 'next-intl';
import { CheckoutField } from '@/components/checkout/checkout-field';
import type { CheckoutMessage } from '@/lib/cart/checkout-form';

/** A field's error: a validation message, or a sentence already in the page's language. */
export type FieldErrors = Partial<Record<string, CheckoutMessage | string>>;

/**
 * How a buyer opens a purchase without an account (refund request, ticket exchange): its code,
 * and the phone or email given at checkout in one box.
 */
export function CodeAndContactFields({
  code,
  errors,
}: {
  code: { name: string; label: string; hint: string; defaultValue?: string };
  errors: FieldErrors;
}) {
  const t = useTranslations('Tickets');
  return (
    <>
      {/* Codes are printed in capitals and are not something a browser should fill in. */}
      <CheckoutField
        name={code.name}
        label={code.label}
        hint={code.hint}
        autoComplete="off"
        autoCapitalize="characters"
        defaultValue={code.defaultValue}
        error={errors[code.name]}
      />
      <CheckoutField
        name="contact"
        label={t('contact')}
        hint={t('contactHint')}
        autoComplete="email"
        error={errors.contact}
      />
    </>
  );
}

/** The contact box of a submitted form, checked as a phone number or an email. */
export async function readContact(form: FormData) {
  // The contact rules (zod) load on submit: the page's first load stays light.
  const { contactFromText } = await import('@/lib/tickets/buyer-form');
  return contactFromText(String(form.get('contact') ?? ''));
}
