/**
 * The reference server's development RSA-2048 public key (examples/server/keys; its private half is in the
 * repository, so it protects nothing real). The default when a config names no `rsaPublicKey`: the demo works out of
 * the box. Only the encryption module (api/rsa-engine.ts, beside jsencrypt) and the config's public exports import it.
 */
export const DEFAULT_RSA_PUBLIC_KEY =
'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA23Ch1LXlAyTIdpLwmPAx7Qe9FcBwGoKd8xBBZ58c+Bc7Bf09ceUPczIQTfMFDs4ElD2q5Q+F2Dqc8lKu1/HUiBDQaCkhHR4BiBWGrJqVthCNbiDo9e/aOauUFoUkXjwtYsOHmkeWzG/nUnawMP+CCaFr3oJXYWt1Xf03vzoyCFJYmSI5Jtkmep4owVW0jSZ20SSMh8qJ1ZP/srasFmrZx6Ymg7nO1RuOANFZMGFl6gkMVziVxQt0AX6+0BtqjYZrcMMnNfinGgRlQ88Vesn49zXtpNsMDbzndmcBBet7qbghi7EocsvChNpALJEfDnN+ffK1Cm1Zhor6t8hMKSEt1wIDAQAB';
