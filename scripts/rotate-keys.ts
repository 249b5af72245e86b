// Key rotation for uploaded documents (docs/SECURITY.md "Data protection"): with the new key in
// DATA_ENCRYPTION_KEY and the old one(s) in DATA_ENCRYPTION_KEY_PREVIOUS, re-wraps every document's data key
// under the new key (and encrypts any document stored before encryption existed). Safe to run twice, and
// while the server runs. `npm run rotate-keys`.
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import { rotateDocumentKeys } from '../server/security/documentCrypto';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = createDb(config.databaseUrl, config.databaseSchema);
  try {
    await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);
    const result = await rotateDocumentKeys(db, {
      current: config.encryptionKey,
      previous: config.previousEncryptionKeys ?? [],
    });
    console.log(`documents re-wrapped: ${result.rewrapped}; encrypted for the first time: ${result.encrypted}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
