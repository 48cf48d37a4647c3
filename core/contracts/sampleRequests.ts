/** A filled-in Residential Lease Agreement, as the Draft tab sends it: shared by the contract tests. */
export const SAMPLE_RENTAL_REQUEST = {
  templateId: 'rental',
  templateName: 'Residential Lease Agreement',
  formData: {
    landlordName: 'John Smith',
    tenantName: 'Jane Doe',
    propertyAddress: '12 Oak Street, Austin, TX 78701',
    monthlyRent: '1250',
    leaseStartDate: '2027-01-05',
    leaseTerm: '12 months',
    securityDeposit: '1250',
  },
} as const;
