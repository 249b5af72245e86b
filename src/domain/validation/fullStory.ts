// The session-replay link the app reports for the borrower's session (PUT .../{uuid}/full-story-link).
import * as yup from 'yup';

export const FULL_STORY_LINK_INVALID = 'Must be an https URL';

export const fullStoryLinkSchema = yup.object({
  link: yup
    .string()
    .trim()
    .required('Required')
    .max(2048, 'Cannot be more than 2048 characters')
    .test('https-url', FULL_STORY_LINK_INVALID, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname !== '';
      } catch {
        return false;
      }
    }),
});
