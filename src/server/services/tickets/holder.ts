// Who may act on an order or a ticket without an account: the phone or email given at checkout
// (DESIGN.md §12). Phones compare by national digits (+84 912… is 0912…).
export function isHolder(
  contact: { phone?: string; email?: string },
  order: { contact_email: string; contact_phone: string },
): boolean {
  const national = (value: string) => value.replace(/^\+84/, '0');
  return (
    (contact.phone !== undefined && national(contact.phone) === national(order.contact_phone)) ||
    (contact.email !== undefined && contact.email === order.contact_email.toLowerCase())
  );
}
