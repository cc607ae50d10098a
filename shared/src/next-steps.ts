/**
 * What happens after a visitor submits a form: the one text the lasting
 * confirmation panel on the page and the acknowledgement mail both say, so the
 * page and the mail never promise different things. Values the visitor typed
 * are passed in and rendered by React or the mail serializer (escaped); they
 * are never spliced into markup here.
 */

/** How soon sales answers a lead: the promise the contact pages and every mail make. */
export const REPLY_TIME = 'one business day';

export interface NextSteps {
  heading: string;
  steps: string[];
}

export type ConfirmedForm = 'contact' | 'letsConnect' | 'meeting' | 'application';

export function nextSteps(
  form: ConfirmedForm,
  details: { email: string; meetingTime?: string; jobTitle?: string },
): NextSteps {
  const mailed = `We sent a confirmation to ${details.email}. If it is not in your inbox in a few minutes, check your spam folder.`;
  switch (form) {
    case 'contact':
      return {
        heading: 'Thank you, your message is with our team',
        steps: [
          `A member of our team reads it and replies within ${REPLY_TIME}, by e-mail or phone.`,
          mailed,
          'Need us sooner? Call the Noida or Washington, DC office during its business hours.',
        ],
      };
    case 'letsConnect':
      return {
        heading: 'Thank you, we have your project details',
        steps: [
          `A product lead reviews them and replies within ${REPLY_TIME} with next steps and a rough estimate.`,
          mailed,
          'If a call is easier, you can also book a 30-minute meeting at a time that suits you.',
        ],
      };
    case 'meeting':
      return {
        heading: 'Your meeting is booked',
        steps: [
          details.meetingTime
            ? `We will talk on ${details.meetingTime}.`
            : 'We will talk at the time you picked.',
          `${mailed} It carries a calendar invitation (.ics) you can add to your calendar.`,
          `A product lead sends the video link within ${REPLY_TIME}, and always before the call. To change the time, reply to the confirmation mail.`,
        ],
      };
    case 'application':
      return {
        heading: 'Thank you, your application is in',
        steps: [
          `Our HR team reviews your application${details.jobTitle ? ` for ${details.jobTitle}` : ''} and your resume.`,
          'If your profile matches, we contact you within 10 business days to arrange a first conversation.',
          mailed,
        ],
      };
  }
}
