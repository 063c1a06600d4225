// The co-participation filter's starting period: the last 12 months, the current one included (a year of
// statements at a glance; the §5 month-year rule accepts the current month and nothing later).
import { addMonths, pad2, toCalendarDate, type CalendarDate } from '@portal/domain';

const monthYear = (date: CalendarDate): string => `${pad2(date.month)}/${date.year}`;

export function ultimos12Meses(today: CalendarDate = toCalendarDate(new Date())): {
  inicio: string;
  fim: string;
} {
  return { inicio: monthYear(addMonths({ ...today, day: 1 }, -11)), fim: monthYear(today) };
}
