import { isoCBOR } from "@simplewebauthn/server/helpers";
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A passkey in software, for tests: a P-256 key made with node:crypto that answers
 * WebAuthn registration (attestation "none") and sign-in exactly as a browser would hand
 * the answers to the server, for the relying party and origin the test says.
 */
export type SoftwarePasskey = {
  credentialId: string;
  register: (options: CreationOptions, origin: string) => Record<string, unknown>;
  signIn: (options: RequestOptions, origin: string) => Record<string, unknown>;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
    ]),
  );
}

/** User present and verified (a fingerprint, a face, a PIN). */
const presentAndVerified = 0x01 | 0x04;
const attestedData = 0x40;

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const rawId = randomBytes(16);
  let counter = 0;
  let userHandle = "";
  return {
    credentialId: b64url(rawId),
    register(options, origin) {
      userHandle = options.user.id;
      const clientDataJSON = JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      });
      const authData = Buffer.concat([
        sha256(options.rp.id ?? ""),
        Buffer.from([presentAndVerified | attestedData]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([0, rawId.length]),
        rawId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(Buffer.from(clientDataJSON)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    signIn(options, origin) {
      counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }),
      );
      const authData = Buffer.concat([
        sha256(options.rpId ?? ""),
        Buffer.from([presentAndVerified]),
        uint32(counter),
      ]);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
