// Builds the site and the floor for the benchmark, each in its own output folder.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { SITE_DIST_DIR } from './config.mjs';
import { runLogged } from './processes.mjs';

/** Paths the benchmark uses, from the repository root. */
export function benchPaths(root) {
  const work = path.join(root, 'bench/.work');
  return {
    root,
    work,
    logs: path.join(work, 'logs'),
    floorSource: path.join(root, 'bench/floor'),
    floorWork: path.join(work, 'floor'),
    floorPlusSource: path.join(root, 'bench/floor-plus'),
    floorPlusWork: path.join(work, 'floor-plus'),
    nextBin: path.join(root, 'node_modules/next/dist/bin/next'),
    siteDist: path.join(root, SITE_DIST_DIR),
  };
}

/**
 * `next build` adds `<distDir>/types` globs to the include list of the root tsconfig.json (and
 * reformats it) for a dist dir it does not list yet. That file is the lead's: put it back as it
 * was, but only when those includes are the sole change, so that a teammate's edit made meanwhile
 * stays.
 */
function undoNextTsconfigEdit(root, before, distDir) {
  const file = path.join(root, 'tsconfig.json');
  const after = readFileSync(file, 'utf8');
  if (after === before) return;
  const added = new Set([`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`]);
  try {
    const original = JSON.parse(before);
    const changed = JSON.parse(after);
    const originalIncludes = new Set(original.include ?? []);
    changed.include = (changed.include ?? []).filter(
      (entry) => originalIncludes.has(entry) || !added.has(entry),
    );
    if (isDeepStrictEqual(original, changed)) {
      writeFileSync(file, before);
      console.log(`[bench] put tsconfig.json back after next build added ${distDir} includes`);
      return;
    }
  } catch (error) {
    console.warn(
      `[bench] could not compare tsconfig.json before and after the build: ${error.message}`,
    );
  }
  console.warn(
    "[bench] tsconfig.json changed during the build beyond Next's includes; left as it is",
  );
}

/**
 * The site's production build with the lead's pipeline (scripts/build.mjs: redirects,
 * contentlayer, build manifest, `next build`), falling back to redirects + `next build` while that
 * script does not exist.
 */
export async function buildSite(paths, env) {
  const logFile = path.join(paths.logs, 'site-build.log');
  rmSync(paths.siteDist, { recursive: true, force: true });
  const options = { cwd: paths.root, env, logFile };
  const tsconfigBefore = readFileSync(path.join(paths.root, 'tsconfig.json'), 'utf8');
  try {
    if (existsSync(path.join(paths.root, 'scripts/build.mjs'))) {
      await runLogged(process.execPath, ['scripts/build.mjs'], options);
    } else {
      await runLogged(process.execPath, ['scripts/compile-redirects.mjs'], options);
      await runLogged(process.execPath, [paths.nextBin, 'build'], options);
    }
  } finally {
    undoNextTsconfigEdit(paths.root, tsconfigBefore, path.relative(paths.root, paths.siteDist));
  }
  return logFile;
}

/**
 * A floor is built from a copy in bench/.work: Turbopack looks for middleware at its workspace
 * root, so building bench/floor inside this repository would compile the site's middleware.ts.
 * The copy's next.config.mjs pins turbopack.root to the copy, and a hard-linked copy of the root
 * node_modules (same files, no extra space) gives it the very same next and react. The hard links
 * are removed after the build: `next start` and the server chunks resolve packages upwards to the
 * root node_modules, and jest/tsc need not crawl a second tree. `extraFiles` (path in the copy →
 * source file) are copied in before the build: floor+ takes the site's CSS and hero from them.
 */
async function buildFloorCopy({ source, work, logFile, root, env, extraFiles = {} }) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(source, work, {
    recursive: true,
    filter: (file) => !/[/\\](\.next|node_modules)$/.test(file),
  });
  for (const [target, from] of Object.entries(extraFiles)) {
    mkdirSync(path.dirname(path.join(work, target)), { recursive: true });
    cpSync(from, path.join(work, target));
  }
  const modules = path.join(work, 'node_modules');
  await runLogged('cp', ['-al', path.join(root, 'node_modules'), modules], {
    cwd: root,
    env,
    logFile,
  });
  try {
    await runLogged(process.execPath, [path.join(modules, 'next/dist/bin/next'), 'build'], {
      cwd: work,
      env,
      logFile,
    });
  } finally {
    rmSync(modules, { recursive: true, force: true });
  }
  return logFile;
}

export function buildFloor(paths, env) {
  return buildFloorCopy({
    source: paths.floorSource,
    work: paths.floorWork,
    logFile: path.join(paths.logs, 'floor-build.log'),
    root: paths.root,
    env,
  });
}

/** floor+ with the site's style sheet (one file, the site's CSS joined) and hero picture. */
export function buildFloorPlus(paths, env, { cssFile, heroFile, extraFiles = {} }) {
  return buildFloorCopy({
    source: paths.floorPlusSource,
    work: paths.floorPlusWork,
    logFile: path.join(paths.logs, 'floor-plus-build.log'),
    root: paths.root,
    env,
    extraFiles: { ...extraFiles, 'app/site.css': cssFile, 'public/hero.webp': heroFile },
  });
}

export function hasSiteBuild(paths) {
  return existsSync(path.join(paths.siteDist, 'BUILD_ID'));
}

export function hasFloorBuild(paths) {
  return existsSync(path.join(paths.floorWork, '.next/BUILD_ID'));
}

export function hasFloorPlusBuild(paths) {
  return existsSync(path.join(paths.floorPlusWork, '.next/BUILD_ID'));
}
