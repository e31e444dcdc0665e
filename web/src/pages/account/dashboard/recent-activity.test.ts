import { notificationSchema, type Notification } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_COUNT, recentActivity } from './recent-activity';

function notification(id: string, created: string): Notification {
  return notificationSchema.parse({ id, user: 'me', type: 'booking_request', content: id, created });
}

describe('recentActivity', () => {
  it('is empty without notifications', () => {
    expect(recentActivity([])).toEqual([]);
  });

  it('keeps the newest 5, newest first', () => {
    const seven = ['01', '02', '03', '04', '05', '06', '07'].map((day) =>
      notification(`n${day}`, `2026-05-${day} 10:00:00.000Z`),
    );
    expect(RECENT_ACTIVITY_COUNT).toBe(5);
    expect(recentActivity(seven).map((n) => n.id)).toEqual(['n07', 'n06', 'n05', 'n04', 'n03']);
  });

  it('orders by time, keeping the given order for equal times and putting undated ones last', () => {
    const list = [
      notification('undated', ''),
      notification('tie-a', '2026-05-02 10:00:00.000Z'),
      notification('tie-b', '2026-05-02 10:00:00.000Z'),
      notification('latest', '2026-05-03 09:00:00.000Z'),
    ];
    expect(recentActivity(list).map((n) => n.id)).toEqual(['latest', 'tie-a', 'tie-b', 'undated']);
  });
});
