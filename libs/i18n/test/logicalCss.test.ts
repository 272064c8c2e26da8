// The lint rule canopy-css/logical-properties (tools/eslint-logical-css.mjs): physical sides in styled-components
// templates fail, logical ones and look-alikes (selectors, comments, other tags) pass.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's own lint rule, which no package owns
import { logicalCssPlugin } from '../../../tools/eslint-logical-css.mjs';

function lint(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { 'canopy-css': logicalCssPlugin },
          rules: { 'canopy-css/logical-properties': 'error' },
        },
      ],
      'x.tsx',
    )
    .map((m) => m.message);
}

describe('canopy-css/logical-properties', () => {
  it('fails on physical sides in styled, styled(X), .attrs, css and createGlobalStyle templates', () => {
    const problems = lint(`
      const A = styled.div\`margin-left: 4px; padding-right: \${(p) => p.gap}px;\`;
      const B = styled(Link)\`
        position: absolute;
        left: 0;
        border-right-color: red;
      \`;
      const C = styled.input.attrs({ type: 'text' })\`text-align: right; float: left;\`;
      const d = css\`right:\${0}px\`;
      const G = createGlobalStyle\`body { padding-left: 0 }\`;
    `);
    expect(problems).toEqual([
      '"margin-left" does not mirror in a right-to-left language: use margin-inline-start (docs/I18N.md, Layout).',
      '"padding-right" does not mirror in a right-to-left language: use padding-inline-end (docs/I18N.md, Layout).',
      '"left" does not mirror in a right-to-left language: use inset-inline-start (docs/I18N.md, Layout).',
      '"border-right-color" does not mirror in a right-to-left language: use border-inline-end-color (docs/I18N.md, Layout).',
      '"text-align: right" does not mirror in a right-to-left language: use text-align: end (docs/I18N.md, Layout).',
      '"float: left" does not mirror in a right-to-left language: use float: inline-start (docs/I18N.md, Layout).',
      '"right" does not mirror in a right-to-left language: use inset-inline-end (docs/I18N.md, Layout).',
      '"padding-left" does not mirror in a right-to-left language: use padding-inline-start (docs/I18N.md, Layout).',
    ]);
  });

  it('passes logical properties, selectors, comments, values and other templates', () => {
    expect(
      lint(`
        const A = styled.div\`
          margin-inline-start: 4px;
          padding-inline: 1rem;
          inset-inline-end: 0;
          border-inline-start: 1px solid;
          text-align: start;
          float: inline-end;
          top: 0;
          &:hover { transform: translateX(2px); }
          /* no margin-left here: it would not mirror */
          background-position: left center;
        \`;
        const sql = gql\`left: 0\`;
        const s = \`margin-left: 4px\`;
      `),
    ).toEqual([]);
  });
});
