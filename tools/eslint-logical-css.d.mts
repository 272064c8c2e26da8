import type { ESLint } from 'eslint';

export declare const logicalCssPlugin: ESLint.Plugin;
export declare function physicalDeclarations(
  text: string,
): Array<{ index: number | undefined; property: string; suggestion: string }>;
