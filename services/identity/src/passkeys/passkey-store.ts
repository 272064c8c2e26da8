/** A stored passkey: a credential id and its public key. Never leaves the service as is. */
export interface PasskeyRecord {
  id: number;
  userId: number;
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Raised by `create` when the credential id is already stored (for this user or another). */
export class CredentialTakenError extends Error {
  constructor() {
    super('Passkey already registered');
    this.name = 'CredentialTakenError';
  }
}

export interface PasskeyStore {
  findByCredentialId(credentialId: string): Promise<PasskeyRecord | undefined>;
  /** Oldest first. */
  listForUser(userId: number): Promise<PasskeyRecord[]>;
  /** Throws CredentialTakenError when the credential id exists. */
  create(passkey: NewPasskey): Promise<PasskeyRecord>;
  /** Records a successful sign-in: the authenticator's new signature counter and the time. */
  markUsed(id: number, counter: number, at: Date): Promise<void>;
}
