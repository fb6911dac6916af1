// The fixture's Next.js settings (test/nextjs/run.mjs copies this folder next to the installed tarball).
/** @type {import('next').NextConfig} */
export default {
  // The repository's tsc and the docs test check types; the fixture proves the build and the render.
  typescript: { ignoreBuildErrors: true },
  // The repository root (its node_modules holds next and react): one lockfile, no guess.
  turbopack: { root: process.env.MP_NEXT_ROOT },
  outputFileTracingRoot: process.env.MP_NEXT_ROOT,
};
