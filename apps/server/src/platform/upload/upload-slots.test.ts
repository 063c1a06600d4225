import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { UploadSlots } from './upload-slots.js';

const refusal = (mensagem: string) => ({ statusCode: 429, body: { mensagem } });

describe('UploadSlots (issue 34)', () => {
  it('refuses an account past its ceiling, and the instance past its own, each with its reason', () => {
    const slots = new UploadSlots(2, 3);
    slots.take(1);
    const release = slots.take(1);
    expect(() => slots.take(1)).toThrow(expect.objectContaining(refusal(SERVER_MESSAGES.uploadInProgress)));
    slots.take(2);
    expect(() => slots.take(3)).toThrow(expect.objectContaining(refusal(SERVER_MESSAGES.uploadsBusy)));
    release();
    expect(slots.inUse).toBe(2);
    slots.take(3);
    expect(slots.inUse).toBe(3);
  });

  it('gives a slot back once, however often its release is called', () => {
    const slots = new UploadSlots(1, 1);
    const release = slots.take(7);
    release();
    release();
    expect(slots.inUse).toBe(0);
    slots.take(8);
    expect(() => slots.take(7)).toThrow(expect.objectContaining(refusal(SERVER_MESSAGES.uploadsBusy)));
  });
});
