import { describe } from 'vitest';
import { expectEveryPiece } from './expect-language';

/* The Tamil template, piece by piece (docs/printout-languages.md). */
describe('directions in Tamil', () => {
  expectEveryPiece('ta', {
    'one tablet 1-0-1 after food for 5 days':
      '1 மாத்திரை, காலை மற்றும் இரவு, உணவுக்குப் பின், 5 நாட்களுக்கு',
    'three times a day 1-1-1': '1 மாத்திரை, காலை, மதியம் மற்றும் இரவு',
    'four slots 1-1-1-1, capsules': '1 கேப்ஸ்யூல், காலை, மதியம், மாலை மற்றும் இரவு',
    'night only 0-0-1': '1 மாத்திரை, இரவு',
    'afternoon only 0-1-0': '1 மாத்திரை, மதியம்',
    'night dose at bedtime': '1 மாத்திரை, தூங்கும் முன்',
    'two tablets (plural)': '2 மாத்திரை, காலை மற்றும் இரவு',
    'half a tablet': 'அரை மாத்திரை, காலை',
    'one and a half tablets': '1½ மாத்திரை, இரவு',
    'form only: Tab with 1-0-1': '1 மாத்திரை, காலை மற்றும் இரவு',
    'different amounts: insulin 8-0-6 units, subcutaneous, before food':
      'தோலுக்கு அடியில் ஊசி, காலை 8 யூனிட் மற்றும் இரவு 6 யூனிட், உணவுக்கு முன்',
    'a measure: 2.5 ml syrup at night': '2.5 ml, இரவு',
    'a teaspoon': '1 தேக்கரண்டி, காலை மற்றும் இரவு',
    'two puffs, inhalation': 'உள்ளிழுக்கவும், 2 பஃப், காலை மற்றும் இரவு',
    'a sachet in the morning': '1 பாக்கெட், காலை',
    'ointment applied on the skin': 'தோலில் தடவவும், காலை மற்றும் இரவு',
    'SOS: when needed': '1 மாத்திரை, தேவைப்படும்போது',
    'STAT: once, at once': '1 மாத்திரை, உடனே, ஒரு முறை',
    'every day': '1 மாத்திரை, தினமும்',
    'alternate days': '1 மாத்திரை, ஒரு நாள் விட்டு ஒரு நாள்',
    'every 3 days': '1 மாத்திரை, 3 நாட்களுக்கு ஒரு முறை',
    'every hour': '2 சொட்டு, ஒவ்வொரு மணி நேரமும்',
    'every 6 hours': '1 மாத்திரை, 6 மணி நேரத்திற்கு ஒரு முறை',
    'once a week for 4 weeks': '1 மாத்திரை, வாரத்திற்கு ஒரு முறை, 4 வாரங்களுக்கு',
    'twice a week': '1 மாத்திரை, வாரத்திற்கு இரண்டு முறை',
    'three times a week': '1 மாத்திரை, வாரத்திற்கு 3 முறை',
    'a frequency alone (SOS)': 'தேவைப்படும்போது',
    'a dose alone': '1 மாத்திரை',
    'before food': '1 மாத்திரை, காலை, உணவுக்கு முன்',
    'with food': '1 மாத்திரை, காலை, உணவுடன்',
    'on an empty stomach': '1 மாத்திரை, காலை, வெறும் வயிற்றில்',
    'before breakfast': '1 மாத்திரை, காலை, காலை உணவுக்கு முன்',
    'for 1 day': '1 மாத்திரை, காலை, 1 நாளுக்கு',
    'for 24 hours': '1 மாத்திரை, 6 மணி நேரத்திற்கு ஒரு முறை, 24 மணி நேரத்திற்கு',
    'for 1 week': '1 மாத்திரை, காலை, 1 வாரத்திற்கு',
    'for 1 month': '1 மாத்திரை, காலை, 1 மாதத்திற்கு',
    'for 3 months': '1 மாத்திரை, காலை, 3 மாதங்களுக்கு',
    'for 1 year': '1 மாத்திரை, காலை, 1 வருடத்திற்கு',
    'until review': '1 மாத்திரை, காலை, அடுத்த பரிசோதனை வரை',
    'to continue': '1 மாத்திரை, காலை, தொடரவும்',
    'right eye': '1 சொட்டு, காலை மற்றும் இரவு, வலது கண்ணில்',
    'both ears': '1 சொட்டு, காலை மற்றும் இரவு, இரண்டு காதுகளிலும்',
    'left nostril': '1 சொட்டு, காலை மற்றும் இரவு, இடது நாசியில்',
    intramuscular: 'தசையில் ஊசி, 1 ml, உடனே, ஒரு முறை',
    intravenous: 'நரம்பு வழியாக ஊசி, 500 mg, காலை, மதியம் மற்றும் இரவு',
    sublingual: 'நாக்கின் அடியில் வைக்கவும், 1 மாத்திரை, தேவைப்படும்போது',
    rectal: 'மலவாய் வழியாக, 1 சப்போசிட்டரி, தேவைப்படும்போது',
    'taper: 40 mg then 30 mg, after food':
      '40 mg, காலை 3 நாட்களுக்கு, பிறகு 30 mg, காலை 3 நாட்களுக்கு, உணவுக்குப் பின்',
  });
});
