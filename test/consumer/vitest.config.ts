// The consumer app's vitest settings: nothing package-specific (no server.deps.inline).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['*.test.ts'] } });
