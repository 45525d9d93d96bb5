/** Starting stock at or below this shows "low stock". */
export const LOW_STOCK = 5;

export type StockState = 'inStock' | 'lowStock' | 'outOfStock';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK ? 'lowStock' : 'inStock';
}
