// The client boundary: the popup and the account menu, rendered on the server (prerendered HTML) and hydrated.
'use client';
import { MemberPopup } from 'member-popup';
import { AccountMenu } from 'member-popup/account';

export function MemberWidgets() {
  return (
    <div id="client-boundary">
      <AccountMenu site="SG" environment="production" />
      <MemberPopup site="SG" environment="production" onClose={() => undefined} />
    </div>
  );
}
