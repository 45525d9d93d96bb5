import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      '.contentlayer/**',
      'public/**',
      'bench/floor/**',
      'bench/floor-plus/**',
      'bench/.work/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its error, and a promise handed
    // where a plain callback is expected (an event handler, a forEach) runs unobserved.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // STYLE.md rule 3: server data enters through route files under src/app, which pass plain
    // data down. UI, content and helper code never import the server (the tRPC client's
    // `import type { AppRouter }` aside).
    files: ['src/components/**', 'src/content/**', 'src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/server/root',
              allowTypeImports: true,
              message: 'Only `import type { AppRouter }` from the server (STYLE.md rule 3).',
            },
          ],
          patterns: [
            {
              // `@/server/…` or `../server/…`, except `root` (its AppRouter type, see above).
              regex: '^(@/|(\\.\\./)+)server(/(?!root$)|$)',
              message:
                'src/components, src/content and src/lib never import src/server: a route file under src/app reads server data and passes it down (STYLE.md rule 3).',
            },
          ],
        },
      ],
    },
  },
  {
    // The order lifecycle's one face (docs/architecture.md): nothing outside services/orders
    // imports a module inside it other than its index. src/architecture.test.ts checks the same.
    files: ['src/server/**', 'src/app/**', 'src/testing/**', 'tests/**', 'scripts/**'],
    ignores: ['src/server/services/orders/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/server/services/orders|(\\.\\./)+(services/)?orders)/(?!index$).+',
              message:
                'Enter the order lifecycle through services/orders (its index.ts), never a file inside it.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
