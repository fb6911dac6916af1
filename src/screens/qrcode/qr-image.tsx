/**
 * The login QR code drawn as one SVG path from the code's module matrix: no canvas, no image decoding, no
 * markup strings. The `qrcode` encoder loads as its own chunk the first time a code is shown.
 */
import { useEffect, useState } from 'react';
import { QR_SIZE } from '../../config/constants.js';

/** Light modules around the code, as the QR specification asks for a clean scan. */
const QUIET_ZONE = 2;

interface Drawn {
  readonly url: string;
  readonly size: number;
  readonly path: string;
}

/** One `M x y h1 v1 h-1 z` square per dark module, merged horizontally into runs to keep the path short. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && isDark(row, col)) col += 1;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return d;
}

export function QrImage({ url, label }: { url: string; label: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    import('qrcode')
      .then((qrcode) => {
        const { modules } = qrcode.create(url, { errorCorrectionLevel: 'M' });
        const path = qrPath(modules.size, (row, col) => Boolean(modules.get(row, col)));
        if (live) setDrawn({ url, size: modules.size, path });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (failed) return null;
  if (!drawn || drawn.url !== url) {
    return <div className="mp-qrcode__placeholder" aria-busy="true" />;
  }
  const box = drawn.size + QUIET_ZONE * 2;
  return (
    <svg
      className="mp-qrcode__image"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={QR_SIZE}
      height={QR_SIZE}
      shapeRendering="crispEdges"
    >
      <rect className="mp-qrcode__light" width={box} height={box} />
      <path className="mp-qrcode__dark" d={drawn.path} />
    </svg>
  );
}
