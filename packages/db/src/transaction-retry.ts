import type { Database } from './database';
import { isConcurrencyConflict } from './errors';

// Transactions take their row locks in one order (docs/ARCHITECTURE.md, "Row locks"), so deadlocks should not
// happen; should one still be found, or a serialization failure, PostgreSQL rolls that transaction back and the
// other goes on. Every top-level transaction of the application's database is then run once more, here, in one
// place, rather than answering 500 for a conflict that a second try resolves. A transaction's work must therefore
// only touch the database (what it queues, mail and jobs, is rows too), which is how services are written.

/** Makes `db.transaction` run its work a second time when the first try ends in a deadlock or serialization failure. */
export function retryConcurrencyConflictsOnce(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const retrying = async (...args: Parameters<Database['transaction']>) => {
    try {
      return await transaction(...args);
    } catch (error) {
      if (!isConcurrencyConflict(error)) throw error;
      return transaction(...args);
    }
  };
  db.transaction = retrying as Database['transaction'];
  return db;
}
