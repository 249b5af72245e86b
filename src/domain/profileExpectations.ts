// start/profile's first card, painted by the server before any JavaScript (server/pages/firstPaint.ts) and by the
// screen (src/screens/start/ProfileScreen.tsx) in the same place: the screen's largest text, its LCP.
export const PROFILE_EXPECTATIONS = {
  title: 'What to expect',
  facts: [
    'Checking your rates uses a soft credit inquiry, which does not affect your credit score. Submitting your application later uses a hard credit inquiry.',
    'Lines of credit range from $15,000 to $400,000. Your maximum depends on your home’s value, the liens on it, your credit profile, your verified income and your available equity.',
    'APRs range from 7.60% to 17.20%, the lowest for five-year terms.',
  ],
} as const;
