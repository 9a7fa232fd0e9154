// The ports: the only backend surface the UI sees. Two adapters implement them:
// `local` (the embedded server in src/server, the default) and `firebase` (production).
// Paths are Firestore-shaped: a document path has an even number of segments
// (`users/{uid}/library_items/{id}`), a collection path an odd number.

/** A signed-in user as the UI needs it. `isAdmin` comes from the backend, never from the client. */
export interface AuthUser {
  uid: string;
  email: string;
  isAdmin: boolean;
  /** Admin permission level when isAdmin (spec 1 §6: editor or super admin). */
  adminRole?: 'editor' | 'super';
}

/** The social sign-in pop-ups of spec 1 §7, offered when the Firebase backend is configured. */
export type SocialProvider = 'google' | 'facebook' | 'apple';

/** Sign-in, sign-out and the bearer token every service call carries. */
export interface AuthPort {
  /** The pop-up sign-ins this backend offers, in display order; none (absent) on the local backend. */
  socialProviders?: readonly SocialProvider[];
  /** Signs in through the provider's pop-up; listeners hear of the user before it resolves. */
  signInWithProvider?(provider: SocialProvider): Promise<AuthUser>;
  /** E-mail + password: POST session_verify → custom token → signed-in user (sets the session cookies). */
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  /** Sign in with a custom token (impersonation hands one over). */
  signInWithCustomToken(token: string): Promise<AuthUser>;
  /** Calls session_logout, clears `__session` and `hasSessionCookie`, and forgets the user. */
  signOut(): Promise<void>;
  /** The current user, restoring a session from the cookie on first call; null when signed out. */
  currentUser(): Promise<AuthUser | null>;
  /** A fresh, signed, expiring bearer token for service calls; null when signed out. */
  getIdToken(): Promise<string | null>;
  /**
   * Called with the user on every sign-in (a session restored by `currentUser()` counts) and with null on
   * sign-out; not called on registration, and not again for the same user. Returns an unsubscribe function.
   */
  onChange(listener: (user: AuthUser | null) => void): () => void;
}

export type DocData = Record<string, unknown>;

export interface DocSnapshot<T extends DocData = DocData> {
  id: string;
  path: string;
  data: T;
}

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

/** A query over one collection; mirrors the subset of Firestore queries the product uses. */
export interface Query {
  where?: Array<[field: string, op: WhereOp, value: unknown]>;
  orderBy?: Array<[field: string, direction: 'asc' | 'desc']>;
  limit?: number;
  offset?: number;
}

/** Document storage. Every write is atomic; reads of missing documents give null. */
export interface DocumentsPort {
  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T> | null>;
  /** Creates or replaces; with `merge`, deep-merges into the existing document. */
  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Shallow field update of an existing document (dotted keys reach nested fields); fails when missing. */
  update(path: string, data: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  /** Adds a document with a generated id and returns its snapshot. */
  add(collectionPath: string, data: DocData): Promise<DocSnapshot>;
  query<T extends DocData = DocData>(collectionPath: string, query?: Query): Promise<DocSnapshot<T>[]>;
  /** Live query: calls `onNext` now and after every change; returns an unsubscribe function. */
  subscribe<T extends DocData = DocData>(
    collectionPath: string,
    query: Query,
    onNext: (docs: DocSnapshot<T>[]) => void,
    onError?: (error: Error) => void,
  ): () => void;
}

/** Upload size caps per category (spec 1 §5, §8). Audio's cap comes from configuration. */
export type FileCategory = 'image' | 'accreditation' | 'promoVideo' | 'audio' | 'hlsVideo' | 'other';

export interface StoredFile {
  name: string;
  /** Full storage path, e.g. `{uid}/uploads/courses/{id}/original.jpeg`. */
  fullPath: string;
  size: number;
  contentType: string;
  updatedAt: string;
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

/** File storage under `/{userId}/uploads/...`. */
export interface FilesPort {
  upload(
    fullPath: string,
    file: Blob,
    options?: { category?: FileCategory; contentType?: string; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
  ): Promise<StoredFile>;
  /** Files directly inside a folder; a missing or forbidden folder gives an empty list (spec 1 §8). */
  list(folderPath: string): Promise<StoredFile[]>;
  delete(fullPath: string): Promise<void>;
  /** A URL the browser can fetch without headers (an <img src>, an <audio src>). */
  downloadUrl(fullPath: string): Promise<string>;
}

/** The platform HTTP services (spec 1 §7, spec 3 §7), each a ky instance with bearer token and error handling. */
export type ServiceName = 'teacherDashboard' | 'payment' | 'events' | 'forums' | 'groups' | 'search' | 'users' | 'mainSite' | 'chat' | 'presence' | 'shareLinks';

/** Everything the UI needs from a backend. */
export interface Backend {
  kind: 'local' | 'firebase';
  auth: AuthPort;
  documents: DocumentsPort;
  files: FilesPort;
  /** Base URL per platform service; clients in src/backend/http build on these. */
  serviceUrls: Record<ServiceName, string>;
}
