import type { DocumentStore } from './db/DocumentStore';
import type { Db } from './db/openDatabase';
import type { TokenSigner } from './auth/TokenSigner';
import type { UserStore } from './auth/UserStore';
import type { FileStore } from './files/FileStore';
import type { Logger } from './logger';
import type { WizardCatalog } from './wizards/wizardCatalog';

/** Everything a route module needs, built once in startServer. */
export interface ServerContext {
  db: Db;
  docs: DocumentStore;
  users: UserStore;
  files: FileStore;
  tokens: TokenSigner;
  logger: Logger;
  dataDir: string;
  config: { audioMaxMb: number };
  /** The wizards the step-save service serves (the app's schemas, plus test fixtures when asked). */
  wizards: WizardCatalog;
}
