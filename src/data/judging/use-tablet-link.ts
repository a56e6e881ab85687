// The tablet's link to the database for React: whether the database really answers, and the tablet's
// record for the scrutineer kept up to date (tablet-link.ts).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import packageJson from '../../../package.json';
import { getLinkPorts } from './link-ports';
import { type LinkState, type TabletScreen, TabletLink } from './tablet-link';
import { useConnected } from './use-mark-outbox';

const OFFLINE: LinkState = { online: false };
const noLink = () => () => {};

export function useTabletLink(judgeKey: string, device: string | null, waiting: number, screen: TabletScreen): LinkState {
  const connected = useConnected();
  // Built once per judge and account; started and stopped with the screen (a stopped link starts again).
  const link = useMemo(() => (device ? new TabletLink(getLinkPorts(), judgeKey, device, packageJson.version) : null), [judgeKey, device]);
  useEffect(() => {
    link?.start();
    return () => link?.stop();
  }, [link]);
  useEffect(() => link?.setConnected(connected), [link, connected]);
  useEffect(() => link?.setWaiting(waiting), [link, waiting]);
  const { eventName, roundNumber, heat } = screen;
  useEffect(() => link?.setScreen({ eventName, roundNumber, heat }), [link, eventName, roundNumber, heat]);
  return useSyncExternalStore(
    link ? (onChange) => link.subscribe(onChange) : noLink,
    () => link?.getSnapshot() ?? OFFLINE,
  );
}
