/**
 * /user/lost-number's statechart, driven through the shared msw handlers (src/mocks) and the real member client: the
 * whole recovery, the customer-care answer, the refusals that keep what was typed, the resend countdown (its named
 * delay shortened), a failed network call that is retried, and the expired recovery.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemberClient } from '../api/member.js';
import { createLostNumberServices, LOST_NUMBER_PATHS, type LostNumberServices } from '../api/lost-number.js';
import { createConfig, createMemoryCookies } from '../config/index.js';
import { createMockBackend, MOCK_CODE, MOCK_LOST_NUMBER, type MockOptions } from '../mocks/index.js';
import { lostNumberMachine } from './lost-number.machine.js';
import { selectLostNumberView, type LostNumberStep } from './lost-number.view.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function start(options: MockOptions = {}, phone = '', machine = lostNumberMachine) {
  const config = createConfig({ env: 'production', site: 'SG', cookies: createMemoryCookies() });
  const backend = createMockBackend({ ...options, hosts: config.hosts, cookies: config.cookies });
  server.use(...backend.handlers);
  const services: LostNumberServices = { ...createLostNumberServices(createMemberClient(config)), readSmsCode: () => new Promise(() => undefined) };
  const actor = createActor(machine, { input: { services, site: 'SG', phonePrefixCode: '65', phone } }).start();
  const view = () => selectLostNumberView(actor.getSnapshot());
  const settled = (step: LostNumberStep) => waitFor(actor, (s) => !s.hasTag('pending') && selectLostNumberView(s).step === step);
  return { actor, view, settled, backend, config };
}

describe('lost number machine', () => {
  it('recovers: old number, e-mail code, item, new number and its code', async () => {
    const { actor, view, settled, backend } = start({}, '91234567');
    expect(view()).toMatchObject({ step: 'number', oldPhone: '91234567' });
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    expect(view().maskedEmail).toBe(MOCK_LOST_NUMBER.maskedEmail);
    actor.send({ type: 'SEND_EMAIL' });
    await settled('emailCode');
    expect(view()).toMatchObject({ secondsLeft: 60, canResend: false });
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await settled('emailCode');
    expect(view().error).toMatchObject({ server: { key: 'PL-USER-CODE-INCORRECT' } });
    actor.send({ type: 'SUBMIT_CODE', code: MOCK_CODE });
    await settled('item');
    expect(view().options).toHaveLength(3);
    actor.send({ type: 'PICK', option: 'mock-decoy-1' });
    await settled('item');
    expect(view().error).toEqual({ key: 'pages.verify.wrongItem' });
    actor.send({ type: 'PICK', option: MOCK_LOST_NUMBER.boughtOption });
    await settled('newNumber');
    actor.send({ type: 'SUBMIT_PHONE', phone: '123' });
    expect(view().fieldErrors.phone).toBeDefined();
    expect(view().newPhone).toBe('123');
    actor.send({ type: 'SUBMIT_PHONE', phone: '98765432' });
    await settled('phoneCode');
    actor.send({ type: 'SUBMIT_CODE', code: MOCK_CODE });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view().step).toBe('done');
    expect(backend.calls(LOST_NUMBER_PATHS.finish)[0]!.data).toMatchObject({ token: MOCK_LOST_NUMBER.token, phone: '98765432', phonePrefixCode: '65', code: MOCK_CODE });
  });

  it('an account without e-mail goes to customer care', async () => {
    const { actor, settled, view } = start({ lostNumber: { care: true } });
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('care');
    expect(view().careReason).toBe('noEmail');
  });

  it("another account's number is refused with the spec's key, the number kept", async () => {
    const { actor, settled, view } = start({ lostNumber: { taken: true } });
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    actor.send({ type: 'SEND_EMAIL' });
    await settled('emailCode');
    actor.send({ type: 'SUBMIT_CODE', code: MOCK_CODE });
    await settled('item');
    actor.send({ type: 'PICK', option: MOCK_LOST_NUMBER.boughtOption });
    await settled('newNumber');
    actor.send({ type: 'SUBMIT_PHONE', phone: '91230004' });
    await settled('newNumber');
    expect(view()).toMatchObject({ newPhone: '91230004', error: { server: { key: 'PL-USER-PHONE-EXIST' } } });
  });

  it('a network failure keeps the number and the same submit retries', async () => {
    const { actor, settled, view, config } = start();
    server.use(http.post(`${config.hosts.member}/${LOST_NUMBER_PATHS.start}`, () => HttpResponse.error(), { once: true }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('number');
    expect(view().oldPhone).toBe('91234567');
    expect(view().error).not.toBeNull();
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
  });

  it('counts the resend down on its named delay, then resends from the code step', async () => {
    // The one-second tick is a named delay: 1 ms here, the same 60 ticks.
    const { actor, settled, view, backend } = start({}, '', lostNumberMachine.provide({ delays: { resendTick: 1 } }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    actor.send({ type: 'SEND_EMAIL' });
    await settled('emailCode');
    expect(view().canResend).toBe(false);
    await waitFor(actor, (s) => selectLostNumberView(s).canResend);
    expect(view().secondsLeft).toBe(0);
    actor.send({ type: 'RESEND' });
    expect(view().step).toBe('emailCode');
    await settled('emailCode');
    expect(backend.calls(LOST_NUMBER_PATHS.sendEmailCode).map((c) => c.data.resend)).toEqual([false, true]);
  });

  it('a signed-in device approves: the page polls on its named delay, then asks for the new number', async () => {
    const { actor, settled, view, backend } = start({ lostNumber: { device: 'APPROVED' } }, '', lostNumberMachine.provide({ delays: { devicePoll: 1 } }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    expect(view()).toMatchObject({ device: true, maskedEmail: MOCK_LOST_NUMBER.maskedEmail });
    actor.send({ type: 'ASK_DEVICE' });
    await settled('newNumber');
    expect(backend.calls(LOST_NUMBER_PATHS.askDevice)).toHaveLength(1);
    expect(backend.calls(LOST_NUMBER_PATHS.deviceStatus)).toHaveLength(2);
    expect(backend.calls(LOST_NUMBER_PATHS.sendEmailCode)).toHaveLength(0);
  });

  it('a device-only account offers no e-mail; "This wasn\'t me" on the device ends the recovery, which starts again', async () => {
    const { actor, settled, view } = start({ lostNumber: { device: 'REJECTED', noEmail: true } }, '', lostNumberMachine.provide({ delays: { devicePoll: 1 } }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    expect(view()).toMatchObject({ device: true, maskedEmail: '' });
    actor.send({ type: 'SEND_EMAIL' });
    expect(view().step).toBe('choose');
    actor.send({ type: 'ASK_DEVICE' });
    await settled('rejected');
    actor.send({ type: 'START_AGAIN' });
    expect(view()).toMatchObject({ step: 'number', oldPhone: '91234567', device: false });
  });

  it('no answer in time (the named timeout, or the server saying the request ended) gives "ask again", which asks anew', async () => {
    const { actor, settled, backend } = start({ lostNumber: { device: 'APPROVED' } }, '', lostNumberMachine.provide({ delays: { devicePoll: 60_000, deviceTimeout: 1 } }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    actor.send({ type: 'ASK_DEVICE' });
    await settled('deviceTimedOut');
    expect(backend.calls(LOST_NUMBER_PATHS.deviceStatus)).toHaveLength(0);
    actor.send({ type: 'BACK' });
    await settled('choose');

    const ended = start({ lostNumber: { device: 'TIMED_OUT' } }, '', lostNumberMachine.provide({ delays: { devicePoll: 1 } }));
    ended.actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await ended.settled('choose');
    ended.actor.send({ type: 'ASK_DEVICE' });
    await ended.settled('deviceTimedOut');
    ended.actor.send({ type: 'ASK_AGAIN' });
    await ended.settled('deviceTimedOut');
    expect(ended.backend.calls(LOST_NUMBER_PATHS.askDevice)).toHaveLength(2);
  });

  it('a failed poll keeps waiting with the error shown, and the next poll goes on', async () => {
    const { actor, settled, view, config } = start({ lostNumber: { device: 'APPROVED' } }, '', lostNumberMachine.provide({ delays: { devicePoll: 1 } }));
    server.use(http.post(`${config.hosts.member}/${LOST_NUMBER_PATHS.deviceStatus}`, () => HttpResponse.error(), { once: true }));
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    actor.send({ type: 'ASK_DEVICE' });
    await waitFor(actor, (s) => selectLostNumberView(s).error !== null);
    expect(view().step).toBe('device');
    await settled('newNumber');
  });

  it('an expired recovery starts again with the old number kept', async () => {
    const { actor, settled, view, config } = start();
    server.use(
      http.post(`${config.hosts.member}/${LOST_NUMBER_PATHS.sendEmailCode}`, () =>
        HttpResponse.json({ success: false, errorCode: { key: 'PL-USER-VERIFICATION-EXPIRED', displayMessage: 'Expired' }, module: null }),
      ),
    );
    actor.send({ type: 'SUBMIT_NUMBER', phone: '91234567' });
    await settled('choose');
    actor.send({ type: 'SEND_EMAIL' });
    await settled('expired');
    actor.send({ type: 'START_AGAIN' });
    expect(view()).toMatchObject({ step: 'number', oldPhone: '91234567' });
  });
});
