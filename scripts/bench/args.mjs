// Command-line options of `npm run bench` (pure; unit-tested in args.test.ts).

export const USAGE = `Usage: npm run bench -- [options] [page ...]

Pages: a path (e.g. /vi/san-pham/ve-cap-treo) fills the configured page whose sitemap pattern it
matches, or is added as a new page; name=path sets or adds the page called name.

Options:
  --skip-build        reuse the existing builds (.next-bench and bench/.work/floor/.next)
  --runs N            Lighthouse runs per page (default 5; the median is kept)
  --devtools-runs N   Lighthouse runs per page with DevTools throttling (default 3; 0: none)
  --duration S        autocannon seconds per page and for the tRPC batch (default 10)
  --no-write          print only; leave bench/results.json and bench/results.md untouched
  --help              this text`;

function positiveInteger(flag, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${flag} needs a positive whole number, got ${JSON.stringify(value)}`);
  }
  return number;
}

/** Parses argv (without node and script) into options; throws with a readable message. */
export function parseArgs(argv) {
  const options = {
    skipBuild: false,
    runs: null,
    devtoolsRuns: null,
    duration: null,
    write: true,
    help: false,
    pages: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const takeValue = () => {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return value;
    };
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--no-write') options.write = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--runs') options.runs = positiveInteger(arg, takeValue());
    else if (arg === '--devtools-runs') {
      const value = takeValue();
      options.devtoolsRuns = value === '0' ? 0 : positiveInteger(arg, value);
    } else if (arg === '--duration') options.duration = positiveInteger(arg, takeValue());
    else if (arg === '--page') options.pages.push(parsePageArg(takeValue()));
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
    else options.pages.push(parsePageArg(arg));
  }
  return options;
}

/** `name=/path` or `/path`. */
export function parsePageArg(value) {
  const equals = value.indexOf('=');
  const name = equals > 0 ? value.slice(0, equals) : null;
  const path = equals > 0 ? value.slice(equals + 1) : value;
  if (!path.startsWith('/'))
    throw new Error(`Page path must start with "/": ${JSON.stringify(value)}`);
  return { name, path };
}

/**
 * Applies command-line pages to the configured list: a named page replaces that page's path (or
 * is appended); an unnamed path fills the first configured page still without a path whose
 * `discover` pattern it matches, else is appended under its own path as name.
 */
export function mergePages(configured, fromArgs) {
  const pages = configured.map((page) => ({ ...page }));
  for (const { name, path } of fromArgs) {
    let target = name ? pages.find((page) => page.name === name) : undefined;
    if (!target && !name) {
      target = pages.find(
        (page) => !page.path && page.discover && new RegExp(page.discover).test(path),
      );
    }
    if (target) {
      target.path = path;
      target.source = 'argument';
    } else {
      pages.push({ name: name ?? path, path, source: 'argument' });
    }
  }
  return pages;
}
