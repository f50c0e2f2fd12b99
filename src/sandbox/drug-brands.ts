/*
 * Indian brands in the sandbox's drug catalogue, each mapped to its generic as a drug database
 * lists it (name as the brand is sold, generic name, dosage form, manufacturer), so the drug
 * search can be tried the way doctors type ("dolo", "pan 40", "650 dolo"). Brand and maker as
 * sold in India; defaults (`dosage`) are typical adult starting points for the demo, not
 * clinical advice. Insulins carry no frequency default: a pattern's numbers are units, and a
 * default of "1-0-0" would read as 1 unit.
 */

/** slug | name | generic | form | manufacturer | dose | dose unit | frequency | days | food | otc. */
export const BRAND_TABLE = `
dolo-650         | Dolo 650          | Paracetamol                                   | Tablet      | Micro Labs Ltd                     | 1 | Tablet  | 1-0-1       | 5  | After Food    | otc
calpol-500       | Calpol 500        | Paracetamol                                   | Tablet      | GlaxoSmithKline Pharmaceuticals Ltd | 1 | Tablet  | 1-1-1       | 3  | After Food    | otc
crocin-advance   | Crocin Advance    | Paracetamol                                   | Tablet      | GlaxoSmithKline Pharmaceuticals Ltd | 1 | Tablet  | 1-1-1       | 3  | After Food    | otc
calpol-250-susp  | Calpol 250        | Paracetamol                                   | Suspension  | GlaxoSmithKline Pharmaceuticals Ltd | 5 | ml      | 1-1-1       | 3  | After Food    | otc
pan-40           | Pan 40            | Pantoprazole                                  | Tablet      | Alkem Laboratories Ltd             | 1 | Tablet  | 1-0-0       | 14 | Before Food   | rx
pantocid-40      | Pantocid 40       | Pantoprazole                                  | Tablet      | Sun Pharmaceutical Industries Ltd  | 1 | Tablet  | 1-0-0       | 14 | Before Food   | rx
augmentin-625    | Augmentin 625 Duo | Amoxicillin + Clavulanic Acid                 | Tablet      | GlaxoSmithKline Pharmaceuticals Ltd | 1 | Tablet  | 1-0-1       | 5  | After Food    | rx
azithral-500     | Azithral 500      | Azithromycin                                  | Tablet      | Alembic Pharmaceuticals Ltd        | 1 | Tablet  | 1-0-0       | 3  | Before Food   | rx
glycomet-500     | Glycomet 500      | Metformin                                     | Tablet      | USV Pvt Ltd                        | 1 | Tablet  | 1-0-1       | 30 | After Food    | rx
amaryl-2         | Amaryl 2          | Glimepiride                                   | Tablet      | Sanofi India Ltd                   | 1 | Tablet  | 1-0-0       | 30 | Before Food   | rx
telma-40         | Telma 40          | Telmisartan                                   | Tablet      | Glenmark Pharmaceuticals Ltd       | 1 | Tablet  | 1-0-0       | 30 | -             | rx
ecosprin-75      | Ecosprin 75       | Aspirin                                       | Tablet      | USV Pvt Ltd                        | 1 | Tablet  | 0-1-0       | 30 | After Food    | rx
thyronorm-50     | Thyronorm 50      | Levothyroxine                                 | Tablet      | Abbott India Ltd                   | 1 | Tablet  | 1-0-0       | 30 | Empty Stomach | rx
montair-lc       | Montair LC        | Montelukast + Levocetirizine                  | Tablet      | Cipla Ltd                          | 1 | Tablet  | 0-0-1       | 10 | -             | rx
ondem-4          | Ondem 4           | Ondansetron                                   | Tablet      | Alkem Laboratories Ltd             | 1 | Tablet  | SOS         | -  | Before Food   | rx
wysolone-10      | Wysolone 10       | Prednisolone                                  | Tablet      | Pfizer Ltd                         | 1 | Tablet  | 1-0-0       | 5  | After Food    | rx
shelcal-500      | Shelcal 500       | Calcium + Vitamin D3                          | Tablet      | Torrent Pharmaceuticals Ltd        | 1 | Tablet  | 1-0-0       | 30 | After Food    | otc
calcirol         | Calcirol          | Cholecalciferol                               | Sachet      | Zydus Cadila                       | 1 | Sachet  | Once a week | 56 | After Food    | rx
uprise-d3-60k    | Uprise D3 60K     | Cholecalciferol                               | Capsule     | Alkem Laboratories Ltd             | 1 | Capsule | Once a week | 56 | After Food    | rx
actrapid         | Actrapid          | Insulin Regular                               | Injection   | Novo Nordisk India Pvt Ltd         | - | -       | -           | -  | Before Food   | rx
lantus           | Lantus            | Insulin Glargine                              | Injection   | Sanofi India Ltd                   | - | -       | -           | -  | -             | rx
asthalin         | Asthalin          | Salbutamol                                    | Inhaler     | Cipla Ltd                          | 2 | Puff    | SOS         | -  | -             | rx
budecort-05      | Budecort 0.5      | Budesonide                                    | Respules    | Cipla Ltd                          | 1 | Respule | 1-0-1       | 7  | -             | rx
ascoril-ls       | Ascoril LS        | Ambroxol + Levosalbutamol + Guaifenesin       | Syrup       | Glenmark Pharmaceuticals Ltd       | 5 | ml      | 1-1-1       | 5  | After Food    | rx
ciplox-eye       | Ciplox 0.3%       | Ciprofloxacin                                 | Eye Drops   | Cipla Ltd                          | 1 | Drop    | 1-1-1-1     | 5  | -             | rx
otrivin          | Otrivin           | Xylometazoline                                | Nasal Drops | GSK Consumer Healthcare Ltd        | 2 | Drop    | 1-0-1       | 5  | -             | otc
`;
