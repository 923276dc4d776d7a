import { describe, expect, it } from 'vitest';
import { pathInUploads, uploadKey } from './media-paths';

describe("an attachment's file in the uploads folder", () => {
  it('takes the stored path, a URL or an old absolute server path, keeping the case of the name', () => {
    expect(pathInUploads('2026/11/Article-1.jpg')).toBe('2026/11/Article-1.jpg');
    expect(pathInUploads('http://127.0.0.1:8080/wp-content/uploads/2026/11/a%20b.jpg?ver=2')).toBe('2026/11/a b.jpg');
    expect(pathInUploads('/home/site/public_html/wp-content/uploads/2010/05/x.png')).toBe('2010/05/x.png');
  });

  it('refuses a name that climbs out of the folder or points elsewhere on the machine', () => {
    for (const bad of [
      '../secret.jpg',
      '2026/11/../../../secret.jpg',
      'http://h/wp-content/uploads/..%2Fsecret.jpg',
      '2026\\..\\..\\secret.jpg',
      '/etc/secret.jpg',
      'C:/secret.jpg',
      '%E0%A4%A',
      '',
    ])
      expect(pathInUploads(bad), bad).toBeNull();
  });

  it('keys every size of a picture to one file', () => {
    expect(uploadKey('2026/11/Article-1-1024x576.jpg')).toBe('2026/11/article-1.jpg');
    expect(uploadKey('2026/11/big-scaled.jpg')).toBe('2026/11/big.jpg');
  });
});
