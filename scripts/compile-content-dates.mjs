#!/usr/bin/env node
// When each file under content/ last changed, for the sitemap's <lastmod> (src/generated/
// content-dates.json): the last commit that touched it (one `git log` over content/), or the
// file's modification time when the tree is not a git checkout or the file is not committed yet.
// The build's own time is never used: a rebuild changes no page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** path relative to the repository → ISO date of the newest commit touching it. */
function commitDates() {
  const dates = new Map();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    console.warn('[content-dates] no git history; using file times', String(error).split('\n')[0]);
    return dates;
  }
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.trim().split('\n');
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}

const committed = commitDates();
const dates = {};
for (const file of listFiles(contentDir)) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const date = committed.get(relative) ?? statSync(file).mtime.toISOString();
  dates[relative] = new Date(date).toISOString();
}
mkdirSync(path.join(root, 'src/generated'), { recursive: true });
writeFileSync(
  path.join(root, 'src/generated/content-dates.json'),
  JSON.stringify(dates, null, 2) + '\n',
);
console.log(`content dates: ${Object.keys(dates).length} files`);
