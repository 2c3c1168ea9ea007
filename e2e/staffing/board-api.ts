/** What the staffing specs read of GET /api/staffing/board and /api/staffing/queue. */
export interface BoardRowBody {
  id: string;
  name: string;
  hours: number[];
  tentative: number[];
  capacity: number;
  capacity_by_week: number[];
}

export interface QueueItemBody {
  id: string;
  engagement_name: string;
  start_date: string;
  end_date: string;
  hours_remaining: number;
}
