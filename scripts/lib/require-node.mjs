// Imported first by the scripts that start the site: it runs on Node 24, the supported LTS
// (package.json `engines`, the Dockerfile's image). npm runs every script with the project's own
// Node 24 (the `node` devDependency comes first on PATH in `npm start`, `npm test`, `npx …`), so
// this stops only a start by hand with an older `node`, where better-sqlite3 would crash outright.
const WANTED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < WANTED_MAJOR) {
  console.error(
    `Node ${process.versions.node} is too old: the site runs on Node ${WANTED_MAJOR}. ` +
      `Start it through npm (npm start, npm run …), which uses the project's Node ${WANTED_MAJOR}, ` +
      `or put node_modules/.bin first on PATH.`,
  );
  process.exit(1);
}
