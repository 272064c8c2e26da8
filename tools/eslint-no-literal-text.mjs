// ESLint rule `canopy/no-literal-text`: a user-visible text written in the source instead of taken from the
// catalogues (docs/I18N.md). Enabled in eslint.config.mjs for the translated front-end code.

/** Props whose string is read or heard by people. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'label',
  'placeholder',
  'description',
  'hint',
  'message',
  'fallback',
  'navLabel',
  'retryLabel',
  'toggleLabel',
  'emptyText',
]);

// A letter makes it words; '·', '—', '©', digits and punctuation alone are layout.
const hasWords = (text) => /\p{L}{2,}/u.test(text);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

export const noLiteralTextPlugin = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          literal: 'User-visible text "{{text}}" belongs in the catalogue: use t(...) (docs/I18N.md).',
        },
      },
      create(context) {
        const report = (node, text) =>
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        return {
          JSXText(node) {
            if (hasWords(node.value)) report(node, node.value);
          },
          JSXAttribute(node) {
            const name = typeof node.name.name === 'string' ? node.name.name : '';
            if (!TEXT_PROPS.has(name)) return;
            const text = literalText(node.value);
            if (text && hasWords(text)) report(node, text);
          },
          // toast({ title: 'Saved', description: '...' }) and option lists ({ label: 'Student' }).
          Property(node) {
            const key = node.key?.type === 'Identifier' ? node.key.name : node.key?.value;
            if (!TEXT_PROPS.has(key)) return;
            const text = literalText(node.value);
            if (text && hasWords(text)) report(node, text);
          },
        };
      },
    },
  },
};
