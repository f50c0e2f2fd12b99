import type { CheckSource } from './check-types';
import { dailyMed } from './check-sources';
import type { Strength } from './drug-strength';

/*
 * Common Indian brands and what they contain (docs/prescribing-checks.md, "The brand table"). A
 * line named by a brand ("Dolo 650", "Pan-D", "Augmentin 625 Duo") is read as its generics; the
 * number after the brand names the product only when the row lists it ("Dolo 650" is paracetamol
 * 650 mg; "Dolo 500" is paracetamol of a strength the table does not know, so no dose is turned
 * into mg). A brand followed by words the row does not list ("Crocin Cold & Flu") is not read.
 * Brands with no public source for their composition are left out. Not reviewed by a clinician.
 */

export type ProductForm = 'tablet' | 'liquid' | 'drops' | 'inhaler';

export interface BrandProduct {
  /** The number after the brand that names this product ("650"); none when its form names it. */
  number?: string;
  form: ProductForm;
  strength: Strength;
}

export interface BrandRow {
  /** The brand's first word, lower case ("dolo"). */
  brand: string;
  /** Words after the brand naming this variant ([] for the plain brand; ["d"] for Pan-D). */
  variants: readonly (readonly string[])[];
  ingredients: readonly string[];
  products: readonly BrandProduct[];
  maker: string;
  source: CheckSource;
}

const tab = (number: string, ...mg: number[]): BrandProduct => ({
  number,
  form: 'tablet',
  strength: { amounts: mg },
});
const liquid = (number: string | undefined, perMl: number, ...mg: number[]): BrandProduct => ({
  ...(number === undefined ? {} : { number }),
  form: 'liquid',
  strength: { amounts: mg, perMl },
});

export const BRANDS: readonly BrandRow[] = [
  {
    brand: 'dolo',
    variants: [[]],
    ingredients: ['paracetamol'],
    products: [tab('650', 650)],
    maker: 'Micro Labs',
    source: {
      title: 'Dolo 650 tablet (Micro Labs): paracetamol 650 mg',
      url: 'https://www.drugsbanks.com/dolo-650-mg/',
    },
  },
  {
    brand: 'calpol',
    variants: [[]],
    ingredients: ['paracetamol'],
    products: [
      tab('500', 500),
      tab('650', 650),
      liquid('120', 5, 120),
      liquid('250', 5, 250),
      { form: 'drops', strength: { amounts: [100], perMl: 1 } },
    ],
    maker: 'GSK',
    source: {
      title: 'Calpol tablets, suspension and paediatric drops, prescribing information (GSK India)',
      url: 'https://ru.scribd.com/document/405171192/Paracetamol-use-Guide',
    },
  },
  {
    brand: 'crocin',
    variants: [[]],
    ingredients: ['paracetamol'],
    products: [],
    maker: 'GSK',
    source: {
      title: 'Crocin, a paracetamol brand (GSK): Pharmabiz, 2014',
      url: 'https://test.pharmabiz.com/PrintArticle.aspx?aid=81438',
    },
  },
  {
    brand: 'crocin',
    variants: [['advance']],
    ingredients: ['paracetamol'],
    products: [tab('500', 500), { form: 'tablet', strength: { amounts: [500] } }],
    maker: 'GSK',
    source: {
      title: 'Crocin Advance Paracetamol Fast Release 500 mg (The Hindu BusinessLine)',
      url: 'https://thehindubusinessline.com/companies/cheap-crocin-advance-likely-to-be-on-sale-soon/article20757909.ece1/amp',
    },
  },
  {
    brand: 'pan',
    variants: [[]],
    ingredients: ['pantoprazole'],
    products: [tab('20', 20), tab('40', 40)],
    maker: 'Alkem',
    source: {
      title: 'PAN 20/40 (pantoprazole tablets), prescribing information (Alkem)',
      url: 'https://scribd.com/document/748446891/PAN2',
    },
  },
  {
    brand: 'pan',
    variants: [['d']],
    ingredients: ['pantoprazole', 'domperidone'],
    products: [{ form: 'tablet', strength: { amounts: [40, 30] } }],
    maker: 'Alkem',
    source: {
      title: 'Pan D: pantoprazole 40 mg + domperidone 30 mg',
      url: 'https://factdr.com/medicine/pan-d/',
    },
  },
  {
    brand: 'augmentin',
    variants: [[], ['duo']],
    ingredients: ['amoxicillin', 'clavulanic acid'],
    products: [tab('375', 250, 125), tab('625', 500, 125), tab('1000', 875, 125)],
    maker: 'GSK',
    source: {
      title:
        'Augmentin 625 / 1 g Duo, prescribing information (GSK India); Augmentin oral preparations (375 mg tablet)',
      url: 'https://www.scribd.com/document/636654093/augmentin-duo-tablets',
    },
  },
  {
    brand: 'mox',
    variants: [[]],
    ingredients: ['amoxicillin'],
    products: [tab('250', 250), tab('500', 500)],
    maker: 'Sun Pharma',
    source: { title: 'Mox 500: amoxicillin', url: 'https://factdr.com/medicine/mox-500/' },
  },
  {
    brand: 'azithral',
    variants: [[]],
    ingredients: ['azithromycin'],
    products: [tab('250', 250), tab('500', 500)],
    maker: 'Alembic',
    source: {
      title: 'Azithral 500 tablet (Alembic): azithromycin 500 mg',
      url: 'https://kul.in/products/prescriptions/azithral-500-tablet',
    },
  },
  {
    brand: 'zyrtec',
    variants: [[]],
    ingredients: ['cetirizine'],
    products: [tab('10', 10)],
    maker: 'Johnson & Johnson',
    source: dailyMed('zyrtec', 'Drug facts (cetirizine HCl 10 mg)'),
  },
  {
    brand: 'cetzine',
    variants: [[]],
    ingredients: ['cetirizine'],
    products: [tab('10', 10)],
    maker: "Dr. Reddy's",
    source: {
      title: 'Cetzine (Dr. Reddy’s): cetirizine 10 mg',
      url: 'https://www.therxreviewer.com/cetzine/',
    },
  },
  {
    brand: 'okacet',
    variants: [[]],
    ingredients: ['cetirizine'],
    products: [tab('10', 10)],
    maker: 'Cipla',
    source: {
      title: 'Okacet tablet: cetirizine 10 mg',
      url: 'https://lavtripathi.com/okacet-tablet-uses-dosage-side-effects-and-more/',
    },
  },
  {
    brand: 'okacet',
    variants: [['l']],
    ingredients: ['levocetirizine'],
    products: [{ form: 'tablet', strength: { amounts: [5] } }],
    maker: 'Cipla',
    source: {
      title: 'Okacet-L tablet (Cipla): levocetirizine 5 mg',
      url: 'https://farmako.in/medicine/okacet-l-tablet-9527',
    },
  },
  {
    brand: 'emeset',
    variants: [[]],
    ingredients: ['ondansetron'],
    products: [tab('4', 4)],
    maker: 'Cipla',
    source: {
      title: 'Emeset ODT 4 mg tablet: ondansetron',
      url: 'https://cdn.slideserve.com/Pharma16/what-is-emeset-odt-4mg-tablet',
    },
  },
  {
    brand: 'ondem',
    variants: [[]],
    ingredients: ['ondansetron'],
    products: [tab('4', 4)],
    maker: 'Alkem',
    source: {
      title: 'Ondem 4 tablet (Alkem): ondansetron 4 mg',
      url: 'https://tabsul.in/medicine/ondem-4-tablet',
    },
  },
  {
    brand: 'wysolone',
    variants: [[], ['dt']],
    ingredients: ['prednisolone'],
    products: [tab('5', 5), tab('10', 10), tab('20', 20)],
    maker: 'Pfizer',
    source: {
      title: 'Wysolone DT 5/10/20, prescribing information (Pfizer India)',
      url: 'https://docslib.org/doc/4276087/prednisolone-dispersible-tablets-wysolone-dt',
    },
  },
  {
    brand: 'omnacortil',
    variants: [[]],
    ingredients: ['prednisolone'],
    products: [tab('10', 10), tab('15', 15), tab('30', 30)],
    maker: 'Macleods',
    source: {
      title: 'Omnacortil (Macleods): prednisolone 10, 15, 30 mg',
      url: 'https://indiangenericmedicines.com/misc/prednisolone/',
    },
  },
  {
    brand: 'brufen',
    variants: [[]],
    ingredients: ['ibuprofen'],
    products: [tab('200', 200), tab('400', 400), tab('600', 600)],
    maker: 'Abbott',
    source: {
      title: 'Brufen tablets 200/400/600 mg: ibuprofen',
      url: 'https://www.medicinep.com/brufen-anti-inflammatory-analgesic-and-antipyretic-2710.html',
    },
  },
  {
    brand: 'combiflam',
    variants: [[]],
    ingredients: ['ibuprofen', 'paracetamol'],
    products: [],
    maker: 'Sanofi',
    source: {
      title: 'Combiflam (Sanofi): paracetamol and ibuprofen',
      url: 'https://pharmapathway.com/painkiller-combiflam-runs-into-trouble-some-batches-withdrawn/',
    },
  },
  {
    brand: 'meftal',
    variants: [[]],
    ingredients: ['mefenamic acid'],
    products: [],
    maker: 'Blue Cross',
    source: {
      title: 'Meftal (Blue Cross Laboratories): mefenamic acid',
      url: 'https://bedaryo.com/meftal-painkiller-meftal-maker-says-adverse-reaction-flagged-by-ipc-is-very-rare/',
    },
  },
  {
    brand: 'meftal',
    variants: [['p']],
    ingredients: ['mefenamic acid'],
    products: [liquid(undefined, 5, 100)],
    maker: 'Blue Cross',
    source: {
      title: 'Meftal-P suspension, prescribing information: mefenamic acid 100 mg/5 ml',
      url: 'https://scribd.com/document/641938140/MEFTAL-P-Suspension-PI',
    },
  },
  {
    brand: 'asthalin',
    variants: [[]],
    ingredients: ['salbutamol'],
    products: [{ form: 'inhaler', strength: { amounts: [0.1] } }],
    maker: 'Cipla',
    source: {
      title: 'Asthalin 100 micrograms Inhaler, SmPC (emc)',
      url: 'https://www.medicines.org.uk/emc/product/15454/smpc',
    },
  },
  {
    brand: 'zinconia',
    variants: [[]],
    ingredients: ['zinc'],
    products: [liquid(undefined, 5, 20)],
    maker: 'Zuventus',
    source: {
      title: 'Zinconia syrup (Zuventus): elemental zinc 20 mg/5 ml',
      url: 'https://www.zuventus.com/products/zinconiar-syrup',
    },
  },
];
