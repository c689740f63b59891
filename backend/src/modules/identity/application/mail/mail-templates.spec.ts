import { renderMail, type MailTemplate } from './mail-templates';

describe('identity mail templates', () => {
  const input = { shopName: 'HydraTec', link: 'https://shop.example/x?ssc=abc', validHours: 48, salutation: 'mrs' as const, lastname: 'Berger', newEmail: 'neu@beispiel.de' };

  it.each<MailTemplate>(['registrationOptIn', 'passwordReset', 'emailChange', 'accountExists', 'emailChangedByShop'])('%s exists in de and en, with the shop name', (template) => {
    for (const locale of ['de', 'en']) {
      const mail = renderMail(template, locale, input);
      expect(mail.subject).toContain('HydraTec');
      expect(mail.text).toContain('HydraTec');
    }
  });

  it('greets formally and carries the link and its lifetime', () => {
    const de = renderMail('registrationOptIn', 'de', input);
    expect(de.text).toMatch(/^Sehr geehrte Frau Berger,/);
    expect(de.text).toContain(input.link);
    expect(de.text).toContain('48 Stunden');
    const en = renderMail('passwordReset', 'en', { ...input, validHours: 1, salutation: 'mr' });
    expect(en.text).toMatch(/^Dear Mr Berger,/);
    expect(en.text).toContain('1 hour');
    expect(renderMail('emailChange', 'de', input).text).toContain('neu@beispiel.de');
  });

  it('falls back to German for an unknown locale and greets neutrally without a name', () => {
    expect(renderMail('accountExists', 'fr', { shopName: 'S', link: 'l', validHours: 0 }).text).toMatch(/^Guten Tag,/);
  });
});
