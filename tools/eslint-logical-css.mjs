// ESLint rule `canopy-css/logical-properties`: a physical CSS property (margin-left, padding-right, left:, border-left,
// text-align: right, float: left, ...) in a styled-components template (styled.x`...`, styled(X)`...`, css`...`,
// createGlobalStyle`...`). Physical sides do not mirror in a right-to-left language; the logical ones
// (margin-inline-start, padding-inline-end, inset-inline-start, border-inline-start, text-align: start,
// float: inline-start) do (docs/I18N.md, "Layout"). Enabled in eslint.config.mjs for the packages listed there.

const SIDE = { left: 'start', right: 'end' };

/** Physical property -> its logical replacement, for the message. */
function logical(property, side) {
  const s = SIDE[side];
  if (property === 'left' || property === 'right') return `inset-inline-${s}`;
  return property.replace(`-${side}`, `-inline-${s}`); // margin-left -> margin-inline-start, border-right-color ...
}

// A declaration starts the text, or follows `{`, `;` or white space (so `&:hover` or `.left:x` are not matched).
const PHYSICAL_PROPERTY =
  /(?:^|[\s;{])((?:margin|padding|border)-(left|right)(?:-(?:width|style|color))?|(left|right))\s*:/g;
const PHYSICAL_VALUE = /(?:^|[\s;{])(text-align|float|clear)\s*:\s*(left|right)\b/g;

/** `styled.div`, `styled(Button)`, `styled.a.attrs(...)`, `styled('p')`: the expression starts at `styled`. */
function rootName(node) {
  let n = node;
  while (n) {
    if (n.type === 'Identifier') return n.name;
    if (n.type === 'MemberExpression') n = n.object;
    else if (n.type === 'CallExpression') n = n.callee;
    else return null;
  }
  return null;
}

const STYLE_TAGS = new Set(['styled', 'css', 'createGlobalStyle', 'injectGlobal']);

/** Problems of one template's literal parts: [index in the quasi, property, suggestion]. */
export function physicalDeclarations(text) {
  const found = [];
  for (const m of text.matchAll(PHYSICAL_PROPERTY)) {
    const property = m[1];
    const side = m[2] ?? m[3];
    found.push({ index: m.index, property, suggestion: logical(property, side) });
  }
  for (const m of text.matchAll(PHYSICAL_VALUE)) {
    const [, property, side] = m;
    found.push({
      index: m.index,
      property: `${property}: ${side}`,
      suggestion: `${property}: ${property === 'text-align' ? SIDE[side] : `inline-${SIDE[side]}`}`,
    });
  }
  return found;
}

export const logicalCssPlugin = {
  rules: {
    'logical-properties': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          physical:
            '"{{property}}" does not mirror in a right-to-left language: use {{suggestion}} (docs/I18N.md, Layout).',
        },
      },
      create(context) {
        return {
          TaggedTemplateExpression(node) {
            if (!STYLE_TAGS.has(rootName(node.tag) ?? '')) return;
            for (const quasi of node.quasi.quasis) {
              // Comments say why, they do not lay out: `/* no margin-left here */` is not a declaration.
              const text = (quasi.value.cooked ?? quasi.value.raw).replace(/\/\*[\s\S]*?\*\//g, (c) =>
                ' '.repeat(c.length),
              );
              for (const { property, suggestion } of physicalDeclarations(text))
                context.report({ node: quasi, messageId: 'physical', data: { property, suggestion } });
            }
          },
        };
      },
    },
  },
};
