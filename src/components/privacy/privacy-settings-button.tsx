'use client';

import { openConsentSettings } from '@/lib/consent/consent';

/** The footer's "Cài đặt quyền riêng tư": opens the consent choices again, on any page. */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="footer-link cursor-pointer text-left"
      onClick={() => openConsentSettings()}
    >
      {label}
    </button>
  );
}
