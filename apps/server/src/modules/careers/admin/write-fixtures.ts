import type { FastifyInstance } from 'fastify';
import { employmentRequests, nationalities } from '../../../db/schema/index';
import { MISSING_ID, type WriteFixture } from '../../../test/write-fixtures';

/** A bare application (no documents) to delete. */
async function applicationId(app: FastifyInstance): Promise<number> {
  const [nationality] = await app.db
    .insert(nationalities)
    .values({ name: { ar: 'سعودي', en: 'Saudi' } })
    .returning({ id: nationalities.id });
  const [row] = await app.db
    .insert(employmentRequests)
    .values({
      jobKind: 'pharmacist',
      job: 'pharmacist',
      name: 'متقدم',
      birthDate: '1990-01-01',
      residence: 'الرياض',
      idNumber: '1000000001',
      nationalityId: nationality!.id,
      expiryDate: '2031-01-01',
      religion: 'muslim',
      maritalStatus: 'single',
      homeAddress: 'الرياض',
      phoneNumber: '0550000000',
      specialization: 'صيدلة',
      email: 'a@example.com',
      scientificQualifications: 'bachelor',
      schoolInstituteUniversity: 'جامعة',
      graduationYear: 2015,
      gpa: '4.00',
      yearsOfWork: 2,
      dataflowVerificationDocumentsUploaded: true,
      admitToPrometricPearsonVueExam: true,
      haveScfhsAccreditationCertificate: true,
      englishFluencyDegree: 'middle',
      locale: 'ar',
    })
    .returning({ id: employmentRequests.id });
  return row!.id;
}

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/employmentRequest/bulkDelete': {
    valid: async (app) => ({
      url: '/api/admin/employmentRequest/bulkDelete',
      payload: { ids: [await applicationId(app)] },
    }),
    refused: async () => ({ url: '/api/admin/employmentRequest/bulkDelete', payload: { ids: [MISSING_ID] } }),
  },
  'POST /api/admin/settings': {
    valid: async () => ({ url: '/api/admin/settings', payload: { receive_employment_request: 1 } }),
    refused: async () => ({ url: '/api/admin/settings', payload: { receive_employment_request: 'maybe' } }),
  },
};
