// The Share dialog (issue 27) against a fake API that keeps state like the server: invite (and its
// errors: plan limit with the upgrade link, rate limit, bad address), role change, remove, revoke,
// the view link switch, transfer; and the dashboard's Shared with me.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARING_MESSAGES, type ScriptSharing } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { ShareDialog } from '../src/features/sharing/components/share-dialog';
import { ScriptAccessScope } from '../src/features/sharing/components/script-access-scope';
import { useScriptAccess } from '../src/components/script-access/script-access';
import { SharedWithMe } from '../src/features/sharing/components/shared-with-me';
import { SHARING_TEXT } from '../src/features/sharing/messages';
import { renderRoute, sampleUser, stubFetch } from './render';
import { avatarColour } from '../src/features/sharing/utils/people';
import { presenceUser } from '../src/lib/live/presence/presence-state';

const base = '/api/mindmaps/m1';
const owner = { userId: 'u0', email: sampleUser.email, role: 'owner' as const, since: '2026-01-01T00:00:00.000Z' };
const bob = { userId: 'u1', email: 'bob@example.com', role: 'viewer' as const, since: '2026-01-02T00:00:00.000Z' };

let state: ScriptSharing;
let calls: ReturnType<typeof stubFetch>;

function stubApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  calls = stubFetch({
    [`GET ${base}/sharing`]: () => ({ body: state }),
    [`POST ${base}/invitations`]: (body) => {
      const { email, role } = body as { email: string; role: 'viewer' | 'editor' };
      const invitation = { id: `i-${email}`, email, role, createdAt: '2026-12-06T00:00:00.000Z', expiresAt: '2026-12-20T00:00:00.000Z' };
      state = { ...state, invitations: [...state.invitations, invitation] };
      return { status: 201, body: { message: SHARING_MESSAGES.invited(email), invitation } };
    },
    [`PATCH ${base}/members/u1`]: (body) => {
      const role = (body as { role: 'viewer' | 'editor' }).role;
      state = { ...state, people: state.people.map((p) => (p.userId === 'u1' ? { ...p, role } : p)) };
      return { body: { ...bob, role } };
    },
    [`DELETE ${base}/members/u1`]: () => {
      state = { ...state, people: state.people.filter((p) => p.userId !== 'u1') };
      return { status: 204 };
    },
    [`DELETE ${base}/invitations/i1`]: () => {
      state = { ...state, invitations: [] };
      return { status: 204 };
    },
    [`POST ${base}/view-link`]: () => {
      state = { ...state, viewLink: { createdAt: '2026-12-06T00:00:00.000Z' } };
      return { status: 201, body: { createdAt: '2026-12-06T00:00:00.000Z', token: 'secret', url: 'http://app.test/view/secret' } };
    },
    [`DELETE ${base}/view-link`]: () => {
      state = { ...state, viewLink: null };
      return { status: 204 };
    },
    [`POST ${base}/transfer`]: () => ({ body: { message: SHARING_MESSAGES.transferred(bob.email) } }),
    ...overrides,
  });
}

function openDialog() {
  let open = true;
  const onClose = () => (open = false);
  const utils = renderRoute(<ShareDialog mindMapId="m1" title="Launch talk" open onClose={onClose} />);
  return { ...utils, isOpen: () => open };
}

beforeEach(() => {
  sessionStore.set({ token: 'tok', user: sampleUser });
  state = {
    people: [owner, bob],
    invitations: [{ id: 'i1', email: 'carol@example.com', role: 'editor', createdAt: '2026-12-01T00:00:00.000Z', expiresAt: '2026-12-15T00:00:00.000Z' }],
    viewLink: null,
    limit: 2,
  };
});
afterEach(() => sessionStore.clear());

describe('Share dialog', () => {
  it('lists the owner, the people and the pending invitations', async () => {
    stubApi();
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Share “Launch talk”' });
    const people = await within(dialog).findByRole('list', { name: SHARING_TEXT.peopleHeading });
    expect(within(people).getByText(sampleUser.email)).toBeTruthy();
    expect(within(people).getByText('Owner (you)')).toBeTruthy();
    expect((within(people).getByRole('combobox', { name: SHARING_TEXT.changeRole(bob.email) }) as HTMLSelectElement).value).toBe('viewer');
    const pending = within(dialog).getByRole('list', { name: SHARING_TEXT.pendingHeading });
    expect(within(pending).getByText('carol@example.com')).toBeTruthy();
    expect(within(dialog).getByText('2 of 2 on your plan')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: SHARING_TEXT.linkHeading }).getAttribute('aria-checked')).toBe('false');
  });

  it('invites an address as viewer and shows it as pending', async () => {
    stubApi();
    openDialog();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: SHARING_TEXT.inviteLabel });
    await user.type(input, 'Dave@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: SHARING_TEXT.inviteRole }), 'viewer');
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.inviteButton }));
    expect(await screen.findByText(SHARING_MESSAGES.invited('dave@example.com'))).toBeTruthy();
    expect(calls.find((c) => c.key === `POST ${base}/invitations`)?.body).toEqual({ email: 'dave@example.com', role: 'viewer' });
    const pending = await screen.findByRole('list', { name: SHARING_TEXT.pendingHeading });
    await within(pending).findByText('dave@example.com');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses a bad address before sending anything', async () => {
    stubApi();
    openDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: SHARING_TEXT.inviteLabel }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.inviteButton }));
    expect(await screen.findByText(SHARING_TEXT.invalidEmail)).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${base}/invitations`)).toBe(false);
  });

  it("says the plan's limit with a link to the plans, and the rate limit", async () => {
    let answer = { status: 403, body: { message: SHARING_MESSAGES.shareLimit(2), limitReached: true } as Record<string, unknown> };
    stubApi({ [`POST ${base}/invitations`]: () => answer });
    openDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: SHARING_TEXT.inviteLabel }), 'erin@example.com');
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.inviteButton }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SHARING_MESSAGES.shareLimit(2));
    expect(within(alert).getByRole('link', { name: SHARING_TEXT.upgrade }).getAttribute('href')).toBe('/pricing');

    answer = { status: 429, body: { message: SHARING_MESSAGES.tooManyInvites(12) } };
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.inviteButton }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SHARING_MESSAGES.tooManyInvites(12)));
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('changes a role, removes a person and withdraws an invitation', async () => {
    stubApi();
    openDialog();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: SHARING_TEXT.changeRole(bob.email) }), 'editor');
    expect(await screen.findByText(SHARING_TEXT.roleChanged(bob.email, 'editor'))).toBeTruthy();
    expect(calls.find((c) => c.key === `PATCH ${base}/members/u1`)?.body).toEqual({ role: 'editor' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: SHARING_TEXT.changeRole(bob.email) }) as HTMLSelectElement).value).toBe('editor'));

    await user.click(screen.getByRole('button', { name: SHARING_TEXT.remove(bob.email) }));
    expect(await screen.findByText(SHARING_TEXT.removed(bob.email))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: SHARING_TEXT.changeRole(bob.email) })).toBeNull());

    await user.click(screen.getByRole('button', { name: SHARING_TEXT.revoke('carol@example.com') }));
    expect(await screen.findByText(SHARING_TEXT.revoked('carol@example.com'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: SHARING_TEXT.pendingHeading })).toBeNull());
    expect(screen.getByText(SHARING_TEXT.noPeople)).toBeTruthy();
  });

  it('turns the view link on (copy, new link) and off', async () => {
    stubApi();
    openDialog();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: SHARING_TEXT.linkHeading });
    await user.click(toggle);
    const link = (await screen.findByRole('textbox', { name: SHARING_TEXT.linkLabel })) as HTMLInputElement;
    expect(link.value).toBe('http://app.test/view/secret');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.linkCopy }));
    expect(await screen.findByText(SHARING_TEXT.linkCopied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://app.test/view/secret');
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.linkRegenerate }));
    expect(await screen.findByText(SHARING_TEXT.linkRegenerated)).toBeTruthy();
    await user.click(toggle);
    expect(await screen.findByText(SHARING_TEXT.linkOff)).toBeTruthy();
    expect(screen.getByRole('switch', { name: SHARING_TEXT.linkHeading }).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('textbox', { name: SHARING_TEXT.linkLabel })).toBeNull();
    expect(calls.filter((c) => c.key === `POST ${base}/view-link`)).toHaveLength(2);
    expect(calls.filter((c) => c.key === `DELETE ${base}/view-link`)).toHaveLength(1);
  });

  it('transfers ownership after a confirmation, then closes', async () => {
    stubApi();
    const dialog = openDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SHARING_TEXT.makeOwner(bob.email) }));
    expect(screen.getByText(SHARING_TEXT.transferBody(bob.email))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.cancel }));
    expect(calls.some((c) => c.key === `POST ${base}/transfer`)).toBe(false);
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.makeOwner(bob.email) }));
    await user.click(screen.getByRole('button', { name: SHARING_TEXT.transferConfirm }));
    expect(await screen.findByText(SHARING_MESSAGES.transferred(bob.email))).toBeTruthy();
    expect(calls.find((c) => c.key === `POST ${base}/transfer`)?.body).toEqual({ userId: 'u1' });
    expect(dialog.isOpen()).toBe(false);
  });

  it('tells a member that only the owner shares, with nothing to retry or send', async () => {
    stubApi({ [`GET ${base}/sharing`]: () => ({ status: 403, body: { message: SHARING_MESSAGES.ownerOnly } }) });
    openDialog();
    expect(await screen.findByText(SHARING_MESSAGES.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHARING_TEXT.tryAgain })).toBeNull();
    expect(screen.queryByRole('textbox', { name: SHARING_TEXT.inviteLabel })).toBeNull();
  });

  it('gives each person the colour they have in presence and on the dashboard', () => {
    expect(avatarColour('Grace.Hopper@example.com')).toBe(presenceUser('grace.hopper@example.com').colour);
    expect(avatarColour(bob.email)).toBe(presenceUser(bob.email).colour);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({ [`GET ${base}/sharing`]: () => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: state }) });
    openDialog();
    expect(await screen.findByText(SHARING_TEXT.loadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: SHARING_TEXT.tryAgain }));
    expect(await screen.findByRole('list', { name: SHARING_TEXT.peopleHeading })).toBeTruthy();
  });
});

/** What the editor's header and the prompter's toolbar do: call the route's Share with the script's title. */
function ShareFromScreen({ title }: { title?: string }) {
  const { onShare } = useScriptAccess();
  return onShare ? (
    <button type="button" onClick={() => onShare(title)}>
      Share
    </button>
  ) : null;
}

describe('Share from the editor and the prompter', () => {
  it('heads the dialog with the title the screen passes, as on the dashboard', async () => {
    stubApi({ [`GET ${base}/access`]: () => ({ body: { access: 'owner', ownerEmail: sampleUser.email } }) });
    renderRoute(
      <ScriptAccessScope mindMapId="m1">
        <ShareFromScreen title="Launch talk" />
      </ScriptAccessScope>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: SHARING_TEXT.shareScript('Launch talk') })).toBeVisible();
  });

  it('keeps "Share script" when no title is known yet', async () => {
    stubApi({ [`GET ${base}/access`]: () => ({ body: { access: 'owner', ownerEmail: sampleUser.email } }) });
    renderRoute(
      <ScriptAccessScope mindMapId="m1">
        <ShareFromScreen title="  " />
      </ScriptAccessScope>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: SHARING_TEXT.dialogTitle })).toBeVisible();
  });
});

describe('Shared with me', () => {
  it("lists other people's scripts with owner and role, opening the editor", async () => {
    stubFetch({
      'GET /api/shared': () => ({
        body: {
          scripts: [
            {
              _id: 's1',
              title: 'Keynote',
              description: null,
              category: null,
              type: null,
              version: 3,
              createdAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-12-01T00:00:00.000Z',
              role: 'editor',
              ownerEmail: 'olga@example.com',
              sharedAt: '2026-12-02T00:00:00.000Z',
              lastEditedBy: { id: 'u-olga', name: 'olga' },
              lastEditedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            },
            {
              _id: 's2',
              title: 'Never edited',
              description: null,
              category: null,
              type: null,
              version: 1,
              createdAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-11-02T00:00:00.000Z',
              role: 'viewer',
              ownerEmail: 'olga@example.com',
              sharedAt: '2026-12-02T00:00:00.000Z',
              lastEditedBy: null,
              lastEditedAt: null,
            },
          ],
        },
      }),
    });
    const { router } = renderRoute(<SharedWithMe />, { extraRoutes: [{ path: '/mindmap/:id', element: <p>editor</p> }] });
    const card = await screen.findByRole('article', { name: 'Keynote' });
    expect(within(card).getByText(SHARING_TEXT.sharedBy('olga@example.com'))).toBeTruthy();
    expect(within(card).getByText('Editor')).toBeTruthy();
    // Who last edited it, as on the owner's card; nothing when that is not known.
    expect(within(card).getByTestId('last-edited')).toHaveTextContent(/^Edited by olga · 5 minutes ago$/);
    expect(within(screen.getByRole('article', { name: 'Never edited' })).queryByTestId('last-edited')).toBeNull();
    await userEvent.setup().click(within(card).getByRole('link', { name: `${SHARING_TEXT.open} Keynote` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/s1'));
  });

  it('says when nothing is shared yet', async () => {
    stubFetch({ 'GET /api/shared': () => ({ body: { scripts: [] } }) });
    renderRoute(<SharedWithMe />);
    expect(await screen.findByText(SHARING_TEXT.sharedEmpty)).toBeTruthy();
  });
});
