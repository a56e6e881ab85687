// A "hosted" side in its own network namespace, joined to this one by a veth pair with link-local
// addresses (169.254.x.y/30) that exist only inside the pair, so cutting the link is `ip link set … down`
// and no traffic can leave the machine. Needs root (CAP_NET_ADMIN).
import { execFileSync } from 'node:child_process';

export interface LinkedNamespace {
  name: string;
  /** This side's address and the namespace's address on the pair. */
  localAddress: string;
  remoteAddress: string;
  setLink(up: boolean): void;
  /** The command prefix that runs a program inside the namespace. */
  exec: string[];
  remove(): void;
}

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export function createLinkedNamespace(tag: string, subnet: number): LinkedNamespace {
  const name = `venue-${tag}`;
  const outer = `vo${tag}`.slice(0, 15);
  const inner = `vi${tag}`.slice(0, 15);
  const localAddress = `169.254.${subnet}.1`;
  const remoteAddress = `169.254.${subnet}.2`;
  const remove = () => {
    // Deleting the namespace deletes the pair with it; the outer end goes too if it is left.
    for (const args of [['netns', 'del', name], ['link', 'del', outer]]) {
      try {
        ip(...args);
      } catch {
        // already gone
      }
    }
  };
  remove();
  try {
    ip('netns', 'add', name);
    ip('link', 'add', outer, 'type', 'veth', 'peer', 'name', inner);
    ip('link', 'set', inner, 'netns', name);
    ip('addr', 'add', `${localAddress}/30`, 'dev', outer);
    ip('link', 'set', outer, 'up');
    ip('netns', 'exec', name, 'ip', 'addr', 'add', `${remoteAddress}/30`, 'dev', inner);
    ip('netns', 'exec', name, 'ip', 'link', 'set', inner, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  } catch (error) {
    remove();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Cannot make the test's network namespace (needs root and CAP_NET_ADMIN): ${stderr || (error as Error).message}`, { cause: error });
  }
  return {
    name,
    localAddress,
    remoteAddress,
    exec: ['ip', 'netns', 'exec', name],
    setLink: (up) => ip('link', 'set', outer, up ? 'up' : 'down'),
    remove,
  };
}
