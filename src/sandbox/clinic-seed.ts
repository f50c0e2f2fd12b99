import { mulberry32 } from './faults';

/**
 * The sandbox's clinic day: a business with one doctor and one clinic, a patient directory of 30
 * patients and a morning of appointments on the sandbox's today. Deterministic: the same day gives
 * the same list, so a new user sees a real clinic day and tests can name who is first.
 */

export interface SeedPatient {
  oid: string;
  fln: string;
  gen: 'M' | 'F' | 'O';
  dob: string;
  is_age: boolean;
  mobile: string;
  username?: string;
  abha?: string;
}

export interface SeedAppointment {
  appointment_id: string;
  patient_id: string;
  status: string;
  /** Minutes after the day's 09:00 (local time). */
  minute: number;
  channel: string;
}

export const SEED_DOCTOR = {
  doctor_id: '174000000000001',
  name: 'Dr. Meera Iyer',
  salutation: 'Dr.',
  degrees: ['MBBS', 'MD (General Medicine)'],
  registration: { council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 },
};
export const SEED_CLINIC = { clinic_id: 'cln_0001', name: 'Jayanagar Family Clinic' };
export const SEED_BUSINESS = { business_id: 'biz_0001', name: 'Jayanagar Family Clinic' };

const PEOPLE: readonly [string, 'M' | 'F', number][] = [
  ['Asha Rao', 'F', 34],
  ['Ravi Kumar', 'M', 52],
  ['Fatima Sheikh', 'F', 27],
  ['Suresh Patil', 'M', 61],
  ['Lakshmi Narayan', 'F', 45],
  ['Arjun Mehta', 'M', 8],
  ['Priya Nair', 'F', 31],
  ['Mohammed Irfan', 'M', 39],
  ['Kavya Reddy', 'F', 3],
  ['Gurpreet Singh', 'M', 58],
  ['Anita Desai', 'F', 70],
  ['Rahul Joshi', 'M', 24],
  ['Sunita Sharma', 'F', 49],
  ['Vikram Rathore', 'M', 43],
  ['Deepa Menon', 'F', 36],
  ['Karthik Subramanian', 'M', 29],
  ['Meenakshi Pillai', 'F', 66],
  ['Imran Khan', 'M', 47],
  ['Nandini Ghosh', 'F', 19],
  ['Sanjay Verma', 'M', 55],
  ['Pooja Agarwal', 'F', 41],
  ['Thomas Mathew', 'M', 63],
  ['Rekha Bhat', 'F', 53],
  ['Aditya Kulkarni', 'M', 12],
  ['Shabana Azmi Qureshi', 'F', 38],
  ['Manoj Tiwari', 'M', 50],
  ['Geeta Chauhan', 'F', 74],
  ['Harish Gowda', 'M', 33],
  ['Ishita Banerjee', 'F', 26],
  ['Venkatesh Iyengar', 'M', 68],
];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The directory: the same 30 patients whatever the day; ages as of `today`. */
export function seedPatients(today: string): SeedPatient[] {
  const next = mulberry32(1931);
  const year = Number(today.slice(0, 4));
  return PEOPLE.map(([fln, gen, age], index) => {
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const mobile = `9${pad(Math.floor(next() * 1e9), 9)}`;
    return {
      oid: `1740000000${pad(index + 1, 5)}`,
      fln,
      gen,
      dob: `${year - age - (`${pad(month)}-${pad(day)}` > today.slice(5) ? 1 : 0)}-${pad(month)}-${pad(day)}`,
      is_age: index % 7 === 3,
      mobile,
      ...(index % 3 === 0 ? { username: `UH${pad(1000 + index, 4)}` } : {}),
      ...(index % 5 === 0 ? { abha: `${fln.split(' ')[0]!.toLowerCase()}${index}@abdm` } : {}),
    };
  });
}

/** The morning's appointments: ten, every 20 minutes from 09:00, the first already completed. */
export function seedAppointments(today: string): SeedAppointment[] {
  const next = mulberry32(Number(today.replace(/-/g, '')));
  const chosen: number[] = [];
  while (chosen.length < 10) {
    const index = Math.floor(next() * PEOPLE.length);
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen.map((index, slot) => ({
    appointment_id: `apt_${today.replace(/-/g, '')}_${pad(slot + 1)}`,
    patient_id: `1740000000${pad(index + 1, 5)}`,
    status: slot === 0 ? 'CM' : 'BK',
    minute: slot * 20,
    channel: slot % 4 === 3 ? 'Walkin' : 'App',
  }));
}
