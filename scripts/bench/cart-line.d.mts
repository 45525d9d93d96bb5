// Types of cart-line.mjs, for the TypeScript tests.
export function skuOfPlainForm(html: string): string | null;
export function cartCookieOf(setCookies: readonly string[]): { name: string; value: string } | null;
export function cartWithALine(
  origin: string,
  productPath: string,
): Promise<{ name: string; value: string; sku: string }>;
