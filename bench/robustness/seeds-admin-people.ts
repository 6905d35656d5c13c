import type { Live } from './fuzz-live';
import { forget, remember } from './fuzz-live';
import type { RouteSeed } from './fuzz-seed';
import { readField, someId, unique } from './fuzz-seed';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';

/**
 * Users, invitations, the audit log and the dashboard's figures. Changes to people land mostly on the other
 * accounts of fuzz-setup-people.ts, sometimes on the harness's editor and viewer (disabled, demoted, signed
 * out everywhere), which the session keeper then puts back; never on the harness's admin, whom nobody could
 * put back.
 */
function personId(rng: Prng, live: Live, harnessToo: boolean): string {
  const { accounts, ctx } = live;
  const harness = harnessToo && rng.chance(0.2) ? [accounts.editor.userId, accounts.viewer.userId] : [];
  return someId(rng, harness.length > 0 ? harness : ctx.otherUserIds);
}

function userPatch(rng: Prng): Json {
  const roll = rng.next();
  if (roll < 0.4) return { role: rng.pick(['viewer', 'editor']) };
  if (roll < 0.75) return { disabled: rng.chance(0.4) };
  return { approval: rng.pick(['approved', 'approved', 'rejected']) };
}

function auditQuery(rng: Prng, live: Live): string | undefined {
  return rng.pick([
    undefined,
    `actor=${live.accounts.admin.userId}`,
    'action=page.update',
    'item=page:1',
    'item=fuzz',
    'from=2025-01-01&to=2030-01-01',
    'page=2&pageSize=10',
  ]);
}

export const adminPeopleSeeds: readonly RouteSeed[] = [
  {
    method: 'GET',
    url: '/api/admin/users',
    audience: 'admin',
    query: true,
    make: (rng) => ({ query: rng.pick([undefined, 'role=editor', 'approval=pending', 'q=fuzz&page=1&pageSize=50']) }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id',
    audience: 'admin',
    endsSessions: true,
    make: (rng, live) => ({ params: { id: personId(rng, live, true) }, body: userPatch(rng) }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id/sessions',
    audience: 'admin',
    endsSessions: true,
    make: (rng, live) => ({
      params: { id: rng.chance(0.1) ? String(live.accounts.admin.userId) : personId(rng, live, true) },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/password-reset',
    audience: 'admin',
    make: (rng, live) => ({ params: { id: personId(rng, live, false) } }),
    learn: (answer, _sent, live) => {
      const path = readField(answer.body, 'path');
      if (answer.status === 201 && path) remember(live.pools.resetTokens, path.split('/').pop() ?? '');
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id/password-reset',
    audience: 'admin',
    make: (rng, live) => ({ params: { id: personId(rng, live, true) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/invitations',
    audience: 'admin',
    make: (rng) => ({
      body: { role: rng.pick(['viewer', 'editor', 'admin']), note: `fuzz ${unique()}`, days: rng.int(1, 30) },
    }),
    learn: (answer, _sent, live) => {
      const id = Number(/"invitation":\{"id":(\d+)/.exec(answer.body)?.[1]);
      const path = readField(answer.body, 'path');
      if (answer.status !== 201) return;
      if (Number.isInteger(id)) remember(live.pools.invitationIds, id);
      if (path) remember(live.pools.invitationTokens, path.split('/').pop() ?? '');
    },
  },
  { method: 'GET', url: '/api/admin/invitations', audience: 'admin', make: () => ({}) },
  {
    method: 'DELETE',
    url: '/api/admin/invitations/:id',
    audience: 'admin',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.invitationIds) } }),
    learn: (answer, sent, live) => {
      if (answer.status === 204) forget(live.pools.invitationIds, Number(sent.target.split('/').pop()));
    },
  },
  { method: 'GET', url: '/api/admin/stats', audience: 'signed-in', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/admin/audit-log',
    audience: 'admin',
    query: true,
    make: (rng, live) => ({ query: auditQuery(rng, live) }),
  },
  {
    method: 'GET',
    url: '/api/admin/audit-log/export.csv',
    audience: 'admin',
    query: true,
    make: (rng, live) => ({ query: auditQuery(rng, live) }),
  },
];
