// Secret sealing (AES-256-GCM) and key management. SECRET_KEY, or a key generated
// into DATA_DIR on first start, is the root; purpose keys are derived with HKDF so
// the session-cookie key and the sealing key are never the same bytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Keys = { seal: Buffer; session: string; feed: Buffer };

export function loadRootKey(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) {
    if (secretKey.length < 32) throw new Error('SECRET_KEY must be at least 32 characters.');
    return Buffer.from(secretKey, 'utf8');
  }
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
  return key;
}

function derive(root: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', root, Buffer.alloc(0), `nugget:${purpose}`, 32));
}

export function deriveKeys(root: Buffer): Keys {
  return { seal: derive(root, 'seal'), session: derive(root, 'session').toString('base64'), feed: derive(root, 'feed') };
}

/** Seals a secret for storage: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, ct] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Sealed value is malformed.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** A secret for a URL (the calendar feed): 192 random bits, base64url (32 characters). */
export const secretToken = () => crypto.randomBytes(24).toString('base64url');

export const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
