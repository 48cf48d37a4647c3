import { draftContract } from './core/contracts';
const r = draftContract({ templateId: 'employment', formData: { employerName: 'Acme Bakery LLC', employeeName: 'Sam Lee', jobTitle: 'Store Manager', startDate: '2027-02-01', salary: '52000', employmentType: 'Contract', responsibilities: 'Open and close the store\nSupervise two bakers' } });
console.log(r.text.slice(r.text.indexOf('BACKGROUND'), r.text.indexOf('8. GOVERNING')));
const s = draftContract({ templateId: 'sale', formData: { sellerName: 'Pat Kim', buyerName: 'Lee Wong', itemDescription: '2015 Honda Civic', salePrice: '4800', saleDate: '2027-05-20', paymentMethod: 'Check' } });
console.log(s.text.slice(s.text.indexOf('BACKGROUND'), s.text.indexOf('7. RESOLVING')));
