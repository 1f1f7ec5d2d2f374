import { describe, expect, it } from 'vitest';
import { invitationEmail } from './emails';

const input = {
  to: 'colleague@example.com',
  inviterName: 'Rita Reviewer',
  organizationName: 'Fairlie & Hart LLP',
  role: 'member',
  appOrigin: 'https://review.example.com',
  token: 'tok',
};

describe('organisation invitation email', () => {
  it('names the inviter and the organisation in the body, nothing they wrote in the subject or heading', () => {
    const mail = invitationEmail(input);
    expect(mail.subject).toBe('Invitation to join an organisation on Clausewise');
    expect(mail.text).toContain('Join an organisation on Clausewise');
    expect(mail.text).toContain(
      'Rita Reviewer invited you to join the organisation “Fairlie & Hart LLP” on Clausewise as a member.',
    );
    expect(mail.html).toContain('Fairlie &amp; Hart LLP');
  });

  it('an inviter "name" that is a message is not shown; it never reaches the subject', () => {
    const mail = invitationEmail({
      ...input,
      inviterName: 'Your account is locked. Restore it at https://evil.example/login',
      organizationName: 'Security team: act now at https://evil.example',
    });
    expect(mail.subject).not.toMatch(/evil|locked/);
    expect(mail.text).toContain('A Clausewise user invited you');
    expect(mail.text).not.toContain('locked');
  });
});
