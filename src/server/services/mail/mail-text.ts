// What every mail and server-written HTML page shares: escaping visitor and content text into
// HTML, and amounts of đồng as mail shows them (`150.000đ`, `150.000 VND`).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters that could end a text node or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const DIGITS = new Intl.NumberFormat('vi-VN');

export function mailMoney(amount: number, locale: 'vi' | 'en'): string {
  const digits = DIGITS.format(amount);
  return locale === 'vi' ? `${digits}đ` : `${digits} VND`;
}
