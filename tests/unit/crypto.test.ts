import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKeys, loadRootKey, seal, unseal } from '../../api/platform/crypto.ts';

describe('secret sealing', () => {
  const keys = deriveKeys(Buffer.from('k'.repeat(32)));

  it('round-trips and never stores the plaintext', () => {
    const sealed = seal(keys.seal, 'refresh-token-123');
    expect(sealed).not.toContain('refresh-token-123');
    expect(unseal(keys.seal, sealed)).toBe('refresh-token-123');
    expect(seal(keys.seal, 'same')).not.toBe(seal(keys.seal, 'same'));
  });

  it('refuses a tampered value or the wrong key', () => {
    const sealed = seal(keys.seal, 'imap-password');
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    expect(() => unseal(keys.seal, [...parts.slice(0, 3), ct.toString('base64url')].join('.'))).toThrow();
    const other = deriveKeys(Buffer.from('x'.repeat(32)));
    expect(() => unseal(other.seal, sealed)).toThrow();
  });

  it('derives distinct purpose keys', () => {
    expect(keys.seal.equals(keys.feed)).toBe(false);
    expect(keys.session).not.toBe(keys.seal.toString('base64'));
  });

  it('generates a root key into DATA_DIR once and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-key-'));
    const first = loadRootKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o077).toBe(0);
    expect(loadRootKey(undefined, dir).equals(first)).toBe(true);
    expect(() => loadRootKey('short', dir)).toThrow(/at least 32/);
  });
});
