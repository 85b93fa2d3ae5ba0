import { describe, expect, it } from 'vitest';
import { CONTACT_MARKER, splitOnContactMarker } from './contact-marker.ts';

describe('splitOnContactMarker', () => {
  it('gives the text alone when there is no marker', () => {
    expect(splitOnContactMarker('よろしくお願いします')).toEqual([{ kind: 'text', text: 'よろしくお願いします' }]);
  });

  it('gives no part for an empty message', () => {
    expect(splitOnContactMarker('')).toEqual([]);
  });

  it('puts a hidden part where each marker was, keeping the words around it', () => {
    expect(splitOnContactMarker(`Call me on ${CONTACT_MARKER} or mail ${CONTACT_MARKER}, thanks.`)).toEqual([
      { kind: 'text', text: 'Call me on ' },
      { kind: 'hidden' },
      { kind: 'text', text: ' or mail ' },
      { kind: 'hidden' },
      { kind: 'text', text: ', thanks.' },
    ]);
  });

  it('gives no empty text parts for markers at the ends or side by side', () => {
    expect(splitOnContactMarker(`${CONTACT_MARKER}${CONTACT_MARKER}までどうぞ${CONTACT_MARKER}`)).toEqual([
      { kind: 'hidden' },
      { kind: 'hidden' },
      { kind: 'text', text: 'までどうぞ' },
      { kind: 'hidden' },
    ]);
  });

  it('keeps line breaks and brackets that only look like the marker', () => {
    expect(splitOnContactMarker('⟦note⟧\nline two')).toEqual([{ kind: 'text', text: '⟦note⟧\nline two' }]);
  });
});
