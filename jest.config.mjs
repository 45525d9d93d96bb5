// Jest over Next's SWC transform. https://nextjs.org/docs/app/guides/testing/jest
// Unit and component tests sit beside the code (`*.test.ts(x)`); component tests opt into jsdom
// with a `@jest-environment jsdom` docblock. End-to-end specs in tests/ belong to Playwright.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform (it skips node_modules by default).
const esmPackages = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  'icu-minify',
  '@formatjs',
  'kysely',
  '@trpc',
  'superjson',
  'jose',
];

const config = {
  testEnvironment: 'node',
  // Store tests open, migrate and race real SQLite files and a real PostgreSQL; on a loaded
  // 2-core machine that can pass jest's 5 s default. The timeout catches hangs; speed budgets live
  // in the benchmark.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/src/**/*.test.tsx',
    '<rootDir>/scripts/**/*.test.ts',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
  },
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
