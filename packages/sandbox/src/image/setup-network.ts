// setup.sh's network: its own network namespace (bwrap's), connected to the outside through slirp4netns, a user-mode
// network stack. With --disable-host-loopback the namespace cannot reach the host's own 127.0.0.1 services (the
// database, the API); it reaches what the host reaches otherwise, like a container on a default bridge.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { findTool } from './tools';

/** Reads bwrap's --info-fd JSON and answers the sandbox's first process's pid, as the host sees it. */
export function readChildPid(info: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      try {
        const pid = (JSON.parse(text) as { 'child-pid'?: unknown })['child-pid'];
        if (typeof pid !== 'number') throw new Error('no child-pid');
        info.off('data', onData);
        resolve(pid);
      } catch {
        // not all of it yet
      }
    };
    info.on('data', onData);
    info.once('end', () => reject(new Error('bwrap ended before it said which process to connect.')));
    info.once('error', reject);
  });
}

/** Connects the namespace of `pid` to the outside; resolves once the interface is up. */
export function connectNetwork(pid: number): Promise<ChildProcess> {
  const slirp = findTool('slirp4netns', 'slirp4netns');
  return new Promise((resolve, reject) => {
    const child = spawn(slirp, ['--configure', '--mtu=65520', '--disable-host-loopback', '--ready-fd=3', String(pid), 'tap0'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    const ready = child.stdio[3] as Readable;
    ready.on('error', () => undefined);
    ready.once('data', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`slirp4netns could not connect the build's network (exit ${code}): ${stderr.trim()}`)));
  });
}
