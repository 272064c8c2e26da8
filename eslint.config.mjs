// One flat config for the whole workspace; `eslint .` in any package finds it by walking up.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**', 'tools/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
