import { describe, expect, it } from 'vitest';
import { resetPasswordEmail, verificationEmail } from './account-emails';
import { EMAIL_COLOURS, personalName } from './layout';

const input = {
  to: 'a@example.com',
  firstName: `<img src=x onerror="alert(1)">&'`,
  appOrigin: 'https://review.example.com',
  token: 'tok_-123',
};

describe('account emails', () => {
  it.each([
    ['verification', verificationEmail(input), 'https://review.example.com/email-verified/tok_-123'],
    ['reset', resetPasswordEmail(input), 'https://review.example.com/reset-password/tok_-123'],
  ])(
    '%s: names Clausewise, links to the app, shows no name that is not a plain name, has no images',
    (_, mail, link) => {
      expect(mail.to).toBe('a@example.com');
      expect(mail.subject).toContain('Clausewise');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Clausewise');
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.html).toContain('Hi there,');
      expect(mail.html).not.toContain('onerror');
      expect(mail.html).not.toMatch(/https?:\/\/(?!review\.example\.com)/);
    },
  );

  it('says how long each link lasts', () => {
    expect(verificationEmail(input).text).toContain('24 hours');
    expect(resetPasswordEmail(input).text).toContain('1 hour');
  });

  it('greets a plain personal name, and anything else as "there"', () => {
    const greetingOf = (firstName: string) =>
      verificationEmail({ ...input, firstName })
        .text.split('\n')
        .find((l) => l.startsWith('Hi '));
    expect(greetingOf('Grace')).toBe('Hi Grace,');
    expect(greetingOf('Test User')).toBe('Hi Test User,');
    // Anyone can sign up with anyone's address: a "name" that is a message never reads as ours.
    const phishing = 'Your account is locked. Restore it at https://evil.example/login';
    const mail = verificationEmail({ ...input, firstName: phishing });
    expect(greetingOf(phishing)).toBe('Hi there,');
    expect(mail.text + mail.html + mail.subject).not.toContain('evil.example');
  });

  it('a personal name: letters of any script, hyphens, apostrophes, initials; one or two words', () => {
    for (const name of ['Grace', 'Jean-Luc', "O'Brien", 'Zoë', 'José María', 'J. Smith', '李', 'Łukasz'])
      expect(personalName(name)).toBe(name);
    expect(personalName('  Mary \n Anne ')).toBe('Mary Anne');
    for (const name of [
      'Your account is locked',
      'https://evil.example',
      '<b>Eve</b>',
      'R2D2',
      'a'.repeat(41),
      '',
      '-',
      'Eve!',
    ])
      expect(personalName(name)).toBeUndefined();
  });
});

describe('colours', () => {
  it("use the app's palette: paper background, ink-blue headings, the amber main action", () => {
    const html = verificationEmail({
      to: 'a@example.com',
      firstName: 'Ada',
      appOrigin: 'https://app.example',
      token: 't'.repeat(43),
    }).html;
    for (const colour of [EMAIL_COLOURS.paper, EMAIL_COLOURS.brand, EMAIL_COLOURS.action])
      expect(html).toContain(colour);
    expect(html).not.toMatch(/#1e40af|#f3f4f6/i);
  });
});
