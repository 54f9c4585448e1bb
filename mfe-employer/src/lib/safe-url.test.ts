import { describe, expect, it } from '@jest/globals';
import { safeHttpUrl } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://www.linkedin.com/in/someone')).toBe('https://www.linkedin.com/in/someone');
    expect(safeHttpUrl('http://localhost:4569/resume.pdf?X-Amz=1')).toBe(
      'http://localhost:4569/resume.pdf?X-Amz=1',
    );
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('linkedin.com/in/someone')).toBeNull();
  });
});
