// `npm run test:cluster`: the several-instances test (tests/cluster), with the app's jest setup.
// Kept out of the default run: it starts PostgreSQL, Redis, two servers and nginx itself.
import jestConfig from './jest.config.mjs';

export default async function clusterConfig() {
  const config = await jestConfig();
  return { ...config, testMatch: ['<rootDir>/tests/cluster/**/*.cluster.ts'] };
}
