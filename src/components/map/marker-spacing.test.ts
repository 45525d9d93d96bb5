import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { overlappingMarkers, PHONE_MAP, type MarkerPoint } from './marker-spacing';

const mapFile = path.join(process.cwd(), 'content/map.yaml');

describe('map marker spacing', () => {
  it('finds the markers that would cover each other on a phone', () => {
    const points = [
      { id: 'ga-dinh', x: 62, y: 22 },
      { id: 'bai-trai', x: 66, y: 18 },
      { id: 'ga-day', x: 15, y: 80 },
      { id: 'bai-do-xe', x: 10, y: 88 },
      { id: 'song-lung', x: 82, y: 30 },
    ];
    expect(overlappingMarkers(points, PHONE_MAP)).toEqual([
      ['ga-dinh', 'bai-trai'],
      ['ga-day', 'bai-do-xe'],
    ]);
  });

  it('keeps every marker of content/map.yaml clear of the others on a 390 px phone', () => {
    const { points } = parse(readFileSync(mapFile, 'utf8')) as { points: MarkerPoint[] };
    expect(points.length).toBeGreaterThan(5);
    expect(overlappingMarkers(points, PHONE_MAP)).toEqual([]);
  });
});
