/**
 * `npm run chat-report`: reads the database the server uses (DATABASE_URL, else the PGlite
 * folder in DATA_DIR) and prints what visitors ask. With PGlite, stop the server first: the
 * embedded database takes one process at a time.
 */
import { assistant } from '../src/content/assistant';
import { chatReport, formatReport } from '../server/chat-report';
import { parseConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db';

const config = parseConfig(process.env);
const db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
try {
  process.stdout.write(formatReport(await chatReport(db, assistant.unknown)));
} finally {
  await db.close();
}
