import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { previewFile } from '../../../src/worker/preview';

/** Windows-1251 bytes of Russian text (А..я are 0xC0..0xFF; ASCII as is). */
function cp1251(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      throw new Error(`not in this test's Windows-1251 subset: ${ch}`);
    }),
  );
}

const text = 'Фамилия;Имя;Город\nИванов;Петр;Москва\nПетрова;Анна;Казань\n';
const bytes = cp1251(text);

async function service(): Promise<ProjectService> {
  const db = await openDoppelDb('doppel-import-options', { factory: new IDBFactory() });
  return new ProjectService(db, () => {
    throw new Error('no scoring in this test');
  });
}

describe('ProjectService.importFiles: per-file encoding, delimiter and header', () => {
  it('decodes a Windows-1251 semicolon file by detection, and differently when Windows-1252 is forced', async () => {
    const svc = await service();
    const detected = (await svc.open(await svc.importFiles('d', [{ name: 'ru.csv', blob: new Blob([bytes]) }])))
      .sources[0];
    const as1251 = (
      await svc.open(
        await svc.importFiles('a', [
          { name: 'ru.csv', blob: new Blob([bytes]), options: { encoding: 'windows-1251' } },
        ]),
      )
    ).sources[0];
    const as1252 = (
      await svc.open(
        await svc.importFiles('b', [
          { name: 'ru.csv', blob: new Blob([bytes]), options: { encoding: 'windows-1252' } },
        ]),
      )
    ).sources[0];
    expect(as1251.encoding).toBe('windows-1251');
    expect(as1251.delimiter).toBe(';');
    expect(as1251.columns).toEqual(['Фамилия', 'Имя', 'Город']);
    expect(as1251.rowCount).toBe(2);
    expect(as1252.encoding).toBe('windows-1252');
    expect(as1252.columns).toHaveLength(3);
    expect(as1252.columns).not.toEqual(as1251.columns);
    expect(as1252.columns[0]).toBe(new TextDecoder('windows-1252').decode(cp1251('Фамилия')));
    expect(detected.columns).toEqual(as1251.columns);
  });

  it('takes the first row as data with header: false, and splits on a forced delimiter', async () => {
    const svc = await service();
    const noHeader = (
      await svc.open(
        await svc.importFiles('n', [{ name: 'ru.csv', blob: new Blob([bytes]), options: { header: false } }]),
      )
    ).sources[0];
    expect(noHeader.columns).toEqual(['column_1', 'column_2', 'column_3']);
    expect(noHeader.rowCount).toBe(3);
    const comma = (
      await svc.open(
        await svc.importFiles('c', [{ name: 'ru.csv', blob: new Blob([bytes]), options: { delimiter: ',' } }]),
      )
    ).sources[0];
    expect(comma.delimiter).toBe(',');
    expect(comma.columns).toHaveLength(1);
  });

  it('the import preview honours the same options', async () => {
    const blob = new Blob([bytes]);
    const detected = await previewFile('ru.csv', blob);
    expect(detected).toMatchObject({ encoding: 'windows-1251', delimiter: ';', header: true, columnCount: 3 });
    expect(detected.rows).toHaveLength(2);
    const forced = await previewFile('ru.csv', blob, 200, { encoding: 'windows-1252', delimiter: ',', header: false });
    expect(forced).toMatchObject({ encoding: 'windows-1252', delimiter: ',', header: false, columns: ['column_1'] });
    expect(forced.rows).toHaveLength(3);
    expect(forced.rows[0][0]).not.toBe('Фамилия;Имя;Город');
  });
});
