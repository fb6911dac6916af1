/*
 * The QR phone-app simulator (/user/qr-phone). Uses window.memberPage from forms.js (loaded first) for JSON
 * calls and the password encryption. Flow: who is signed in → sign in (demo account or login name + password)
 * → the QR login named by ?requestId= is scanned at once and offered for Confirm / Reject → the list of
 * pending QR logins refreshes every 2 seconds, and any of them can be opened the same way.
 */
(function () {
  'use strict';

  var page = window.memberPage;
  var api = (document.querySelector('meta[name="qr-phone-api"]') || {}).content || '/user/qr-phone/api';
  var byId = function (id) {
    return document.getElementById(id);
  };
  var POLL_MS = 2000;
  var pollTimer = null;
  var currentId = null;
  var listSignature = '';

  function statusOf(section) {
    return section.querySelector('[data-status]');
  }

  function shortId(requestId) {
    return requestId.slice(0, 6);
  }

  function clock(ms) {
    return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  }

  function signedOut(answer) {
    return answer && answer.errorCode && answer.errorCode.key === 'PL-PHONE-SIGNED-OUT';
  }

  function showSignIn(demoAccounts) {
    stopPolling();
    byId('loading').hidden = true;
    byId('account').hidden = true;
    byId('current').hidden = true;
    byId('pending').hidden = true;
    byId('signin').hidden = false;
    var select = byId('demo-account');
    while (select.options.length > 1) select.remove(1);
    (demoAccounts || []).forEach(function (account) {
      var option = document.createElement('option');
      option.value = account.loginName;
      option.textContent = account.label;
      select.appendChild(option);
    });
    byId('demo').hidden = !demoAccounts || demoAccounts.length === 0;
  }

  function showSignedIn(user) {
    byId('loading').hidden = true;
    byId('signin').hidden = true;
    byId('account').hidden = false;
    byId('account-name').textContent = user.name ? user.name + ' (' + user.loginName + ')' : user.loginName;
    byId('pending').hidden = false;
    listSignature = '';
    refreshList();
    startPolling();
    var wanted = new URLSearchParams(window.location.search).get('requestId');
    if (wanted && currentId === null) openSession(wanted);
  }

  function signIn(body) {
    var status = statusOf(byId('signin'));
    page.showStatus(status, 'Signing in…', '');
    return page.call(api + '/login', body).then(function (answer) {
      if (!answer.success) {
        page.showStatus(status, answer.errorCode.displayMessage, 'error');
        return;
      }
      page.showStatus(status, '', '');
      byId('password').value = '';
      showSignedIn(answer.module.user);
    });
  }

  byId('signin-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var loginName = byId('login-name').value.trim();
    var password = byId('password').value;
    var status = statusOf(byId('signin'));
    if (!loginName || !password) {
      page.showStatus(status, "You can't leave this empty.", 'error');
      (loginName ? byId('password') : byId('login-name')).focus();
      return;
    }
    page.encrypt(password).then(
      function (cipher) {
        return signIn({ loginName: loginName, password: cipher });
      },
      function (error) {
        page.showStatus(status, error.message, 'error');
      },
    );
  });

  byId('demo-signin').addEventListener('click', function () {
    var loginName = byId('demo-account').value;
    if (!loginName) {
      page.showStatus(statusOf(byId('signin')), 'Choose an account first.', 'error');
      byId('demo-account').focus();
      return;
    }
    signIn({ loginName: loginName, demo: true });
  });

  byId('signout').addEventListener('click', function () {
    page.call(api + '/logout', {}).then(start);
  });

  /** Scans a QR login (opening it on the phone is the scan) and offers Confirm / Reject. */
  function openSession(requestId) {
    var section = byId('current');
    currentId = requestId;
    section.hidden = false;
    byId('current-actions').hidden = true;
    byId('current-text').textContent = 'Scanning QR code ' + shortId(requestId) + '…';
    page.showStatus(statusOf(section), '', '');
    page.call(api + '/scan', { requestId: requestId }).then(function (answer) {
      if (signedOut(answer)) return start();
      if (!answer.success) {
        byId('current-text').textContent = 'QR code ' + shortId(requestId) + ' cannot be used.';
        page.showStatus(statusOf(section), answer.errorCode.displayMessage, 'error');
        return;
      }
      var session = answer.module.session;
      byId('current-text').textContent =
        'A computer is asking to log in to your account with QR code ' +
        shortId(requestId) +
        ' (shown since ' +
        clock(session.createdAt) +
        '). Only confirm if it is you.';
      byId('current-actions').hidden = false;
      byId('confirm').focus();
      listSignature = '';
      refreshList();
    });
  }

  function decide(action) {
    var section = byId('current');
    if (!currentId) return;
    byId('confirm').disabled = true;
    byId('reject').disabled = true;
    page.call(api + '/' + action, { requestId: currentId }).then(function (answer) {
      byId('confirm').disabled = false;
      byId('reject').disabled = false;
      if (signedOut(answer)) return start();
      if (!answer.success) {
        page.showStatus(statusOf(section), answer.errorCode.displayMessage, 'error');
        return;
      }
      byId('current-actions').hidden = true;
      page.showStatus(
        statusOf(section),
        action === 'confirm' ? 'Login confirmed. The computer logs in now.' : 'Login rejected. The computer was not logged in.',
        'ok',
      );
      currentId = null;
      listSignature = '';
      refreshList();
    });
  }

  byId('confirm').addEventListener('click', function () {
    decide('confirm');
  });
  byId('reject').addEventListener('click', function () {
    decide('reject');
  });

  function renderList(sessions) {
    var signature = sessions
      .map(function (s) {
        return s.requestId + ':' + s.status + ':' + s.mine;
      })
      .join('|');
    if (signature === listSignature) return;
    listSignature = signature;
    var list = byId('pending-list');
    list.textContent = '';
    sessions.forEach(function (session) {
      var item = document.createElement('li');
      var row = document.createElement('div');
      row.className = 'row';
      var text = document.createElement('span');
      text.textContent =
        'QR code ' +
        shortId(session.requestId) +
        ' · ' +
        (session.status === 'SCANNED' ? 'scanned by you' : 'waiting') +
        ' · expires ' +
        clock(session.expiresAt);
      var open = document.createElement('button');
      open.type = 'button';
      open.className = 'secondary';
      open.textContent = session.status === 'SCANNED' ? 'Continue' : 'Open';
      open.setAttribute('aria-label', open.textContent + ' QR code ' + shortId(session.requestId));
      open.addEventListener('click', function () {
        openSession(session.requestId);
      });
      row.appendChild(text);
      row.appendChild(open);
      item.appendChild(row);
      list.appendChild(item);
    });
    byId('pending-empty').hidden = sessions.length > 0;
  }

  function refreshList() {
    return page.call(api + '/sessions').then(function (answer) {
      if (signedOut(answer)) return start();
      if (!answer.success) {
        page.showStatus(statusOf(byId('pending')), answer.errorCode.displayMessage, 'error');
        return;
      }
      page.showStatus(statusOf(byId('pending')), '', '');
      renderList(answer.module.sessions);
    });
  }

  function startPolling() {
    stopPolling();
    pollTimer = window.setInterval(refreshList, POLL_MS);
  }

  function stopPolling() {
    if (pollTimer !== null) window.clearInterval(pollTimer);
    pollTimer = null;
  }

  function start() {
    currentId = null;
    return page.call(api + '/me').then(function (answer) {
      if (!answer.success) {
        byId('loading').textContent = answer.errorCode.displayMessage;
        return;
      }
      if (answer.module.user) showSignedIn(answer.module.user);
      else showSignIn(answer.module.demoAccounts);
    });
  }

  start();
})();
