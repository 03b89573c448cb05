import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html template tag', () => {
  it('escapes interpolated text, in content and in attributes', () => {
    const text = `<script>alert("x")</script> & 'quoted'`;
    expect(html`<p title="${text}">${text}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</p>',
    );
  });

  it('keeps markup made by html, also in lists, and writes numbers', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    const list = html`<ul>${items}</ul><p>${3}</p>`;
    expect(list.toString()).toBe('<ul><li>a&lt;b</li><li>c</li></ul><p>3</p>');
  });
});
