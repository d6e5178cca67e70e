import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { RichText } from '../rich-text';

afterEach(cleanup);

describe('RichText', () => {
  it('when a message carries an <img onerror>, then it shows as text and no element is created', () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> **oi**\nlinha'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> oilinha');
    expect(container.querySelector('strong')?.textContent).toBe('oi');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
