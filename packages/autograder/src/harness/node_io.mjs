// Calls one exported function of the student's module and reports its return value behind the per-run marker.
// Called as: node --import ./node_nonce.mjs node_io.mjs <module file> <function name> <file of the arguments (a JSON array)>.
import { readFileSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markerLine } from './node_nonce.mjs';

const [path, functionName, argumentsPath] = process.argv.slice(2);
const argumentsJson = readFileSync(argumentsPath, 'utf8');
const emit = (kind, payload) => writeSync(1, markerLine(kind, payload));

function describeError(error) {
  return error instanceof Error ? (error.stack ?? String(error)) : String(error);
}

try {
  const module = await import(pathToFileURL(resolve(path)).href);
  const exported = module[functionName] ?? module.default?.[functionName];
  if (typeof exported !== 'function') {
    emit('error', { logs: `${path} exports no function named ${functionName}.` });
  } else {
    const value = await exported(...JSON.parse(argumentsJson));
    let json = null;
    try {
      json = JSON.stringify(value) ?? null;
    } catch {
      json = null;
    }
    let text;
    try {
      text = String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
    emit('value', { json, text });
  }
} catch (error) {
  emit('error', { logs: describeError(error) });
}
// Timers or handles the student's module left open must not keep the process until the time limit.
process.exit(0);
