// Plausible, varied names for the demo's dancers; combined by the seeded generator, never random.
import type { Prng } from './prng';

const FIRST_NAMES: readonly string[] = [
  'Aaron', 'Abigail', 'Adrian', 'Aisha', 'Alejandro', 'Alice', 'Amara', 'Andrew', 'Anika', 'Ben',
  'Bianca', 'Brandon', 'Caleb', 'Camila', 'Carlos', 'Catherine', 'Chen', 'Chloe', 'Daniel', 'Daria',
  'David', 'Diego', 'Elena', 'Eli', 'Emily', 'Ethan', 'Fatima', 'Felix', 'Gabriel', 'Grace',
  'Hannah', 'Hiro', 'Ian', 'Isabel', 'Jamal', 'Jasmine', 'Jonah', 'Julia', 'Kai', 'Katya',
  'Kevin', 'Laila', 'Leo', 'Lucia', 'Marcus', 'Maya', 'Mei', 'Michael', 'Mira', 'Nadia',
  'Nathan', 'Nina', 'Noah', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Rachel', 'Ravi', 'Rosa',
  'Samuel', 'Sara', 'Sofia', 'Stefan', 'Tariq', 'Tessa', 'Theo', 'Valentina', 'Victor', 'Wei',
  'William', 'Yara', 'Yusuf', 'Zoe', 'Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Hugo',
];

const LAST_NAMES: readonly string[] = [
  'Adams', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Banerjee', 'Bennett', 'Brooks', 'Castillo', 'Chang',
  'Chen', 'Cohen', 'Costa', 'Davies', 'Diaz', 'Dubois', 'Edwards', 'Fischer', 'Flores', 'Garcia',
  'Goldberg', 'Gupta', 'Hall', 'Hernandez', 'Hoffman', 'Huang', 'Ibrahim', 'Ivanova', 'Jackson', 'Jensen',
  'Kaplan', 'Kim', 'Kowalski', 'Kumar', 'Lee', 'Lopez', 'Martin', 'Mehta', 'Meyer', 'Morales',
  'Murphy', 'Nakamura', 'Nguyen', 'Novak', "O'Brien", 'Okafor', 'Olsen', 'Park', 'Patel', 'Petrov',
  'Quinn', 'Ramirez', 'Reyes', 'Rossi', 'Russo', 'Sato', 'Schmidt', 'Shah', 'Silva', 'Singh',
  'Sokolova', 'Sullivan', 'Tanaka', 'Thompson', 'Torres', 'Tran', 'Turner', 'Vasquez', 'Volkov', 'Wagner',
  'Walsh', 'Wang', 'Weber', 'Williams', 'Wong', 'Wu', 'Yamamoto', 'Yilmaz', 'Young', 'Zhang',
];

/** `count` distinct full names, the same for the same generator state. */
export function distinctNames(prng: Prng, count: number, avoid: ReadonlySet<string> = new Set()): string[] {
  if (count > FIRST_NAMES.length * LAST_NAMES.length - avoid.size) throw new RangeError(`Cannot make ${count} distinct names.`);
  const names = new Set<string>();
  while (names.size < count) {
    const name = `${prng.pick(FIRST_NAMES)} ${prng.pick(LAST_NAMES)}`;
    if (!avoid.has(name)) names.add(name);
  }
  return [...names];
}
