import { act, render, screen } from '@testing-library/react';
import type { StaffRole } from '../../domain/model';
import { createFakeAuthGateway } from '../../testing/fake-auth-gateway';
import { FakeTreeSource } from '../../testing/fake-tree-source';
import { LiveValueStore } from '../live-value-store';
import { setLiveValueStore } from '../use-db-value';
import { AuthProvider } from './auth-provider';
import { useRoles } from './use-roles';

function Probe({ wanted }: { wanted: readonly StaffRole[] }) {
  const { loading, hasAnyRole, judgeKey, error } = useRoles();
  if (loading) return <p>checking roles</p>;
  return (
    <ul>
      <li>{hasAnyRole(wanted) ? 'allowed' : 'refused'}</li>
      <li>judge: {judgeKey ?? 'none'}</li>
      {error && <li>error: {error.code}</li>}
    </ul>
  );
}

const scrutineer = { uid: 'u-scr', email: 'scrutineer@demo.invalid' };

describe('useRoles', () => {
  afterEach(() => setLiveValueStore(undefined));

  /** The fake tree as every useDbValue in the test reads it. */
  function liveTree(initial: Record<string, unknown> = {}): FakeTreeSource {
    const tree = new FakeTreeSource(initial);
    setLiveValueStore(new LiveValueStore(tree));
    return tree;
  }

  it("reads the signed-in account's grants and follows changes live", async () => {
    const tree = liveTree({ 'roles/u-scr': { scrutineer: true, email: scrutineer.email } });
    render(<AuthProvider gateway={createFakeAuthGateway(scrutineer)}><Probe wanted={['deckCaptain', 'scrutineer']} /></AuthProvider>);
    expect(await screen.findByText('allowed')).toBeInTheDocument();
    expect(tree.listening()).toEqual(expect.arrayContaining(['roles/u-scr', 'judgeSessions/u-scr']));
    act(() => tree.set('roles/u-scr/scrutineer', null));
    expect(await screen.findByText('refused')).toBeInTheDocument();
  });

  it('lets an organiser in for any staff role', async () => {
    liveTree({ 'roles/u-scr': { organiser: true } });
    render(<AuthProvider gateway={createFakeAuthGateway(scrutineer)}><Probe wanted={['mc']} /></AuthProvider>);
    expect(await screen.findByText('allowed')).toBeInTheDocument();
  });

  it("reports the device's judge binding", async () => {
    liveTree({ 'judgeSessions/u-scr': { judgeKey: 'judge-3', code: 'ABC1234', boundAt: 1 } });
    render(<AuthProvider gateway={createFakeAuthGateway(scrutineer)}><Probe wanted={['mc']} /></AuthProvider>);
    expect(await screen.findByText('judge: judge-3')).toBeInTheDocument();
    expect(screen.getByText('refused')).toBeInTheDocument();
  });

  it('refuses, without reading anything, when nobody is signed in', async () => {
    const tree = liveTree({ 'roles/u-scr': { organiser: true } });
    render(<AuthProvider gateway={createFakeAuthGateway(null)}><Probe wanted={['organiser']} /></AuthProvider>);
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(tree.listening()).toEqual([]);
  });

  it('counts a refused read as no grants and reports it', async () => {
    const tree = liveTree();
    render(<AuthProvider gateway={createFakeAuthGateway(scrutineer)}><Probe wanted={['scrutineer']} /></AuthProvider>);
    await screen.findByText('refused');
    act(() => tree.revoke('roles/u-scr', new Error('permission_denied at /roles/u-scr')));
    expect(await screen.findByText('error: permission-denied')).toBeInTheDocument();
    expect(screen.getByText('refused')).toBeInTheDocument();
  });
});
