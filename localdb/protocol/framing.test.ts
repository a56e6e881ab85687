import { FrameAssembler, splitOutbound } from './framing.ts';
import { decodeClientMessage, ProtocolError } from './messages.ts';
import { parseQueryObject, QueryObjectError } from './query-object.ts';

describe('FrameAssembler', () => {
  it('passes single frames through and ignores the "0" keepalive', () => {
    const a = new FrameAssembler(1000);
    expect(a.push('0')).toEqual({ kind: 'pending' });
    expect(a.push('{"t":"c"}')).toEqual({ kind: 'message', text: '{"t":"c"}' });
  });

  it('joins exactly the announced number of frames', () => {
    const a = new FrameAssembler(1000);
    expect(a.push('3').kind).toBe('pending');
    expect(a.push('{"a"').kind).toBe('pending');
    expect(a.push(':').kind).toBe('pending');
    expect(a.push('1}')).toEqual({ kind: 'message', text: '{"a":1}' });
    expect(a.push('{}')).toEqual({ kind: 'message', text: '{}' });
  });

  it('refuses a message longer than the limit, whether in one frame or many', () => {
    expect(new FrameAssembler(10).push('x'.repeat(11)).kind).toBe('error');
    const a = new FrameAssembler(10);
    a.push('999999');
    a.push('x'.repeat(6));
    expect(a.push('x'.repeat(6)).kind).toBe('error');
  });

  it.each([['é'], ['😀'], ['a😀']])('round-trips %s text through splitOutbound without cutting a surrogate pair', (unit) => {
    const text = JSON.stringify({ big: unit.repeat(30000) });
    const frames = splitOutbound(text, 16384);
    expect(frames[0]).toBe(String(frames.length - 1));
    // Each frame must survive UTF-8 encoding on its own, as a WebSocket text frame does.
    const decoded = frames.map((f) => Buffer.from(f, 'utf8').toString('utf8'));
    const a = new FrameAssembler(1e6);
    const results = decoded.map((f) => a.push(f));
    expect(results[results.length - 1]).toEqual({ kind: 'message', text });
  });
});

describe('decodeClientMessage', () => {
  it('decodes requests and control messages', () => {
    expect(decodeClientMessage('{"t":"d","d":{"r":3,"a":"p","b":{"p":"/x","d":1}}}')).toEqual({ kind: 'request', r: 3, action: 'p', body: { p: '/x', d: 1 } });
    expect(decodeClientMessage('{"t":"c","d":{"t":"p","d":{}}}')).toEqual({ kind: 'control', type: 'p', data: {} });
  });

  it.each(['nope', '[]', '{"t":"x","d":{}}', '{"t":"d","d":{"r":"1","a":"p"}}', '{"t":"d","d":{"a":"p","b":[1]}}', '{"t":"d"}'])('refuses %s', (text) => {
    expect(() => decodeClientMessage(text)).toThrow(ProtocolError);
  });
});

describe('parseQueryObject', () => {
  it('reads the SDK query object', () => {
    expect(parseQueryObject({ sp: 5, sn: '[MAX_NAME]', sin: false, l: 2, vf: 'r', i: 'a/b' })).toEqual({
      index: { kind: 'child', path: ['a', 'b'] },
      start: { value: 5, name: '[MAX_NAME]', inclusive: false },
      end: null,
      limit: 2,
      fromLeft: false,
    });
    expect(parseQueryObject({})).toBeNull();
  });

  it('refuses malformed queries', () => {
    expect(() => parseQueryObject({ l: -1 })).toThrow(QueryObjectError);
    expect(() => parseQueryObject({ sp: { a: 1 } })).toThrow(QueryObjectError);
    expect(() => parseQueryObject([1])).toThrow(QueryObjectError);
  });
});
