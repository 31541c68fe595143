import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A passkey in software, for API tests: what a browser and its authenticator answer to the WebAuthn
// options of @simplewebauthn/server (W3C WebAuthn level 2: "none" attestation, ES256 keys, CBOR as
// in RFC 8949). Chromium's virtual authenticator does the same in the browser tests.

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The CBOR head of a major type with its argument (lengths and integers up to 2^32 - 1). */
function head(major: number, value: number): Buffer {
  const type = major << 5;
  if (value < 24) return Buffer.from([type | value]);
  if (value < 0x100) return Buffer.from([type | 24, value]);
  if (value < 0x10000) return Buffer.from([type | 25, value >> 8, value & 0xff]);
  const four = Buffer.alloc(5);
  four[0] = type | 26;
  four.writeUInt32BE(value, 1);
  return four;
}

/** Encodes the few CBOR types WebAuthn uses: integers, text, bytes and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/** Options as the server sends them (only what an authenticator reads). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** One credential (key pair) on the software authenticator. */
interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin` is the page the browser would be on (the relying party's origin). */
  constructor(private readonly origin: string) {}

  private clientData(
    type: 'webauthn.create' | 'webauthn.get',
    challenge: string,
    origin = this.origin,
  ): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(credential: Credential, flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    return Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([flags]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  /** navigator.credentials.create: a new ES256 key pair, answered as RegistrationResponseJSON. */
  register(options: CreationOptions) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: Credential = {
      id: randomBytes(32),
      rpId: options.rp.id ?? new URL(this.origin).hostname,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      counter: 0,
    };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey]);
    const authData = this.authData(
      credential,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      attested,
    );
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get with one of this authenticator's credentials (the first one the options
   * allow, or the one named), answered as AuthenticationResponseJSON; the signature counter moves on.
   * `origin` stands for a page on another site asking for the same credential (phishing).
   */
  authenticate(
    options: RequestOptions,
    { credentialId, origin }: { credentialId?: string; origin?: string } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find((c) =>
      credentialId ? b64url(c.id) === credentialId : !allowed || allowed.includes(b64url(c.id)),
    );
    if (!credential) throw new Error('no credential of this authenticator is allowed');
    credential.counter += 1;
    const authData = this.authData(credential, FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The id (base64url) of each credential, oldest first. */
  get credentialIds(): string[] {
    return this.credentials.map((c) => b64url(c.id));
  }
}
