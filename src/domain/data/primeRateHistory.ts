// The index our later draws follow: the Prime Rate, as in effect on the first business day of January of each year.
//
// Source: Board of Governors of the Federal Reserve System, Selected Interest Rates (statistical release H.15),
// "Bank prime loan" (series PRIME / DPRIME; the rate posted by a majority of the top 25 insured U.S.-chartered
// commercial banks), which is the rate the Wall Street Journal publishes as the U.S. Prime Rate. No change of the
// rate fell in early January in these years, so each value is also that January's monthly average (H.15 MPRIME).
//
// Regulation Z §1026.40(d)(12)(xi) asks for the most recent 15 years of index values, taken at the same time each
// year, in the historical example of the early disclosure; a new January's value is added here once it is published.
// Pure data: no I/O.

export interface IndexValue {
  /** The year whose first business day of January the value was in effect. */
  year: number;
  /** The index, in percent (e.g. 7.5 for 7.50%). */
  ratePercent: number;
}

export const PRIME_RATE_SOURCE =
  'Federal Reserve statistical release H.15, "Bank prime loan" rate (the Wall Street Journal U.S. Prime Rate), ' +
  'as in effect on the first business day of January of each year';

export const PRIME_RATE_HISTORY: readonly IndexValue[] = [
  { year: 2007, ratePercent: 8.25 },
  { year: 2008, ratePercent: 7.25 },
  { year: 2009, ratePercent: 3.25 },
  { year: 2010, ratePercent: 3.25 },
  { year: 2011, ratePercent: 3.25 },
  { year: 2012, ratePercent: 3.25 },
  { year: 2013, ratePercent: 3.25 },
  { year: 2014, ratePercent: 3.25 },
  { year: 2015, ratePercent: 3.25 },
  // Raised to 3.50% on December 17, 2015.
  { year: 2016, ratePercent: 3.5 },
  // Raised to 3.75% on December 15, 2016.
  { year: 2017, ratePercent: 3.75 },
  // Raised in March, June and December 2017.
  { year: 2018, ratePercent: 4.5 },
  // Raised in March, June, September and December 2018.
  { year: 2019, ratePercent: 5.5 },
  // Lowered in August, September and October 2019.
  { year: 2020, ratePercent: 4.75 },
  // Lowered to 3.25% in March 2020.
  { year: 2021, ratePercent: 3.25 },
  { year: 2022, ratePercent: 3.25 },
  // Raised seven times in 2022, to 7.50% on December 15.
  { year: 2023, ratePercent: 7.5 },
  // Raised to 8.50% on July 27, 2023.
  { year: 2024, ratePercent: 8.5 },
  // Lowered in September, November and December 2024.
  { year: 2025, ratePercent: 7.5 },
  // Lowered in September, October and December 2025 (6.75% from December 11, 2025).
  { year: 2026, ratePercent: 6.75 },
];
