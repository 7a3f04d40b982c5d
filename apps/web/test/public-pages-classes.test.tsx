// The public pages (landing, pricing, auth, the e-mail links' pages) and the navbar join their classes without tailwind-merge,
// so that their first load leaves it out (issue 16, components/ui/class-merge.ts). That is only right
// while no element there carries two Tailwind classes of the same kind (which one wins would then
// depend on the stylesheet's order): every class attribute must come out of `cn` unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../src/app/provider';
import { routes } from '../src/app/router';
import { cn } from '../src/lib/cn';
import { sessionStore } from '../src/lib/session';
import { sampleUser, stubFetch } from './render';

afterEach(() => sessionStore.clear());

/** Every class list in the document that tailwind-merge would shorten, with what it would drop. */
function conflictingClassLists(): string[] {
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll('[class]')) {
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    const kept = new Set(cn(classes).split(' '));
    const dropped = classes.filter((c) => !kept.has(c));
    if (dropped.length > 0) problems.push(`<${element.tagName.toLowerCase()} class="${classes.join(' ')}"> drops ${dropped.join(' ')}`);
  }
  return problems;
}

async function renderPath(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // The route's lazy chunk loads first: on a busy machine that takes more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('public pages without tailwind-merge', () => {
  it.each([
    { path: '/', navbar: true, demo: true },
    { path: '/pricing', navbar: true, demo: false },
    { path: '/auth', navbar: false, demo: false },
    // The other pages outside the query layout (app/router.tsx), as a link from an e-mail opens them.
    { path: '/forgot-password', navbar: false, demo: false },
    { path: '/reset-password?token=t', navbar: false, demo: false },
    { path: '/verify-email?token=t', navbar: false, demo: false },
    { path: '/email-verified', navbar: true, demo: false },
  ])('$path (logged out, menu and dialog open) has no conflicting classes', async ({ path, navbar, demo }) => {
    const user = userEvent.setup();
    await renderPath(path);
    // The navbar's mobile menu and the landing page's demo dialog render more of the kit.
    if (navbar) {
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    }
    if (demo) {
      await user.click(screen.getAllByRole('button', { name: /watch the demo/i })[0]!);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    }
    expect(conflictingClassLists()).toEqual([]);
  });

  it.each(['/', '/pricing'])('%s with a session (navbar with plan badge and logout) has no conflicting classes', async (path) => {
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' } } } }) });
    sessionStore.set({ token: 'tok', user: sampleUser });
    const user = userEvent.setup();
    await renderPath(path);
    await waitFor(() => expect(sessionStore.get()?.user.subscription.plan).toBe('pro'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByText('Pro').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /logout/i }).length).toBeGreaterThan(0);
    expect(conflictingClassLists()).toEqual([]);
  });

  it('catches a conflict: a class list holding two paddings is reported', () => {
    render(<p className="px-4 px-2">x</p>);
    expect(conflictingClassLists()).toEqual(['<p class="px-4 px-2"> drops px-4']);
  });
});
