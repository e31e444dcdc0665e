import { imageFileKey } from '@partilha/ui';
import { describe, expect, it } from 'vitest';
import { progressByChosenFile } from './upload-progress';

function file(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('progressByChosenFile', () => {
  it('reports the progress of each resized file under the key of the file that was chosen', () => {
    const chosen = [file('big.png', 9000), file('small.png', 100)];
    // The big one went out resized to 300 bytes; the small one as it was.
    const sent = [file('big.jpg', 300), file('small.png', 100)];
    const progress = progressByChosenFile(chosen, sent, 0.5);
    expect(Object.keys(progress)).toEqual(chosen.map(imageFileKey));
    expect(progress[imageFileKey(chosen[0] as File)]).toBeCloseTo(200 / 300);
    expect(progress[imageFileKey(chosen[1] as File)]).toBe(0);
  });
});
