/*
 * The demo's developer panel (ES module, loaded before the header script with the page's CSP nonce). It makes the
 * integrations of spec §7.3 visible:
 * - Analytics: a stub analytics script. It takes over the tracking queue (`window.__memberTrackQueue`): the events
 *   queued before it arrived first, then each new one, listed in order in the panel.
 * - Inside the app (`?app=1`, remembered for the tab): a fake marketplace-app bridge (`window.MemberAppBridge`) that
 *   the package detects. Calls go through it (it forwards them to the gateway over HTTP, as an app would), login asks
 *   "log in in the app?" (Cancel: "Sorry, you have not login"), navigation is logged, then done. Every invocation is
 *   listed in the panel. `&bridge=refuse` makes the app refuse: it has no session of its own (a call that needs a
 *   login — the request says `needLogin` — is answered with a session failure; the others go through) and it refuses
 *   its login (the §8 "Sorry, you have not login"); `&bridge=broken` makes every invocation throw (§8 "runtime error");
 *   `&bridge=ok` is the working app again. Remembered for the tab, like `app`.
 * - Monitor: the server error keys the package reports (installed once the package is loaded).
 * - Dev switches (dev mode only): check-SMS-channel fails, so the JSONP backup file answers.
 * No inline styles: classes from demo.css, visibility with the `hidden` attribute.
 */
const account = document.getElementById('demo-account');
const site = account?.dataset.site ?? 'SG';
const packageUrl = account?.dataset.package;
const QUEUE = '__memberTrackQueue';
const FAULTS = '/__dev/faults';

const element = (tag, attributes = {}, children = []) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
};

const section = (title, id) => {
  const list = element('ol', { class: 'demo-dev__list', id, 'aria-live': 'polite' });
  const box = element('section', { class: 'demo-dev__section', 'aria-label': title }, [element('h2', { class: 'demo-dev__title', text: title }), list]);
  return { box, list };
};

const add = (list, text) => {
  list.append(element('li', { class: 'demo-dev__item', text }));
  while (list.children.length > 60) list.firstElementChild?.remove();
};

const panel = element('aside', { class: 'demo-dev', 'aria-label': 'Developer panel', 'data-demo-dev-panel': '' });
const analytics = section('Analytics queue', 'demo-dev-analytics');
const monitor = section('Monitor', 'demo-dev-monitor');
panel.append(analytics.box, monitor.box);
document.body.append(panel);

/* Analytics stub: replays what was queued, then takes each new event (the tracker looks the queue up per event). */
const describeEvent = (entry) => {
  const params = Object.entries(entry.params ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  return params ? `${entry.event} ${params}` : entry.event;
};
const taken = [];
const earlier = Array.isArray(window[QUEUE]) ? window[QUEUE] : [];
window[QUEUE] = {
  push(entry) {
    taken.push(entry);
    add(analytics.list, describeEvent(entry));
    return taken.length;
  },
  /** What the stub took, in order (the end-to-end tests read it). */
  taken,
};
for (const entry of earlier) window[QUEUE].push(entry);

/* The package, once: the bridge forwards calls with its gateway client; the monitor panel hooks its reporter. */
let pkgPromise = null;
const loadPackage = () => {
  if (!pkgPromise && packageUrl) {
    pkgPromise = import(packageUrl).then((pkg) => {
      pkg.setMonitor((event) => add(monitor.list, `${event.source}: ${event.message}`));
      return pkg;
    });
  }
  return pkgPromise;
};
// The popup's first event means the package is loaded already: hook the monitor then, without loading it early.
const firstEvent = window[QUEUE].push.bind(window[QUEUE]);
window[QUEUE].push = (entry) => {
  void loadPackage();
  return firstEvent(entry);
};

/* Inside the app: the fake bridge. */
const params = new URLSearchParams(location.search);
if (params.get('app') === '1') sessionStorage.setItem('demo-app', '1');
if (params.get('app') === '0') sessionStorage.removeItem('demo-app');
if (['ok', 'refuse', 'broken'].includes(params.get('bridge') ?? '')) sessionStorage.setItem('demo-bridge', params.get('bridge'));
if (sessionStorage.getItem('demo-app') === '1') {
  const bridgeLog = section('App bridge (?app=1)', 'demo-dev-bridge');
  panel.prepend(bridgeLog.box);
  document.documentElement.dataset.demoApp = '1';
  let gateway = null;
  let services = null;
  const tools = async () => {
    const pkg = await loadPackage();
    const config = pkg.createConfig({ env: 'local', site });
    gateway ??= pkg.createGateway(config);
    services ??= pkg.createServices(config, { bridge: false, tracker: false });
    return { gateway, services };
  };
  const mode = sessionStorage.getItem('demo-bridge') ?? 'ok';
  if (mode !== 'ok') add(bridgeLog.list, `(the app ${mode === 'refuse' ? 'refuses' : 'is broken'}: &bridge=ok restores it)`);
  window.MemberAppBridge = {
    invoke(method, input, ok, fail) {
      add(bridgeLog.list, `${method}${input?.api ? ` ${input.api}` : ''}${input?.url ? ` ${input.url}` : ''}`);
      if (mode === 'broken') throw new Error('the app bridge is broken (demo)');
      if (mode === 'refuse' && method === 'request' && input?.params?.needLogin === true) {
        ok({ ret: ['FAIL_SYS_SESSION_EXPIRED::the app has no session (demo)'] });
      } else if (mode === 'refuse' && method === 'login') {
        fail('refused');
      } else if (method === 'request') {
        tools()
          .then(({ gateway: g }) => g.request({ api: input.api, v: input.params?.v, method: input.params?.method, data: input.params?.data }))
          .then(
            (data) => ok({ ret: ['SUCCESS::ok'], data }),
            // A refusal travels back as the gateway's envelope, as the app would pass it on.
            (error) => (error?.ret ? ok({ ret: [error.ret], data: error.data }) : fail(String(error?.message ?? error))),
          );
      } else if (method === 'login') {
        // The seed buyer and its published password are on the page in dev mode only; outside it there is no
        // account with a known password to log in as, and the app refuses like an app without a session.
        const email = account?.dataset.demoLogin;
        const password = account?.dataset.demoPassword;
        if (!email || !password) {
          fail('no demo account outside development mode');
          return;
        }
        if (!window.confirm(`The marketplace app asks you to log in. Log in as ${email}?`)) {
          fail('cancelled');
          return;
        }
        tools()
          .then(({ services: s }) => s.login({ loginName: email, password }))
          .then(() => ok(), (error) => fail(String(error?.message ?? error)));
      } else if (method === 'navigate') {
        location.assign(input.url);
        ok();
      } else {
        fail(`unknown method ${method}`);
      }
    },
  };
}

/* Dev switches: shown only when the server is in dev mode. */
fetch(FAULTS, { credentials: 'same-origin' })
  .then((response) => (response.ok ? response.json() : null))
  .then((faults) => {
    if (!faults) return;
    const box = element('input', { type: 'checkbox', id: 'demo-dev-sms-fault' });
    box.checked = faults.checkSmsChannel === true;
    box.addEventListener('change', () => {
      void fetch(FAULTS, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ checkSmsChannel: box.checked }),
      });
    });
    const label = element('label', { for: 'demo-dev-sms-fault', text: ' check-SMS-channel fails (the JSONP backup answers)' });
    panel.append(
      element('section', { class: 'demo-dev__section', 'aria-label': 'Dev switches' }, [
        element('h2', { class: 'demo-dev__title', text: 'Dev switches' }),
        element('p', { class: 'demo-dev__switch' }, [box, label]),
        element('p', { class: 'demo-dev__switch' }, [
          element('a', { href: sessionStorage.getItem('demo-app') === '1' ? '?app=0' : '?app=1', text: sessionStorage.getItem('demo-app') === '1' ? 'Leave the app (plain browser)' : 'Open inside the app (?app=1)' }),
        ]),
      ]),
    );
  })
  .catch(() => undefined);

