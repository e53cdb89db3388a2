// Host programs the image builder needs, found by absolute path, with the Debian package to install when missing.
import { accessSync, constants } from 'node:fs';

const SEARCH = ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/bin'];

export function lookUpTool(name: string): string | null {
  for (const folder of SEARCH) {
    try {
      accessSync(`${folder}/${name}`, constants.X_OK);
      return `${folder}/${name}`;
    } catch {
      // not here
    }
  }
  return null;
}

export function findTool(name: string, debianPackage: string): string {
  const found = lookUpTool(name);
  if (!found) throw new Error(`Building autograder images needs ${name}: apt-get install ${debianPackage}`);
  return found;
}
