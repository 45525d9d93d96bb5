// The contact a guest gave at checkout, kept in this tab's sessionStorage so the success page can
// open the order (order.get needs code + phone or email). Never put into a URL.
import type { OrderContact } from '@/lib/trpc/contract';

const key = (orderCode: string) => `order_contact:${orderCode}`;

export function rememberOrderContact(orderCode: string, contact: OrderContact): void {
  try {
    window.sessionStorage.setItem(key(orderCode), JSON.stringify(contact));
  } catch (error) {
    console.warn('[orders] could not keep the order contact', error);
  }
}

export function recallOrderContact(orderCode: string): OrderContact | null {
  try {
    const raw = window.sessionStorage.getItem(key(orderCode));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { phone, email } = parsed as Record<string, unknown>;
    if (typeof phone === 'string') return { phone };
    if (typeof email === 'string') return { email };
    return null;
  } catch (error) {
    console.warn('[orders] could not read the order contact', error);
    return null;
  }
}

const FIRED_KEY = 'purchase_tracked_orders';

/** True the first time it is asked for a code (then never again on this browser). */
export function firstPurchaseReport(orderCode: string): boolean {
  try {
    const raw = window.localStorage.getItem(FIRED_KEY);
    const fired: unknown = raw ? JSON.parse(raw) : [];
    const list = Array.isArray(fired)
      ? fired.filter((c): c is string => typeof c === 'string')
      : [];
    if (list.includes(orderCode)) return false;
    // Keep the list short: the last 50 orders are enough to stop repeats on reload.
    window.localStorage.setItem(FIRED_KEY, JSON.stringify([...list, orderCode].slice(-50)));
    return true;
  } catch (error) {
    console.warn('[orders] purchase de-duplication unavailable', error);
    return true;
  }
}
