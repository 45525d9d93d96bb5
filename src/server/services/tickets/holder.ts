// Who may act on an order or a ticket without an account: the phone or email given at checkout
// (DESIGN.md §12). Phones compare in E.164, so +84 912…, 0912… and a row stored before phones
// were kept in E.164 are the same number.
import { samePhone } from '@/lib/validation/phone';

export function isHolder(
  contact: { phone?: string; email?: string },
  order: { contact_email: string; contact_phone: string },
): boolean {
  return (
    (contact.phone !== undefined && samePhone(contact.phone, order.contact_phone)) ||
    (contact.email !== undefined && contact.email === order.contact_email.toLowerCase())
  );
}
