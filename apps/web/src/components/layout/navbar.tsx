// Navigation bar (spec §2): logged-out and logged-in link sets, plan badge, mobile menu, auto-hide mode.
import { Suspense, lazy, useEffect, useId, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { paths, normalizePath } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { cx } from '../../lib/class-names';
import { buttonStyles } from '../ui/button';
import { Logo } from './logo';
import { PlanBadge } from './plan-badge';
import { LOGOUT_DIALOG_TEXT } from './logout-messages';
import type { LogoutDialogProps } from './logout-dialog';

// The logout's question (edits waiting on this device) stays out of every page's first load: it is
// fetched once someone is signed in, so it is there when the network is not. Should it still be
// missing, the browser's own confirm asks instead.
const loadLogoutDialog = () => import('./logout-dialog');
const LogoutDialog = lazy<ComponentType<LogoutDialogProps>>(() => loadLogoutDialog().catch(() => ({ default: ConfirmLogout })));

function ConfirmLogout({ scripts, onKeep, onDiscard }: LogoutDialogProps) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (window.confirm(`${LOGOUT_DIALOG_TEXT.description(scripts)}\n\n${LOGOUT_DIALOG_TEXT.discard}?`)) onDiscard();
    else onKeep();
  }, [scripts, onKeep, onDiscard]);
  return null;
}

/** Smoothly scrolls to a landing-page section; returns false when the section is not on this page. */
function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
  return true;
}

// Whole class lists, not a base plus overrides: the navbar joins classes without tailwind-merge (issue 16).
const linkShape = 'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900';
const linkBase = `${linkShape} text-slate-600`;
const linkActive = `${linkShape} bg-slate-100 text-slate-900`;

/** How long the pointer rests on the top edge before the auto-hidden bar slides in (a pass through does nothing). */
export const NAV_REVEAL_DWELL_MS = 250;

export function Navbar({ autoHide = false }: { autoHide?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  /** Scripts with edits kept only on this device, while the logout asks what to do with them. */
  const [unsaved, setUnsaved] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const revealTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelReveal = () => {
    if (revealTimer.current !== null) clearTimeout(revealTimer.current);
    revealTimer.current = null;
  };
  const revealSoon = () => {
    cancelReveal();
    revealTimer.current = setTimeout(() => setRevealed(true), NAV_REVEAL_DWELL_MS);
  };
  useEffect(() => cancelReveal, []);
  const headerRef = useRef<HTMLElement>(null);
  // A bar that slid in under a pointer resting on the top edge never saw the pointer enter it, so it would
  // not see it leave either: a pointer that then jumps to the page below (a quick flick) would leave it over
  // the toolbar's first row. While it shows, any pointer move below it hides it, unless focus is inside it.
  useEffect(() => {
    if (!autoHide || !revealed) return;
    const onMove = (e: PointerEvent) => {
      const header = headerRef.current;
      if (!header || header.contains(document.activeElement)) return;
      if (e.clientY > header.getBoundingClientRect().bottom) setRevealed(false);
    };
    document.addEventListener('pointermove', onMove);
    return () => document.removeEventListener('pointermove', onMove);
  }, [autoHide, revealed]);
  const menuId = useId();
  const onLanding = normalizePath(location.pathname) === paths.home;

  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const sectionLink = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    if (onLanding && scrollToSection(id)) e.preventDefault();
  };

  const signedIn = !!session;
  useEffect(() => {
    if (signedIn) void loadLogoutDialog().catch(() => undefined);
  }, [signedIn]);

  // A deliberate logout leaves none of the live documents' copies behind, with edits the server has not
  // stored yet (lib/auth.ts deletes them): with some waiting, it asks first.
  const requestLogout = async () => {
    // The live sessions' module is loaded by the screens that use it (not by public pages): asked only here.
    const scripts = await import('../../lib/live/registry').then((m) => m.liveScriptsPending()).catch(() => 0);
    if (scripts > 0) {
      setMenuOpen(false);
      setUnsaved(scripts);
    } else void logout();
  };
  const discardAndLogout = () => {
    setUnsaved(0);
    void logout();
  };

  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? linkActive : linkBase);

  const loggedOutLinks = (
    <>
      <NavLink to={paths.home} end className={navClass}>
        Home
      </NavLink>
      <Link to={{ pathname: paths.home, hash: '#features' }} onClick={sectionLink('features')} className={linkBase}>
        Features
      </Link>
      {onLanding ? (
        <Link to={{ pathname: paths.home, hash: '#pricing' }} onClick={sectionLink('pricing')} className={linkBase}>
          Pricing
        </Link>
      ) : (
        <NavLink to={paths.pricing} className={navClass}>
          Pricing
        </NavLink>
      )}
    </>
  );

  const loggedInLinks = (
    <>
      <NavLink to={paths.home} end className={navClass}>
        Home
      </NavLink>
      <NavLink to={paths.dashboard} className={navClass}>
        Dashboard
      </NavLink>
      <NavLink to={paths.settings} className={navClass}>
        Settings
      </NavLink>
    </>
  );

  const hidden = autoHide && !revealed && !menuOpen;

  return (
    <>
      {autoHide && (
        // Invisible strip along the top edge: resting on it reveals the auto-hidden bar. A pointer passing
        // through on its way to the prompter's or editor's toolbar does not: the bar would slide over that
        // toolbar's first row and stay while the pointer is on it.
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-40 h-3" onMouseEnter={revealSoon} onMouseLeave={cancelReveal} />
      )}
      <header
        ref={headerRef}
        className={cx(
          'inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md transition-transform duration-200',
          autoHide ? 'fixed shadow-card' : 'sticky',
          hidden && '-translate-y-full',
        )}
        onMouseEnter={() => autoHide && setRevealed(true)}
        onMouseLeave={() => autoHide && setRevealed(false)}
        onFocus={() => autoHide && setRevealed(true)}
        onBlur={(e) => {
          if (autoHide && !e.currentTarget.contains(e.relatedTarget as Node | null)) setRevealed(false);
        }}
        data-autohide={autoHide || undefined}
        data-revealed={autoHide ? String(!hidden) : undefined}
      >
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={paths.home} className="-m-1 rounded-md p-1" aria-label="Cuemap home">
            <Logo />
          </Link>

          <div className="ml-6 hidden items-center gap-1 md:flex">{session ? loggedInLinks : loggedOutLinks}</div>

          <div className="ml-auto hidden items-center gap-3 md:flex">
            {session ? (
              <>
                <PlanBadge plan={session.user.subscription?.plan} subscription={session.user.subscription} />
                <span className="max-w-56 truncate text-sm text-slate-600" title={session.user.email}>
                  Hello, {session.user.email}
                </span>
                <button type="button" onClick={requestLogout} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                  <LogOut className="size-4" aria-hidden="true" />
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to={paths.auth} state={{ register: false }} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                  Sign In
                </Link>
                <Link to={paths.register} className={buttonStyles({ size: 'sm' })}>
                  Get Started
                </Link>
              </>
            )}
          </div>

          <button
            type="button"
            className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </nav>

        {menuOpen && (
          <nav id={menuId} aria-label="Mobile" className="animate-fade-in border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden">
            <div className="flex flex-col gap-1 [&>a]:py-2.5">{session ? loggedInLinks : loggedOutLinks}</div>
            <div className="mt-3 border-t border-slate-100 pt-3">
              {session ? (
                <div className="flex flex-col gap-3">
                  <div className="flex items-center gap-2 px-3">
                    <PlanBadge plan={session.user.subscription?.plan} subscription={session.user.subscription} />
                    <span className="truncate text-sm text-slate-600">Hello, {session.user.email}</span>
                  </div>
                  <button type="button" onClick={requestLogout} className={buttonStyles({ variant: 'outline', fullWidth: true })}>
                    <LogOut className="size-4" aria-hidden="true" />
                    Logout
                  </button>
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-2">
                  <Link to={paths.auth} state={{ register: false }} className={buttonStyles({ variant: 'outline' })}>
                    Sign In
                  </Link>
                  <Link to={paths.register} className={buttonStyles({})}>
                    Get Started
                  </Link>
                </div>
              )}
            </div>
          </nav>
        )}
      </header>
      {unsaved > 0 && (
        <Suspense fallback={null}>
          <LogoutDialog scripts={unsaved} onKeep={() => setUnsaved(0)} onDiscard={discardAndLogout} />
        </Suspense>
      )}
    </>
  );
}
