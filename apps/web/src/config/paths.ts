// Every route of the app in one typed place; components never spell paths by hand.
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  /** The pricing page's comparison table (issue 24 item 9): every feature per plan. */
  pricingComparison: '/pricing#compare',
  dashboard: '/dashboard',
  /** The dashboard scrolled to Shared with me (issue 27: where an accepted invitation leads). */
  sharedWithMe: '/dashboard#shared-with-me',
  mindMap: (id: string) => `/mindmap/${id}`,
  newMindMap: '/mindmap/new',
  /** The teleprompter with its map in navigation state (spec §2); it moves on to the map's own URL. */
  teleprompter: '/teleprompter',
  /** Both teleprompter URLs as one route pattern, and the link to one map's script (survives a reload). */
  teleprompterRoute: '/teleprompter/:mindMapId?',
  teleprompterFor: (mindMapId: string) => `/teleprompter/${encodeURIComponent(mindMapId)}`,
  /** Present from here (issue 12): the teleprompter opened at `nodeId`'s section. */
  presentFrom: (mindMapId: string, nodeId: string) => `/teleprompter/${encodeURIComponent(mindMapId)}?from=${encodeURIComponent(nodeId)}`,
  /** The script view (issue 11): the teleprompter opened in its edit mode. */
  editScript: (mindMapId: string) => `/teleprompter/${encodeURIComponent(mindMapId)}?edit=1`,
  /** Issue 13: a pairing link's pages (no sign-in), and a prompter window that follows this browser's prompter. */
  remoteRoute: '/remote/:token',
  displayRoute: '/display/:token',
  prompterWindowRoute: '/teleprompter/:mindMapId/window',
  prompterWindow: (mindMapId: string) => `/teleprompter/${encodeURIComponent(mindMapId)}/window`,
  /** Issue 29: the audience view of the map — a pairing link's page, and a window on this computer. */
  audienceRoute: '/audience/:token',
  audienceWindowRoute: '/teleprompter/:mindMapId/audience',
  audienceWindow: (mindMapId: string) => `/teleprompter/${encodeURIComponent(mindMapId)}/audience`,
  /** Issue 27: an invitation's page (public: it previews before sign-in, and accepts after). */
  inviteRoute: '/invite/:token',
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  /** Issue 27: a view link's pages (no sign-in): the map and outline, and its read-only teleprompter. */
  viewRoute: '/view/:token',
  view: (token: string) => `/view/${encodeURIComponent(token)}`,
  viewTeleprompterRoute: '/view/:token/teleprompter',
  viewTeleprompter: (token: string) => `/view/${encodeURIComponent(token)}/teleprompter`,
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsBilling: '/settings/billing',
  settingsPassword: '/settings/password',
  /** Built-in test-mode payment pages (no Stripe keys): Checkout and Customer Portal stand-ins. */
  testCheckout: '/checkout/test',
  testPortal: '/billing/portal/test',
} as const;

/** Paths a visitor without a session may stay on (spec §4, §6). */
export const PUBLIC_PATHS = ['/', '/auth', '/login', '/register', '/verify-email', '/email-verified', '/forgot-password', '/reset-password', '/pricing'];

export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isPublicPath(pathname: string): boolean {
  const p = normalizePath(pathname);
  return PUBLIC_PATHS.includes(p) || isInvitePath(p) || isViewPath(p);
}

/** /view/{token} and its teleprompter: a view link, open without a session (issue 27). */
function isViewPath(normalized: string): boolean {
  return /^\/view\/[^/]+(\/teleprompter)?$/.test(normalized);
}

/** /invite/{token}: open without a session (issue 27). */
function isInvitePath(normalized: string): boolean {
  return /^\/invite\/[^/]+$/.test(normalized);
}

/** Navigation bar is not rendered here (spec §2). */
export function isNavHiddenPath(pathname: string): boolean {
  const p = normalizePath(pathname);
  return (
    p === paths.auth || p === paths.verifyEmail || p === paths.forgotPassword || p === paths.resetPassword || isInvitePath(p) || isStagePath(p) || isViewPath(p)
  );
}

/** The remote, display and audience pages and the prompter and audience windows (issues 13, 29): the whole screen is the stage. */
function isStagePath(normalized: string): boolean {
  return /^\/(remote|display|audience)\/[^/]+$/.test(normalized) || /^\/teleprompter\/[^/]+\/(window|audience)$/.test(normalized);
}

/** Navigation bar auto-hides and appears on hover here (spec §2). */
export function isNavAutoHidePath(pathname: string): boolean {
  const p = normalizePath(pathname);
  return p.startsWith('/mindmap/') || isTeleprompterPath(p);
}

/** /teleprompter itself or /teleprompter/{mindMapId}. */
function isTeleprompterPath(normalized: string): boolean {
  return normalized === paths.teleprompter || /^\/teleprompter\/[^/]+$/.test(normalized);
}

/** Where a visitor asked to go before being sent to /auth; carried in navigation state. */
export interface RedirectTarget {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
}

/** Navigation state the auth screen understands (spec §2 plus the return-to target). */
export interface AuthLocationState {
  register?: boolean;
  redirectToPricingTier?: 'free' | 'pro' | 'elite';
  from?: RedirectTarget;
  /** Set by logout, which navigates before it clears the session. */
  loggedOut?: boolean;
}

/**
 * Navigation state of /mindmap/new (issue 24 item 9): every New Script opens the same unsaved map
 * there; the dashboard's names its root as spec §3 has it.
 */
export interface NewScriptLocationState {
  rootTitle?: string;
}

/** Routes that need a session (spec §2); unknown paths are not protected, they redirect to /. */
export function isProtectedPath(pathname: string): boolean {
  const p = normalizePath(pathname);
  return (
    p === paths.dashboard ||
    isTeleprompterPath(p) ||
    p === paths.testCheckout ||
    p === paths.testPortal ||
    p === paths.settings ||
    p.startsWith(`${paths.settings}/`) ||
    /^\/mindmap\/[^/]+$/.test(p)
  );
}
