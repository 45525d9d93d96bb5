// A stand-in for next-intl in jest: jest cannot load use-intl's nested ESM dependency
// (intl-messageformat) under the project's transformIgnorePatterns. It resolves the same keys
// from the same messages and fills `{name}` placeholders, which is all these forms use.
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
    const table = messages[namespace] as Record<string, string> | undefined;
    const text = table?.[key];
    if (text === undefined) throw new Error(`Missing message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
  };
}
