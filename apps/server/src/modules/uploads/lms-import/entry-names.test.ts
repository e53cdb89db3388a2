import { describe, expect, it } from 'vitest';
import { nameKey, ownerOfEntry } from './entry-names';

describe('ownerOfEntry', () => {
  it('reads Canvas file names, late or not', () => {
    expect(ownerOfEntry('canvas', 'okafornia_5101_90001_hw1.py')).toEqual({ name: 'okafornia', lmsId: '5101', path: 'hw1.py' });
    expect(ownerOfEntry('canvas', 'itosam_LATE_5102_90002_my_main.py')).toEqual({ name: 'itosam', lmsId: '5102', path: 'my_main.py' });
    expect(ownerOfEntry('canvas', 'notes.txt')).toBeNull();
  });

  it('reads Moodle folders and the older prefixed file names', () => {
    expect(ownerOfEntry('moodle', 'Nia Okafor_123_assignsubmission_file_/src/hw1.py')).toEqual({ name: 'Nia Okafor', lmsId: null, path: 'src/hw1.py' });
    expect(ownerOfEntry('moodle', 'Sam Ito_456_assignsubmission_file_hw1.py')).toEqual({ name: 'Sam Ito', lmsId: null, path: 'hw1.py' });
    expect(ownerOfEntry('moodle', 'hw1.py')).toBeNull();
  });
});

describe('nameKey', () => {
  it('compares Canvas sortable names with its zip names, and Moodle full names whatever the case and accents', () => {
    expect(nameKey('canvas', 'Okafor, Nia')).toBe(nameKey('canvas', 'okafornia'));
    expect(nameKey('canvas', "O'Brien-Núñez, José")).toBe('obriennunezjose');
    expect(nameKey('moodle', ' Nia  Okafor')).toBe(nameKey('moodle', 'nia okafor'));
  });
});
