import {
  SEED_BUSINESS,
  SEED_CLINIC,
  SEED_DOCTOR,
  seedAppointments,
  seedPatients,
  type SeedPatient,
} from './clinic-seed';

export interface StoredPatient extends SeedPatient {
  c_ate: number;
  u_ate: number;
  extras?: Record<string, unknown>;
}

export interface StoredAppointment {
  appointment_id: string;
  patient_id: string;
  doctor_id: string;
  clinic_id: string;
  status: string;
  channel: string;
  mode: 'in_clinic';
  created_at: number;
  start_time: number;
  end_time: number;
}

/** The sandbox's day in the local time zone of the machine it runs on. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Each client's clinic: its patient directory and appointments, seeded on first use. */
export class ClinicStore {
  private readonly clinics = new Map<
    string,
    {
      patients: Map<string, StoredPatient>;
      appointments: Map<string, StoredAppointment>;
      seededDays: Set<string>;
      created: StoredPatient[];
      completions: { appointmentId: string; at: number }[];
      profileUpdates: { oid: string; at: number }[];
      nextOid: number;
    }
  >();

  constructor(private readonly now: () => number) {}

  readonly doctor = SEED_DOCTOR;
  readonly clinic = SEED_CLINIC;
  readonly business = SEED_BUSINESS;

  private of(clientId: string) {
    let clinic = this.clinics.get(clientId);
    if (!clinic) {
      const at = Math.floor(this.now() / 1000);
      clinic = {
        patients: new Map(
          seedPatients(localDay(this.now())).map((p) => [p.oid, { ...p, c_ate: at, u_ate: at }]),
        ),
        appointments: new Map(),
        seededDays: new Set(),
        created: [],
        completions: [],
        profileUpdates: [],
        nextOid: 1,
      };
      this.clinics.set(clientId, clinic);
    }
    return clinic;
  }

  private seedDay(clientId: string, day: string): void {
    const clinic = this.of(clientId);
    if (clinic.seededDays.has(day)) return;
    clinic.seededDays.add(day);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const nine = new Date(y, m - 1, d, 9, 0, 0).getTime() / 1000;
    for (const seed of seedAppointments(day)) {
      const start = nine + seed.minute * 60;
      clinic.appointments.set(seed.appointment_id, {
        appointment_id: seed.appointment_id,
        patient_id: seed.patient_id,
        doctor_id: SEED_DOCTOR.doctor_id,
        clinic_id: SEED_CLINIC.clinic_id,
        status: seed.status,
        channel: seed.channel,
        mode: 'in_clinic',
        created_at: start - 86_400,
        start_time: start,
        end_time: start + 15 * 60,
      });
    }
  }

  patient(clientId: string, oid: string): StoredPatient | undefined {
    return this.of(clientId).patients.get(oid);
  }

  /** By the start of a name's word, a mobile number's digits, or a UHID. */
  search(clientId: string, prefix: string, limit: number): StoredPatient[] {
    const query = prefix.trim().toLowerCase();
    if (query === '') return [];
    const digits = query.replace(/[\s+-]/g, '');
    return [...this.of(clientId).patients.values()]
      .filter((p) => {
        if (/^\d+$/.test(digits) && p.mobile.includes(digits.replace(/^91(?=\d{10}$)/, '')))
          return true;
        if (p.username?.toLowerCase().startsWith(query)) return true;
        const words = p.fln.toLowerCase().split(/\s+/);
        return query.split(/\s+/).every((part) => words.some((word) => word.startsWith(part)));
      })
      .slice(0, limit);
  }

  create(
    clientId: string,
    fields: Omit<SeedPatient, 'oid' | 'is_age'> & { extras?: Record<string, unknown> },
  ): StoredPatient {
    const clinic = this.of(clientId);
    const at = Math.floor(this.now() / 1000);
    const oid = `1750000000${String(clinic.nextOid++).padStart(5, '0')}`;
    const patient: StoredPatient = {
      ...fields,
      oid,
      is_age: fields.extras?.['age_only'] === true,
      c_ate: at,
      u_ate: at,
    };
    clinic.patients.set(oid, patient);
    clinic.created.push(patient);
    return patient;
  }

  appointments(clientId: string, filter: { from: string; to: string }): StoredAppointment[] {
    for (let day = filter.from; day <= filter.to; day = nextDay(day)) this.seedDay(clientId, day);
    return [...this.of(clientId).appointments.values()]
      .filter((a) => {
        const day = localDay(a.start_time * 1000);
        return day >= filter.from && day <= filter.to;
      })
      .sort((a, b) => a.start_time - b.start_time);
  }

  appointment(clientId: string, id: string): StoredAppointment | undefined {
    this.seedDay(clientId, localDay(this.now()));
    return this.of(clientId).appointments.get(id);
  }

  complete(clientId: string, id: string): void {
    const clinic = this.of(clientId);
    const appointment = clinic.appointments.get(id);
    if (!appointment) return;
    appointment.status = 'CM';
    clinic.completions.push({ appointmentId: id, at: this.now() });
  }

  /** An EMR profile update applied: the extras replace the patient's. */
  updateProfile(clientId: string, oid: string, extras: Record<string, unknown> | undefined): void {
    const patient = this.of(clientId).patients.get(oid);
    if (!patient) return;
    if (extras !== undefined) patient.extras = { ...extras };
    patient.u_ate = Math.floor(this.now() / 1000);
    this.of(clientId).profileUpdates.push({ oid, at: this.now() });
  }

  /** `PATCH /profiles/v1/patient/{oid}` with an ABHA address. */
  setAbha(clientId: string, oid: string, abha: string): boolean {
    const patient = this.of(clientId).patients.get(oid);
    if (!patient) return false;
    patient.abha = abha;
    patient.u_ate = Math.floor(this.now() / 1000);
    return true;
  }

  /** Every EMR profile update applied (an idempotent replay is not one). */
  profileUpdates(clientId: string): { oid: string; at: number }[] {
    return this.of(clientId).profileUpdates.map((u) => ({ ...u }));
  }

  /** Patients created through the API since start, oldest first (copies). */
  createdPatients(clientId: string): StoredPatient[] {
    return this.of(clientId).created.map((p) => ({ ...p }));
  }

  /** Every completion applied (a retry replayed from the idempotency store is not one). */
  completions(clientId: string): { appointmentId: string; at: number }[] {
    return this.of(clientId).completions.map((c) => ({ ...c }));
  }
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}
