import { afterEach, describe, expect, it } from 'vitest';
import { registerCloseFlush } from '../../../../src/renderer/src/lib/closeFlush';
import { installFakeCompanion } from '../fixtures';

const tick = (ms = 0): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let unregister: (() => void)[] = [];
afterEach(() => {
  for (const off of unregister) off();
  unregister = [];
});

describe('registerCloseFlush', () => {
  it('runs every registered flush to the end before telling the main process it may close', async () => {
    const order: string[] = [];
    const fake = installFakeCompanion({
      readyToClose: ({ token }) => {
        order.push(`ready ${token}`);
        return Promise.resolve({ ok: true, value: { accepted: true } });
      },
    });
    unregister.push(
      registerCloseFlush(async () => {
        await tick(20);
        order.push('pad saved');
      }),
      registerCloseFlush(() => {
        order.push('other saved');
        return Promise.resolve();
      }),
    );
    expect(fake.listeners('app:closing')).toBe(1);

    fake.emit('app:closing', { token: 'tok-1' });
    await tick(5);
    expect(fake.readyToClose).not.toHaveBeenCalled();
    await tick(40);
    expect(order).toEqual(['other saved', 'pad saved', 'ready tok-1']);
    expect(fake.readyToClose).toHaveBeenCalledTimes(1);
    expect(fake.readyToClose).toHaveBeenCalledWith({ token: 'tok-1' });
  });

  it('still answers when a flush rejects or throws', async () => {
    const fake = installFakeCompanion();
    let saved = false;
    unregister.push(
      registerCloseFlush(() => Promise.reject(new Error('disk full'))),
      registerCloseFlush(() => {
        throw new Error('thrown, not rejected');
      }),
      registerCloseFlush(async () => {
        await tick(10);
        saved = true;
      }),
    );
    fake.emit('app:closing', { token: 'tok-2' });
    await tick(30);
    expect(saved).toBe(true);
    expect(fake.readyToClose).toHaveBeenCalledWith({ token: 'tok-2' });
  });

  it('does not break when the answer itself fails', async () => {
    const fake = installFakeCompanion({
      readyToClose: () => Promise.reject(new Error('bridge gone')),
    });
    unregister.push(registerCloseFlush(() => Promise.resolve()));
    fake.emit('app:closing', { token: 'tok-3' });
    await tick(10);
    expect(fake.readyToClose).toHaveBeenCalledTimes(1);
  });

  it('subscribes once for many flushes and leaves when the last one unregisters', async () => {
    const fake = installFakeCompanion();
    let runs = 0;
    const flush = (): Promise<void> => {
      runs += 1;
      return Promise.resolve();
    };
    const offA = registerCloseFlush(flush);
    const offB = registerCloseFlush(() => Promise.resolve());
    expect(fake.listeners('app:closing')).toBe(1);
    offA();
    expect(fake.listeners('app:closing')).toBe(1);
    fake.emit('app:closing', { token: 'tok-4' });
    await tick(10);
    expect(runs).toBe(0);
    expect(fake.readyToClose).toHaveBeenCalledTimes(1);
    offB();
    expect(fake.listeners('app:closing')).toBe(0);
  });
});
