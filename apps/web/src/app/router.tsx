// Route table (spec §2). Every screen is its own lazily loaded chunk so the landing page stays small;
// the public pages come first, the routes that fetch sit under the query layout.
// The table is shared with the build's pre-render (src/entry-server.tsx); the browser router is made
// in entry-client.tsx, once the pre-rendered page's route modules are loaded (so hydration matches).
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HydrateFallback, RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import('./routes/landing') },
      { path: paths.auth, lazy: () => import('./routes/auth') },
      { path: paths.login, element: <Navigate to={paths.auth} replace state={{ register: false }} /> },
      { path: paths.register, element: <Navigate to={paths.auth} replace state={{ register: true }} /> },
      { path: paths.verifyEmail, lazy: () => import('./routes/verify-email') },
      { path: paths.emailVerified, lazy: () => import('./routes/email-verified') },
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.pricing, lazy: () => import('./routes/pricing') },
      {
        // Everything that fetches through TanStack Query: that library and the app's query client come
        // with this layout's chunk, not with the public pages above (issue 16).
        lazy: () => import('./routes/query-layout'),
        children: [
          { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
          { path: '/mindmap/:id', lazy: () => import('./routes/mind-map') },
          { path: paths.teleprompterRoute, lazy: () => import('./routes/teleprompter') },
          { path: paths.prompterWindowRoute, lazy: () => import('./routes/prompter-window') },
          { path: paths.remoteRoute, lazy: () => import('./routes/remote') },
          { path: paths.displayRoute, lazy: () => import('./routes/display') },
          { path: paths.audienceRoute, lazy: () => import('./routes/audience') },
          { path: paths.audienceWindowRoute, lazy: () => import('./routes/audience-window') },
          { path: paths.inviteRoute, lazy: () => import('./routes/invite') },
          { path: paths.viewRoute, lazy: () => import('./routes/view') },
          { path: paths.viewTeleprompterRoute, lazy: () => import('./routes/view-teleprompter') },
          { path: paths.testCheckout, lazy: () => import('./routes/test-checkout') },
          { path: paths.testPortal, lazy: () => import('./routes/test-portal') },
          {
            path: paths.settings,
            lazy: () => import('./routes/settings'),
            children: [
              { index: true, element: <Navigate to={paths.settingsProfile} replace /> },
              { path: 'profile', lazy: () => import('./routes/settings-profile') },
              { path: 'billing', lazy: () => import('./routes/settings-billing') },
              { path: 'password', lazy: () => import('./routes/settings-password') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppBrowserRouter {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppBrowserRouter }) {
  return <RouterProvider router={router} />;
}
