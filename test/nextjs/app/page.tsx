// A server component: it imports a validator from the React-free subpath (runs at build time, on the server) and
// renders the client boundary.
import { validatePhone } from 'member-popup/validation';
import { MemberWidgets } from './member-widgets';

export default function Home() {
  const valid = validatePhone('0912 345 678', 'VN') === null;
  return (
    <main>
      <p id="server-check">{valid ? 'server: phone valid' : 'server: phone refused'}</p>
      <MemberWidgets />
    </main>
  );
}
