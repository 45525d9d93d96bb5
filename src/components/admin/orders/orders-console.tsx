'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';

/**
 * The orders area: the filtered list, or one order (`?code=NM-…`, kept in the address so a link
 * or a reload opens the same order).
 */
export function OrdersConsole({
  locale,
  initialCode,
}: {
  locale: Locale;
  initialCode: string | null;
}) {
  const [code, setCode] = useState<string | null>(initialCode);

  useEffect(() => {
    const onPop = () => {
      const wanted = new URLSearchParams(window.location.search).get('code');
      setCode(wanted || null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const open = useCallback((next: string | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('code', next);
    else url.searchParams.delete('code');
    window.history.pushState(null, '', url);
    setCode(next);
  }, []);

  return (
    <div>
      {code ? (
        <OrderDetail key={code} code={code} locale={locale} onBack={() => open(null)} />
      ) : (
        <OrderList locale={locale} onOpen={open} />
      )}
    </div>
  );
}
