import { describe, expect, it } from 'vitest';
import { buildUploadKey, keyFromUploadUrl, sanitiseFilename } from './keys';

const ID = '01JD3R7W8Y6Q2M4N5P6R7S8T9V';
const key = `uploads/user-1/${ID}/Master Services Agreement.pdf`;

describe('upload keys', () => {
  it('sanitises names: no path, no odd characters, the kind extension', () => {
    expect(sanitiseFilename('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFilename('C:\\Users\\me\\NDA (final) v2.DOCX', 'docx')).toBe('NDA (final) v2.docx');
    expect(sanitiseFilename('a<b>|c?.pdf', 'pdf')).toBe('a_b_c.pdf');
    expect(sanitiseFilename('...', 'pdf')).toBe('document.pdf');
    expect(buildUploadKey('uploads/', 'user-1', ID, 'Master Services Agreement.pdf', 'pdf')).toBe(key);
  });

  it('recovers the key from path-style and virtual-hosted URLs, with or without the query string', () => {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    expect(
      keyFromUploadUrl(
        `http://127.0.0.1:4569/bucket-a/${encoded}?X-Amz-Signature=abc`,
        'bucket-a',
        'uploads/',
        'user-1',
      ),
    ).toBe(key);
    expect(
      keyFromUploadUrl(`https://bucket-a.s3.us-east-1.amazonaws.com/${encoded}`, 'bucket-a', 'uploads/', 'user-1'),
    ).toBe(key);
    expect(keyFromUploadUrl(key, 'bucket-a', 'uploads/', 'user-1')).toBe(key);
  });

  it("refuses other users' keys, traversal and anything not issued by the service", () => {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    expect(keyFromUploadUrl(`http://h/bucket-a/${encoded}`, 'bucket-a', 'uploads/', 'user-2')).toBeUndefined();
    expect(
      keyFromUploadUrl(
        `http://h/bucket-a/uploads/user-1/${ID}/..%2F..%2Fuser-2%2Fx.pdf`,
        'bucket-a',
        'uploads/',
        'user-1',
      ),
    ).toBeUndefined();
    expect(
      keyFromUploadUrl(`http://h/bucket-a/uploads/user-1/not-an-id/x.pdf`, 'bucket-a', 'uploads/', 'user-1'),
    ).toBeUndefined();
    expect(
      keyFromUploadUrl(`http://h/bucket-a/uploads/user-10/${ID}/x.pdf`, 'bucket-a', 'uploads/', 'user-1'),
    ).toBeUndefined();
    expect(keyFromUploadUrl('not a url', 'bucket-a', 'uploads/', 'user-1')).toBeUndefined();
  });
});
