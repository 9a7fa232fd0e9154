import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { impersonationMachine, type ImpersonationEmitted, type ImpersonationEvent, type ImpersonationInput } from './impersonationMachine';

const target = { userId: 'pub-1', token: 'tok-pub', usingOwnToken: false };

function run(input: ImpersonationInput, events: ImpersonationEvent[] = []) {
  const emitted: ImpersonationEmitted[] = [];
  const actor = createActor(impersonationMachine, { input });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  return { value: snapshot.value, target: snapshot.context.target, emitted };
}

describe('impersonation', () => {
  it('starts idle with nothing stored, active with a restored user id', () => {
    expect(run({ restored: null }).value).toBe('idle');
    expect(run({ restored: target })).toMatchObject({ value: 'active', target });
  });

  it('asks for a token for the chosen user and starts with it', () => {
    const { value, target: t, emitted } = run({ restored: null }, [
      { type: 'impersonation.start', userId: 'pub-1' },
      { type: 'impersonation.tokenReceived', token: 'tok-pub' },
    ]);
    expect(value).toBe('active');
    expect(t).toEqual(target);
    expect(emitted).toEqual([
      { type: 'impersonation.tokenRequested', userId: 'pub-1' },
      { type: 'impersonation.started', target },
    ]);
  });

  it('falls back to the own token silently when the token call fails', () => {
    const { value, emitted } = run({ restored: null }, [
      { type: 'impersonation.start', userId: 'pub-1' },
      { type: 'impersonation.tokenFailed', ownToken: 'tok-admin' },
    ]);
    expect(value).toBe('active');
    expect(emitted.at(-1)).toEqual({ type: 'impersonation.started', target: { userId: 'pub-1', token: 'tok-admin', usingOwnToken: true } });
  });

  it('stops and asks for the cookie and stored id to be cleared', () => {
    const { value, target: t, emitted } = run({ restored: target }, [{ type: 'impersonation.stop' }]);
    expect(value).toBe('idle');
    expect(t).toBeNull();
    expect(emitted).toEqual([{ type: 'impersonation.stopped' }]);
  });

  it('follows another tab without broadcasting again', () => {
    const started = run({ restored: null }, [{ type: 'impersonation.syncStarted', target }]);
    expect(started).toMatchObject({ value: 'active', target, emitted: [] });
    const stopped = run({ restored: target }, [{ type: 'impersonation.syncStopped' }]);
    expect(stopped).toMatchObject({ value: 'idle', target: null, emitted: [] });
  });

  it('ignores a second start while a token is on its way', () => {
    const { value, emitted } = run({ restored: null }, [
      { type: 'impersonation.start', userId: 'pub-1' },
      { type: 'impersonation.start', userId: 'pub-2' },
    ]);
    expect(value).toBe('requestingToken');
    expect(emitted).toHaveLength(1);
  });
});
