// next-intl's types for this app: `t()` keys are checked against the Vietnamese messages (the
// source of truth; src/messages/messages.test.ts keeps en.json's keys the same), and a locale is
// one of routing's.
import type messages from '@/messages/vi.json';
import type { Locale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
