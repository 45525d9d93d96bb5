// Types for the plain-JS drawing module, so its test type-checks.
export declare const productDrawings: Record<string, () => string>;
export declare const serviceDrawings: Record<string, () => string>;
export declare function drawingScene(
  folder: 'products' | 'services',
  name: string,
  width: number,
  height: number,
): string;
