// Build-time pre-render (scripts/prerender.mjs): the public pages rendered to HTML with the same route
// table, providers and components the browser uses, as a visitor without a session sees them on first
// paint. entry-client.tsx hydrates the result. Runs in Node: nothing here may touch window or localStorage.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

export interface PrerenderedPage {
  /** The markup for inside <div id="root">. */
  html: string;
}

/** Renders one public path; fails on a redirect or an error page, which must not be shipped as HTML. */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://cuemap.local')));
  if (context instanceof Response) throw new Error(`Pre-render of ${pathname} redirected (${context.status})`);
  if (context.errors) throw new Error(`Pre-render of ${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html };
}
