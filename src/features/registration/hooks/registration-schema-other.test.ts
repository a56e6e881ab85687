import { registrationSchema, type RegistrationValues } from './registration-schema';

const values = (changes: Partial<RegistrationValues>): RegistrationValues => ({
  leadName: 'Cy Dunn', followName: 'Di Ek', leadEmail: '', followEmail: '', email: '', affiliation: 'Other', affiliationOther: '', events: ['W'],
  waiver: false, mediaRelease: false, account: 'new', password: '', ...changes,
});
const schema = registrationSchema({ needsConsents: false, needsAccount: false, teams: ['TBA', 'Cornell DanceSport', 'Riverside Dance Club', 'Other'] });
const problems = (changes: Partial<RegistrationValues>) => {
  const result = schema.safeParse(values(changes));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the team typed with Other', () => {
  it('is required with Other and at most 100 characters', () => {
    expect(problems({})).toEqual([['affiliationOther', 'Type your team’s name so the organiser can add it.']]);
    expect(problems({ affiliationOther: 'R'.repeat(101) })).toEqual([['affiliationOther', 'A team name can have at most 100 characters.']]);
    expect(schema.parse(values({ affiliationOther: '  Hilltop Ballroom  ' }))).toMatchObject({ affiliation: 'Other', affiliationOther: 'Hilltop Ballroom' });
  });

  it('is ignored and dropped once a team is chosen, even if the hidden box still holds text', () => {
    expect(schema.parse(values({ affiliation: 'cornell', affiliationOther: 'R'.repeat(101) }))).toMatchObject({ affiliation: 'Cornell DanceSport', affiliationOther: '' });
  });

  it('accepts a team the organiser accepted, by a typed prefix', () => {
    expect(schema.parse(values({ affiliation: 'Riverside' }))).toMatchObject({ affiliation: 'Riverside Dance Club' });
  });
});
