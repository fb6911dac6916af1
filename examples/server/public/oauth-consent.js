/*
 * The fake identity provider's consent page (/oauth/authorize). "Allow" asks the server for an authorization
 * code for the chosen identity, then answers the window that opened this one:
 *   window.opener.postMessage({ code, state }, origin)         and closes;
 * "Cancel" answers { error: 'access_denied', state }. In redirect mode (PKCE, no opener) both send this tab back to
 * the redirect_uri with `code` and `state` (or `error=access_denied`) in its query. The origin is the redirect_uri's, checked by the server
 * (this server or loopback), and travels in the signed transaction: the answer never goes anywhere else.
 * Uses window.memberPage from forms.js (loaded first).
 */
(function () {
  'use strict';

  var page = window.memberPage;
  function meta(name) {
    var element = document.querySelector('meta[name="' + name + '"]');
    return element ? element.getAttribute('content') || '' : '';
  }
  var tx = meta('oauth-tx');
  var state = meta('oauth-state');
  var origin = meta('oauth-origin');
  var api = meta('oauth-consent-api');
  var form = document.getElementById('consent-form');
  if (!form) return;
  var status = form.querySelector('[data-status]');
  var fresh = document.getElementById('new-identity');

  function chosen() {
    var checked = form.querySelector('input[name="identity"]:checked');
    return checked ? checked.value : '';
  }

  function syncNewIdentity() {
    var isNew = chosen() === 'new';
    Array.prototype.forEach.call(fresh.querySelectorAll('input'), function (input) {
      input.disabled = !isNew;
    });
  }

  /** Posts the answer to the opener and closes; false when there is no opener to answer. */
  function reply(message) {
    if (!window.opener || window.opener.closed) return false;
    window.opener.postMessage(message, origin);
    window.close();
    return true;
  }

  form.addEventListener('change', syncNewIdentity);
  syncNewIdentity();

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var identity = chosen();
    if (!identity) {
      page.showStatus(status, 'Choose an account.', 'error');
      return;
    }
    var body = { tx: tx, identity: identity };
    if (identity === 'new') {
      body.name = document.getElementById('new-name').value;
      body.email = document.getElementById('new-email').value;
      body.emailVerified = document.getElementById('new-email-verified').checked;
    }
    page.showStatus(status, 'Signing in…', '');
    page.call(api, body).then(function (answer) {
      if (!answer.success) {
        page.showStatus(status, answer.errorCode.displayMessage, 'error');
        return;
      }
      // Redirect mode (no window opened this one): the tab goes back to the marketplace with the code.
      if (answer.module.redirect) {
        window.location.replace(answer.module.redirect);
        return;
      }
      if (!reply({ code: answer.module.code, state: answer.module.state })) {
        page.showStatus(status, 'Signed in, but no page is waiting for this answer. Start the sign-in from the marketplace page.', 'error');
      }
    });
  });

  document.getElementById('cancel').addEventListener('click', function () {
    var cancel = meta('oauth-cancel');
    if (cancel) {
      window.location.replace(cancel);
      return;
    }
    if (!reply({ error: 'access_denied', state: state })) {
      page.showStatus(status, 'Cancelled. You can close this window.', 'ok');
    }
  });
})();
