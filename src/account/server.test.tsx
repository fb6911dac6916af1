/**
 * member-popup/account/server (issue 28 item 3): `renderProfilePage` renders /user/profile's dashboard from the
 * buyer's overview: the page frame in the site's language (lang, dir), the sub-pages' navigation with the dashboard
 * current, the profile, the default addresses, the orders with their thumbnails as <img>, the opt-ins; no inline
 * style or script (the strict CSP), and every buyer-provided text escaped.
 */
import { describe, expect, it } from 'vitest';
import { renderProfilePage, PROFILE_SECTION_NAMES } from './server.js';

const ATTACK = '<script>alert(1)</script>';

const overview = (name = 'Mei Lin') => ({
  user: {
    id: 'u1',
    name,
    nickname: `nick${ATTACK}`,
    email: 'mei@example.com',
    phone: '91234567',
    phonePrefixCode: '65',
    enableNewsletter: true,
    enableSmsNewsletter: false,
    hasPassword: true,
  },
  orders: [
    {
      orderNo: 'SG-240100',
      placedAt: Date.UTC(2026, 10, 20, 17, 30), // 21 November in Singapore (UTC+8), 20 November in UTC
      total: 42.5,
      currency: 'SGD',
      manageUrl: 'https://www.shop.sg/order/SG-240100',
      items: [{ name: `Kettle ${ATTACK}`, image: 'https://img.shop.sg/p/kettle.jpg', quantity: 2 }],
    },
  ],
  addresses: [
    {
      id: 'a1',
      country: 'SG',
      recipient: 'Mei Lin',
      detailAddress: `1 Orchard Road ${ATTACK}`,
      postcode: '238823',
      mobile: '91234567',
      locations: {},
      defaultShipping: true,
      defaultBilling: true,
    },
  ],
});

describe('renderProfilePage', () => {
  it('renders the dashboard with the buyer, an order with its thumbnail and the default addresses, no inline script or style', async () => {
    const html = await renderProfilePage({ site: 'SG', language: 'en-SG', environment: 'local', overview: overview() });
    expect(html).toMatch(/<div class="mp-root mp-page mp-account-page"[^>]*lang="en-SG"/);
    expect(html).toMatch(/<h1 class="mp-page__title"[^>]*>My account<\/h1>/);
    expect(html).toMatch(/<a class="mp-account-nav__link" href="#dashboard" aria-current="page">/);
    expect(html).toContain('Mei Lin');
    expect(html).toContain('mei@example.com');
    expect(html).toContain('class="mp-account-order"');
    expect(html).toContain('SG-240100');
    // The day the order was placed in the site's time zone, whatever the server's.
    expect(html).toContain('21 November 2026');
    expect(html).toMatch(/<img class="mp-account-order__thumb" src="https:\/\/[^"]*kettle[^"]*"/);
    expect(html).toContain('class="mp-default-addresses__list"');
    expect(html).toContain('1 Orchard Road');
    expect(html).toMatch(/<input[^>]*name="promotion-email"[^>]*checked/);
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=|javascript:/i);
  });

  it('escapes what the buyer wrote: a name, an item and an address line with markup stay text', async () => {
    const html = await renderProfilePage({ site: 'SG', language: 'en-SG', environment: 'local', overview: overview(`Mei ${ATTACK}`) });
    expect(html).not.toContain('<script');
    expect(html).toContain('Mei &lt;script');
    expect(html).toContain('Kettle &lt;script');
    expect(html).toContain('1 Orchard Road &lt;script');
  });

  it('renders in Thai and in Urdu (rtl): not the English texts', async () => {
    const en = await renderProfilePage({ site: 'SG', language: 'en-SG', overview: overview() });
    const th = await renderProfilePage({ site: 'TH', language: 'th', overview: { ...overview(), addresses: [] } });
    const ur = await renderProfilePage({ site: 'PK', language: 'ur', overview: { ...overview(), addresses: [] } });
    const title = (html: string) => /<h1 class="mp-page__title"[^>]*>([^<]+)<\/h1>/.exec(html)![1];
    expect(th).toMatch(/<div class="mp-root mp-page mp-account-page"[^>]*lang="th"[^>]*dir="ltr"/);
    expect(ur).toMatch(/<div class="mp-root mp-page mp-account-page"[^>]*lang="ur"[^>]*dir="rtl"/);
    expect(new Set([title(en), title(th), title(ur)]).size).toBe(3);
    expect(th).not.toContain('>My account<');
  });

  it('lists every sub-page in its navigation, the dashboard first', async () => {
    const html = await renderProfilePage({ site: 'SG', language: 'en-SG', overview: overview() });
    expect(PROFILE_SECTION_NAMES[0]).toBe('dashboard');
    for (const name of PROFILE_SECTION_NAMES) expect(html).toContain(`href="#${name}"`);
  });

  it('refuses what is not an overview', async () => {
    await expect(renderProfilePage({ site: 'SG', overview: { orders: [] } })).rejects.toThrow();
  });
});
