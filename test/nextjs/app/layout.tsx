// The root layout (a server component): the package's stylesheets, imported once, as docs/quick-start-nextjs.md says.
import type { ReactNode } from 'react';
import 'member-popup/styles.css';
import 'member-popup/styles-flows.css';
import 'member-popup/account/styles.css';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
