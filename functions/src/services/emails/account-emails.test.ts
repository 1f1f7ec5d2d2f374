import { describe, expect, it } from 'vitest';
import { resetPasswordEmail, verificationEmail } from './account-emails';
import { EMAIL_COLOURS, escapeHtml } from './layout';

const input = { to: 'a@example.com', firstName: `<img src=x onerror="alert(1)">&'`, appOrigin: 'https://review.example.com', token: 'tok_-123' };

describe('account emails', () => {
  it.each([
    ['verification', verificationEmail(input), 'https://review.example.com/email-verified/tok_-123'],
    ['reset', resetPasswordEmail(input), 'https://review.example.com/reset-password/tok_-123'],
  ])('%s: names Clausewise, links to the app, escapes the name, has no images', (_, mail, link) => {
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toContain('Clausewise');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Clausewise');
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).toContain(escapeHtml(input.firstName));
    expect(mail.html).not.toMatch(/https?:\/\/(?!review\.example\.com)/);
  });

  it('says how long each link lasts', () => {
    expect(verificationEmail(input).text).toContain('24 hours');
    expect(resetPasswordEmail(input).text).toContain('1 hour');
  });
});

describe('colours', () => {
  it("use the app's palette: paper background, ink-blue headings, the amber main action", () => {
    const html = verificationEmail({ to: 'a@example.com', firstName: 'Ada', appOrigin: 'https://app.example', token: 't'.repeat(43) }).html;
    for (const colour of [EMAIL_COLOURS.paper, EMAIL_COLOURS.brand, EMAIL_COLOURS.action]) expect(html).toContain(colour);
    expect(html).not.toMatch(/#1e40af|#f3f4f6/i);
  });
});
