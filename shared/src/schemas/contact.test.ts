import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactLeadSchema, toContactLead } from './contact';
import { validationErrors } from './issues';

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  contactNo: '+91 98765 43210',
  message: 'Hi there',
};

describe('contactFormSchema', () => {
  it('accepts a complete form and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Jane Doe ' }).name).toBe('Jane Doe');
  });

  it('allows an empty message', () => {
    expect(contactFormSchema.safeParse({ ...valid, message: '' }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...valid, message: undefined }).success).toBe(true);
  });

  it('reports each required field', () => {
    expect(validationErrors(contactFormSchema, {})).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      contactNo: 'Contact number is required.',
    });
  });

  it('rejects bad values with clear messages', () => {
    expect(
      validationErrors(contactFormSchema, {
        name: 'http://spam.example',
        email: 'jane@',
        contactNo: 'abc',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'Name cannot contain links or HTML.',
      email: 'Enter valid email',
      contactNo: 'Enter a valid phone number.',
      message: 'Message must be at most 5000 characters.',
    });
  });
});

describe('contact lead', () => {
  it('maps the form to the lead fields', () => {
    const lead = toContactLead(contactFormSchema.parse(valid), '2024-09-08T10:00:00.000Z');
    expect(lead).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phoneNumber: '+91 98765 43210',
      message: 'Hi there',
      dateRaised: '2024-09-08T10:00:00.000Z',
    });
    expect(contactLeadSchema.parse(lead)).toEqual(lead);
  });

  it('requires a valid dateRaised', () => {
    expect(validationErrors(contactLeadSchema, { ...toContactLead(valid, 'yesterday') }).dateRaised).toBe(
      'Enter a valid date.',
    );
  });
});
