import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir';

// Registered before the test file's own hooks, so it runs after them: servers are closed first.
afterAll(removeTempDirs);
