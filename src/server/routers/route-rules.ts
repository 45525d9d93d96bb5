// The route-rule lookup (spec §7): redirect target, whether it is absolute, per-path switches.
import { getRouteRule } from '../services/site/redirects/route-rules';
import { publicProcedure, router } from '../trpc';
import { pathInput } from './seo';

export const routeRulesRouter = router({
  getByPath: publicProcedure
    .input(pathInput)
    .query(({ ctx, input }) => getRouteRule(ctx.store, input.path)),
});
