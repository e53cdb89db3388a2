// `npm run db:check`: exits with 1, naming what differs, when the drizzle schema and the committed migrations
// disagree. The unit tests run the same check (schema-drift.test.ts), so CI fails on it too.
import { describeSchemaDrift, findSchemaDrift } from './schema-drift';

const drift = await findSchemaDrift();
if (drift) {
  console.error(describeSchemaDrift(drift));
  process.exit(1);
}
console.log('The drizzle schema and the committed migrations agree.');
