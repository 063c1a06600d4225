// Makes the server tests' template database on TEST_DATABASE_URL's server and prints its name (run by
// modelo-postgres.ts, the tests' global setup, on the sources).
import { createTemplateDatabase, testPostgresUrl } from './test-database.js';

const serverUrl = testPostgresUrl();
if (!serverUrl) throw new Error('TEST_DATABASE_URL não definido');
process.stdout.write(`${await createTemplateDatabase(serverUrl)}\n`);
