import type { Fingerprints } from './types';

// A document's fingerprints in a compact byte form, for storing a check's index between runs:
//   version (1 byte), the id (varint length + UTF-8), tokenCount, lineCount, count (varints),
//   hashes (4 bytes each, little-endian: they are uniformly spread, so nothing smaller fits),
//   positions (varint gaps: winnowing keeps them in increasing order), lines (zigzag varint differences),
//   then the lexemes: their count and varint gaps (they are ascending).

const VERSION = 2;

export function encodeFingerprints(fingerprints: Fingerprints): Uint8Array {
  const { hashes, positions, lines } = fingerprints;
  const id = new TextEncoder().encode(fingerprints.id);
  const out = new ByteWriter(16 + id.length + hashes.length * 8);
  out.byte(VERSION);
  out.varint(id.length);
  out.bytes(id);
  out.varint(fingerprints.tokenCount);
  out.varint(fingerprints.lineCount);
  out.varint(hashes.length);
  for (const hash of hashes) out.uint32(hash);
  let previous = 0;
  for (const position of positions) {
    out.varint(position - previous);
    previous = position;
  }
  previous = 0;
  for (const line of lines) {
    out.varint(zigzag(line - previous));
    previous = line;
  }
  out.varint(fingerprints.lexemes.length);
  previous = 0;
  for (const lexeme of fingerprints.lexemes) {
    out.varint(lexeme - previous);
    previous = lexeme;
  }
  return out.result();
}

export function decodeFingerprints(bytes: Uint8Array): Fingerprints {
  const input = new ByteReader(bytes);
  const version = input.byte();
  if (version !== VERSION) throw new Error(`Unknown fingerprint encoding version ${version}.`);
  const id = new TextDecoder().decode(input.bytes(input.varint()));
  const tokenCount = input.varint();
  const lineCount = input.varint();
  const count = input.varint();
  const hashes = new Uint32Array(count);
  for (let i = 0; i < count; i++) hashes[i] = input.uint32();
  const positions = new Uint32Array(count);
  let previous = 0;
  for (let i = 0; i < count; i++) positions[i] = previous += input.varint();
  const lines = new Uint32Array(count);
  previous = 0;
  for (let i = 0; i < count; i++) lines[i] = previous += unzigzag(input.varint());
  const lexemes = new Uint32Array(input.varint());
  previous = 0;
  for (let i = 0; i < lexemes.length; i++) lexemes[i] = previous += input.varint();
  if (!input.done) throw new Error('Fingerprint bytes have trailing data.');
  return { id, hashes, positions, lines, tokenCount, lineCount, lexemes };
}

function zigzag(value: number): number {
  return value >= 0 ? value * 2 : -value * 2 - 1;
}

function unzigzag(value: number): number {
  return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
}

class ByteWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = new Uint8Array(Math.max(16, capacity));
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const larger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + extra));
    larger.set(this.buffer.subarray(0, this.length));
    this.buffer = larger;
  }

  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  bytes(values: Uint8Array): void {
    this.reserve(values.length);
    this.buffer.set(values, this.length);
    this.length += values.length;
  }

  uint32(value: number): void {
    this.reserve(4);
    this.buffer[this.length++] = value & 0xff;
    this.buffer[this.length++] = (value >>> 8) & 0xff;
    this.buffer[this.length++] = (value >>> 16) & 0xff;
    this.buffer[this.length++] = (value >>> 24) & 0xff;
  }

  /** Unsigned LEB128 (values up to 2^53). */
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.byte((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.byte(rest);
  }

  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

class ByteReader {
  private offset = 0;

  constructor(private readonly buffer: Uint8Array) {}

  get done(): boolean {
    return this.offset === this.buffer.length;
  }

  byte(): number {
    if (this.offset >= this.buffer.length) throw new Error('Fingerprint bytes end too soon.');
    return this.buffer[this.offset++]!;
  }

  bytes(length: number): Uint8Array {
    if (this.offset + length > this.buffer.length) throw new Error('Fingerprint bytes end too soon.');
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  uint32(): number {
    const value = this.byte() | (this.byte() << 8) | (this.byte() << 16) | (this.byte() << 24);
    return value >>> 0;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const next = this.byte();
      value += (next & 0x7f) * scale;
      if (next < 0x80) return value;
      scale *= 0x80;
    }
  }
}
