import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
for (const f of process.argv.slice(2)) {
  const code = readFileSync(f, 'utf8'); const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
  const c = new SourceMapConsumer(map); const lines = code.split('\n'); const sizes = {};
  let last = null;
  c.eachMapping((m) => { if (last) { const src = last.source ?? '?'; const len = (m.generatedLine === last.generatedLine ? m.generatedColumn : lines[last.generatedLine - 1].length) - last.generatedColumn; sizes[src] = (sizes[src] || 0) + Math.max(0, len); } last = m; });
  console.log(f, code.length);
  Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 45).forEach(([s, n]) => console.log(String(n).padStart(7), s.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')));
}
