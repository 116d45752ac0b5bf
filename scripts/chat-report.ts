/**
 * `npm run chat-report`: reads the database the server uses (DATABASE_URL, else the PGlite
 * folder in DATA_DIR) and prints what visitors ask. With PGlite, stop the server first: the
 * folder is locked by the process using it, and the report says which one.
 */
import { assistant } from '../src/content/assistant';
import { chatReport, formatReport } from '../server/chat-report';
import { parseConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db';

let db: Database;
try {
  const config = parseConfig(process.env);
  db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
} catch (error) {
  // A locked or damaged folder, or a wrong setting: the message says what, a stack would not.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  process.stdout.write(formatReport(await chatReport(db, assistant.unknown)));
} finally {
  await db.close();
}
