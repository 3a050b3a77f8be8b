/** Demo people: names common in Gilgit-Baltistan and Pakistan; every contact is invented. */
export const DEMO_PASSWORD = 'demo-password-2025';
export const demoEmail = (role: 'client' | 'freelancer', n: number) => `${role}${n}@demo.karakoram.test`;

export const CLIENTS = [
  { firstName: 'Imran', lastName: 'Hussain', location: 'Islamabad, Pakistan' },
  { firstName: 'Sarah', lastName: 'Mitchell', location: 'London, United Kingdom' },
  { firstName: 'Faisal', lastName: 'Qureshi', location: 'Lahore, Pakistan' },
  { firstName: 'Ayesha', lastName: 'Siddiqui', location: 'Karachi, Pakistan' },
  { firstName: 'Daniel', lastName: 'Weber', location: 'Berlin, Germany' },
  { firstName: 'Nadia', lastName: 'Karim', location: 'Dubai, United Arab Emirates' },
  { firstName: 'Tariq', lastName: 'Mehmood', location: 'Gilgit, Pakistan' },
  { firstName: 'Emily', lastName: 'Carter', location: 'Toronto, Canada' },
  { firstName: 'Kamran', lastName: 'Shah', location: 'Skardu, Pakistan' },
  { firstName: 'Hina', lastName: 'Raza', location: 'Rawalpindi, Pakistan' },
];

export const FREELANCER_NAMES: [string, string][] = [
  ['Ali', 'Karim'],
  ['Zainab', 'Baig'],
  ['Sajjad', 'Hussain'],
  ['Mehreen', 'Ali'],
  ['Wajid', 'Khan'],
  ['Shabnam', 'Begum'],
  ['Asif', 'Nazir'],
  ['Rukhsana', 'Bano'],
  ['Iqbal', 'Hunzai'],
  ['Farzana', 'Shah'],
  ['Danish', 'Abbas'],
  ['Gul', 'Bano'],
  ['Naveed', 'Akhtar'],
  ['Sadia', 'Parveen'],
  ['Rehmat', 'Ali'],
  ['Kulsoom', 'Fatima'],
  ['Babar', 'Khan'],
  ['Nazia', 'Gul'],
  ['Ejaz', 'Ahmed'],
  ['Sumaira', 'Noor'],
  ['Shakeel', 'Anjum'],
  ['Amina', 'Yousuf'],
  ['Hassan', 'Raza'],
  ['Laila', 'Jan'],
  ['Mubashir', 'Hassan'],
  ['Saima', 'Baig'],
  ['Tahir', 'Abbas'],
  ['Noreen', 'Akhtar'],
  ['Yasir', 'Hunzai'],
  ['Bushra', 'Karim'],
];

/** Home towns across the districts the programme serves. */
export const TOWNS = [
  'Gilgit',
  'Karimabad, Hunza',
  'Aliabad, Hunza',
  'Skardu',
  'Nagar',
  'Gahkuch, Ghizer',
  'Chilas, Diamer',
  'Eidgah, Astore',
  'Shigar',
  'Khaplu, Ghanche',
  'Tolti, Kharmang',
  'Gupis, Ghizer',
];
