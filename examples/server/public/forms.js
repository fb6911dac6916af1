/*
 * Behaviour shared by the reference server's pages (served as a file: the pages run under `default-src 'self'`).
 *
 * A <form data-api="/path"> is sent as JSON to its endpoint instead of navigating: every named field, the
 * button that submitted it (name=value), and fields marked data-encrypt encrypted with the page key
 * (RSA-OAEP/SHA-256 through WebCrypto; the key is the <meta name="member-page-key"> SPKI). The answer is the
 * member envelope { success, errorCode: { displayMessage }, module }; `module` may say:
 *   redirect: URL     go there (the server has already put it through the redirect guard)
 *   values: {n: v}    set the inputs named n
 *   hide: [ids], show: id   switch steps (focus moves to the shown step)
 *   message: text, ok: bool  shown in the step's [data-status] (role=status / alert)
 * Other page scripts use the same helpers through window.memberPage.
 */
(function () {
  'use strict';

  var GENERIC_ERROR = 'Something went wrong, please try again later.';
  var keyPromise = null;

  function toBase64(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
    return btoa(text);
  }

  function fromBase64(value) {
    var text = atob(value);
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  function pageKey() {
    if (!keyPromise) {
      var meta = document.querySelector('meta[name="member-page-key"]');
      if (!meta || !window.crypto || !window.crypto.subtle) {
        return Promise.reject(
          new Error('This page must be opened over https or on localhost / 127.0.0.1 to encrypt the password.'),
        );
      }
      keyPromise = window.crypto.subtle.importKey(
        'spki',
        fromBase64(meta.getAttribute('content') || ''),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
    }
    return keyPromise;
  }

  /** RSA-OAEP ciphertext of a text, base64. */
  function encrypt(text) {
    return pageKey()
      .then(function (key) {
        return window.crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
      })
      .then(function (buffer) {
        return toBase64(new Uint8Array(buffer));
      });
  }

  /** GET (no body) or JSON POST; always resolves an envelope. */
  function call(url, body) {
    var init = { credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.method = 'POST';
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(url, init).then(
      function (response) {
        return response.json().then(
          function (json) {
            return json && typeof json === 'object' ? json : failure(GENERIC_ERROR);
          },
          function () {
            return failure(GENERIC_ERROR);
          },
        );
      },
      function () {
        return failure('Please check your connection and try again.');
      },
    );
  }

  function failure(message) {
    return { success: false, errorCode: { key: 'CLIENT', displayMessage: message }, module: null };
  }

  function showStatus(element, text, kind) {
    if (!element) return;
    element.textContent = text || '';
    element.classList.toggle('error', kind === 'error');
    element.classList.toggle('ok', kind === 'ok');
    element.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  }

  function focusStep(step) {
    var target = step.querySelector('input:not([type="hidden"]):not([disabled]), select, textarea, h2, h1, button');
    if (!target) return;
    if (/^H[12]$/.test(target.tagName)) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  /** Applies a success `module` (see the header comment). */
  function apply(module, origin) {
    module = module || {};
    if (typeof module.redirect === 'string' && module.redirect) {
      window.location.assign(module.redirect);
      return;
    }
    if (module.values && typeof module.values === 'object') {
      Object.keys(module.values).forEach(function (name) {
        document.querySelectorAll('[name="' + name.replace(/["\\]/g, '') + '"]').forEach(function (input) {
          input.value = String(module.values[name]);
        });
      });
    }
    (Array.isArray(module.hide) ? module.hide : []).forEach(function (id) {
      var element = document.getElementById(id);
      if (element) element.hidden = true;
    });
    var statusHost = origin;
    if (typeof module.show === 'string') {
      var step = document.getElementById(module.show);
      if (step) {
        step.hidden = false;
        statusHost = step;
        focusStep(step);
      }
    }
    if (typeof module.message === 'string') {
      showStatus(statusHost && statusHost.querySelector('[data-status]'), module.message, module.ok ? 'ok' : '');
    }
  }

  function collect(form, submitter) {
    var fields = {};
    var pending = [];
    Array.prototype.forEach.call(form.elements, function (element) {
      if (!element.name || element.disabled) return;
      if (element.type === 'submit' || element.type === 'button') return;
      if ((element.type === 'radio' || element.type === 'checkbox') && !element.checked) {
        if (element.type === 'checkbox') fields[element.name] = false;
        return;
      }
      if (element.type === 'checkbox') {
        fields[element.name] = true;
        return;
      }
      if (element.hasAttribute('data-encrypt') && element.value !== '') {
        pending.push(
          encrypt(element.value).then(function (cipher) {
            fields[element.name] = cipher;
          }),
        );
        return;
      }
      fields[element.name] = element.value;
    });
    if (submitter && submitter.name) fields[submitter.name] = submitter.value;
    return Promise.all(pending).then(function () {
      return fields;
    });
  }

  function setBusy(form, busy) {
    Array.prototype.forEach.call(form.querySelectorAll('button'), function (button) {
      button.disabled = busy;
    });
    form.setAttribute('aria-busy', busy ? 'true' : 'false');
  }

  function submit(form, submitter) {
    var status = form.querySelector('[data-status]');
    var question = submitter && submitter.getAttribute('data-confirm');
    if (question && !window.confirm(question)) return;
    setBusy(form, true);
    showStatus(status, 'Please wait…', '');
    collect(form, submitter)
      .then(function (fields) {
        return call(form.getAttribute('data-api'), fields);
      })
      .then(
        function (answer) {
          setBusy(form, false);
          if (!answer.success) {
            showStatus(status, (answer.errorCode && answer.errorCode.displayMessage) || GENERIC_ERROR, 'error');
            return;
          }
          showStatus(status, '', '');
          apply(answer.module, form);
        },
        function (error) {
          setBusy(form, false);
          showStatus(status, (error && error.message) || GENERIC_ERROR, 'error');
        },
      );
  }

  document.addEventListener('submit', function (event) {
    var form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !form.hasAttribute('data-api')) return;
    event.preventDefault();
    submit(form, event.submitter || null);
  });

  window.memberPage = { call: call, encrypt: encrypt, apply: apply, showStatus: showStatus };
})();
