import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityInternalApi, languageMessages, recoveryMessages } from '@canopy/contracts';
import type { createInternalClient } from '@canopy/service-kit';
import { internalClientAsCallers, startSmtpStandIn, testEngines } from '@canopy/service-kit/testing';
import { deliveredMail } from './support/delivered-mail';
import { tokenIn } from './support/reset-token';
import { startIdentityService, uniqueName, type TestIdentityService } from './harness';

/*
 * The account's language (issue 33): stored on the user (migration 0004), set through the internal API the
 * gateway's PATCH /api/user calls, given at sign-up; the mail an account receives is worded in it.
 */
describe.each(testEngines())('the account’s language (%s)', (engine) => {
  let t: TestIdentityService;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let client: ReturnType<typeof createInternalClient<typeof identityInternalApi.calls>>;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await startIdentityService(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.example.org' });
    const { url } = await t.service.start(0);
    client = internalClientAsCallers(identityInternalApi, { baseUrl: url, cache: { publicUser: false } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const { delivered } = deliveredMail(
    () => t,
    () => smtp,
  );

  it('is stored, read back with the user, and changed', async () => {
    const user = await t.addUser();
    expect((await client.user({ params: { id: user.id } }))?.language).toBeNull();
    const set = await client.setLanguage({ params: { id: user.id }, body: { language: 'es' } });
    expect(set).toMatchObject({ id: user.id, language: 'es' });
    expect((await client.user({ params: { id: user.id } }))?.language).toBe('es');
    await client.setLanguage({ params: { id: user.id }, body: { language: 'en' } });
    expect((await t.deps.stores.users.findById(user.id))?.language).toBe('en');
    await expect(
      client.setLanguage({ params: { id: 999_999 }, body: { language: 'es' } }),
    ).resolves.toBeNull();
  });

  it('refuses a language Canopy does not speak with a clear 400, changing nothing', async () => {
    const user = await t.addUser({ language: 'es' });
    for (const language of ['fr', 'ES', '', null]) {
      const res = await t.api
        .post(`/internal/users/${user.id}/language`)
        .set(await t.asService('gateway'))
        .send({ language });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(languageMessages.unknownLanguage);
    }
    expect((await t.deps.stores.users.findById(user.id))?.language).toBe('es');
  });

  it('is the one the sign-up gives, else English', async () => {
    const base = { password: 'Growing!roots1', firstName: 'Ana', lastName: 'Ruiz', role: 'student' as const };
    const es = await client.register({
      body: { ...base, username: uniqueName('es'), email: 'es@example.org', language: 'es' },
    });
    expect(es.user.language).toBe('es');
    const none = await client.register({
      body: { ...base, username: uniqueName('none'), email: 'none@example.org' },
    });
    expect(none.user.language).toBe('en');
  });

  it('words the recovery mail in Spanish for a Spanish account, in English otherwise', async () => {
    const spanish = await t.addUser({
      firstName: 'Lucía',
      email: `${uniqueName('es')}@example.org`,
      language: 'es',
    });
    const english = await t.addUser({ firstName: 'Hazel', email: `${uniqueName('en')}@example.org` });
    for (const email of [spanish.email!, english.email!]) {
      await t.api
        .post('/api/forgot-password')
        .set(await t.as(null, { clientAddress: `198.51.100.${email.length}` }))
        .send({ email })
        .expect(200);
    }
    const [es] = await delivered(spanish.email!);
    expect(es!.subject).toBe('Restablece tu contraseña de Canopy');
    expect(es!.text).toContain('Hola, Lucía:');
    expect(es!.text).toContain(
      `Alguien pidió restablecer la contraseña de la cuenta de Canopy «${spanish.username}».`,
    );
    expect(es!.text).toContain('Si no lo pediste, ignora este correo: tu contraseña no cambia.');
    expect(tokenIn(es!)).toMatch(/^[\w-]{43}$/);
    const [en] = await delivered(english.email!);
    expect(en!.subject).toBe(recoveryMessages.mailSubject);
    expect(en!.text).toContain('Hello Hazel,');
    expect(en!.text).toContain('Open this link to choose a new password (it works once, for one hour):');
  });

  it('words the educator’s approval mail in their language', async () => {
    const admin = await t.addUser({ role: 'admin' });
    const educator = await t.addUser({
      role: 'educator',
      status: 'pending',
      firstName: 'Mateo',
      email: `${uniqueName('edu')}@example.org`,
      language: 'es',
    });
    await t.api
      .post(`/api/users/${educator.id}/approve`)
      .set(await t.as(admin))
      .expect(200);
    const [mail] = await delivered(educator.email!);
    expect(mail!.subject).toBe('Tu cuenta de educador en Canopy está aprobada');
    expect(mail!.text).toContain('Hola, Mateo:');
    expect(mail!.text).toContain('Inicia sesión: https://learn.example.org/auth');
  });
});
