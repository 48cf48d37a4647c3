import type { Middleware } from 'koa';

/** Run middleware in order as one (koa-compose, without depending on koa's internals). */
export function chain(...middleware: Middleware[]): Middleware {
  return (ctx, next) => {
    const dispatch = (i: number): Promise<void> => {
      const mw = middleware[i];
      if (!mw) return Promise.resolve(next());
      return Promise.resolve(mw(ctx, () => dispatch(i + 1)));
    };
    return dispatch(0);
  };
}
