const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** An event's start and end on the reader's clock: "09:00–10:30". */
export const eventTimeRange = (startsAt: string, endsAt: string) =>
  `${clock.format(new Date(startsAt))}–${clock.format(new Date(endsAt))}`;

/** Hours as the grid shows them: "1 h", "1.5 h", "0.25 h". */
export const hoursLabel = (hours: number) => `${hours} h`;
