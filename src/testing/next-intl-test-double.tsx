// A stand-in for next-intl in jest: jest cannot load use-intl's nested ESM dependency
// (intl-messageformat) under the project's transformIgnorePatterns. It resolves the same keys from
// the same messages, nested ones too ("dayState.open"), and fills `{name}` placeholders, which is
// all the component tests use. A test takes it with
// `jest.mock('next-intl', () => jest.requireActual('./next-intl-test-double'))`.
import { createContext, useContext, type ReactNode } from 'react';

type Messages = Record<string, unknown>;
const MessagesContext = createContext<Messages>({});

export function NextIntlClientProvider({
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useTranslations(namespace: string) {
  const messages = useContext(MessagesContext);
  return (key: string, values?: Record<string, string | number | undefined>) => {
    let text: unknown = messages[namespace];
    for (const part of key.split('.')) {
      text = typeof text === 'object' && text !== null ? (text as Messages)[part] : undefined;
    }
    if (typeof text !== 'string') throw new Error(`Missing message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
  };
}
