import type { TokenSigner } from './auth/TokenSigner';
import type { Logger } from './logger';
import type { AuthTokensPort } from './ports/auth';
import type { DocumentStore } from './ports/documents';
import type { FilesPort } from './ports/files';
import type { PasswordSignIn, UsersPort } from './ports/users';
import type { WizardCatalog } from './wizards/wizardCatalog';

/** Everything a route module needs, built once in startServer. Storage is reached only through the ports. */
export interface ServerContext {
  /** Which implementation of the ports runs: SQLite + disk + local tokens, or Firestore + Cloud Storage + Firebase Auth. */
  backend: 'local' | 'firebase';
  docs: DocumentStore;
  users: UsersPort;
  files: FilesPort;
  /** Bearer ID token verification and custom tokens (impersonation). */
  auth: AuthTokensPort;
  /** E-mail and password sign-in: the embedded backend only (null on Firebase, whose browser SDK signs in). */
  passwords: PasswordSignIn | null;
  /** The server's own signed tokens: the local session and ID tokens, and signed file download links. */
  tokens: TokenSigner;
  logger: Logger;
  dataDir: string;
  config: { audioMaxMb: number };
  /** The wizards the step-save service serves (the app's schemas, plus test fixtures when asked). */
  wizards: WizardCatalog;
}
