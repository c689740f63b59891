import { contactReplyError, isContactRequestStatus, orderNoteError, quoteText, statusAfterReply } from './contact-requests';

describe('contact requests inbox rules', () => {
  it('knows the three statuses and nothing else', () => {
    expect(['new', 'inProgress', 'done'].every(isContactRequestStatus)).toBe(true);
    expect(isContactRequestStatus('closed')).toBe(false);
    expect(isContactRequestStatus(undefined)).toBe(false);
  });

  it('a reply leaves the chosen status, else in progress', () => {
    expect(statusAfterReply(undefined)).toBe('inProgress');
    expect(statusAfterReply(null)).toBe('inProgress');
    expect(statusAfterReply('done')).toBe('done');
    expect(statusAfterReply('new')).toBe('new');
  });

  it('a reply has 2 to 5000 characters after trimming; a note 1 to 2000', () => {
    expect(contactReplyError(' a ')).toBe('adContactReplyInvalid');
    expect(contactReplyError('ok')).toBeNull();
    expect(contactReplyError('x'.repeat(5000))).toBeNull();
    expect(contactReplyError('x'.repeat(5001))).toBe('adContactReplyInvalid');
    expect(orderNoteError('   ')).toBe('adOrderNoteInvalid');
    expect(orderNoteError('x')).toBeNull();
    expect(orderNoteError('x'.repeat(2001))).toBe('adOrderNoteInvalid');
  });

  it('quotes every line of the request', () => {
    expect(quoteText('Hallo\r\n\r\nBitte ein Angebot')).toBe('> Hallo\n>\n> Bitte ein Angebot');
  });
});
