import type { DirectionsTemplate } from './template';

/*
 * Tamil. Awaits a native reader's review (docs/printout-languages.md, with sources). Doses keep
 * Western digits; mg, mcg, g and ml stay as on the pack and the measuring cup. A count takes the
 * singular noun, as Tamil labels write it ("2 மாத்திரை").
 */

const DURATION = {
  hours: ['மணி நேரத்திற்கு', 'மணி நேரத்திற்கு'],
  days: ['நாளுக்கு', 'நாட்களுக்கு'],
  weeks: ['வாரத்திற்கு', 'வாரங்களுக்கு'],
  months: ['மாதத்திற்கு', 'மாதங்களுக்கு'],
  years: ['வருடத்திற்கு', 'வருடங்களுக்கு'],
} as const;

export const TAMIL: DirectionsTemplate = {
  language: 'ta',
  heading: 'எப்படி எடுத்துக்கொள்வது',
  units: {
    tablet: { one: 'மாத்திரை', many: 'மாத்திரை', half: 'அரை மாத்திரை' },
    capsule: { one: 'கேப்ஸ்யூல்', many: 'கேப்ஸ்யூல்' },
    drop: { one: 'சொட்டு', many: 'சொட்டு' },
    puff: { one: 'பஃப்', many: 'பஃப்' },
    sachet: { one: 'பாக்கெட்', many: 'பாக்கெட்' },
    unit: { one: 'யூனிட்', many: 'யூனிட்' },
    teaspoon: { one: 'தேக்கரண்டி', many: 'தேக்கரண்டி', half: 'அரை தேக்கரண்டி' },
    spray: { one: 'ஸ்ப்ரே', many: 'ஸ்ப்ரே' },
    suppository: { one: 'சப்போசிட்டரி', many: 'சப்போசிட்டரி' },
  },
  many: () => false,
  slots: { morning: 'காலை', afternoon: 'மதியம்', evening: 'மாலை', night: 'இரவு' },
  and: 'மற்றும்',
  then: ', பிறகு ',
  frequency: {
    sos: 'தேவைப்படும்போது',
    stat: 'உடனே, ஒரு முறை',
    everyDay: 'தினமும்',
    alternateDays: 'ஒரு நாள் விட்டு ஒரு நாள்',
    everyDays: (days) => `${days} நாட்களுக்கு ஒரு முறை`,
    everyHour: 'ஒவ்வொரு மணி நேரமும்',
    everyHours: (hours) => `${hours} மணி நேரத்திற்கு ஒரு முறை`,
    weekly: (times) =>
      times === 1
        ? 'வாரத்திற்கு ஒரு முறை'
        : times === 2
          ? 'வாரத்திற்கு இரண்டு முறை'
          : `வாரத்திற்கு ${times} முறை`,
  },
  timing: {
    'before-food': 'உணவுக்கு முன்',
    'after-food': 'உணவுக்குப் பின்',
    'with-food': 'உணவுடன்',
    'empty-stomach': 'வெறும் வயிற்றில்',
    'before-breakfast': 'காலை உணவுக்கு முன்',
    bedtime: 'தூங்கும் முன்',
  },
  duration: ({ value, unit }) => `${value} ${DURATION[unit][value === 1 ? 0 : 1]}`,
  course: { 'till-review': 'அடுத்த பரிசோதனை வரை', continue: 'தொடரவும்' },
  site: {
    'right eye': 'வலது கண்ணில்',
    'left eye': 'இடது கண்ணில்',
    'both eyes': 'இரண்டு கண்களிலும்',
    'right ear': 'வலது காதில்',
    'left ear': 'இடது காதில்',
    'both ears': 'இரண்டு காதுகளிலும்',
    'right nostril': 'வலது நாசியில்',
    'left nostril': 'இடது நாசியில்',
    'both nostrils': 'இரண்டு நாசிகளிலும்',
  },
  route: {
    Intravenous: 'நரம்பு வழியாக ஊசி',
    Intramuscular: 'தசையில் ஊசி',
    Subcutaneous: 'தோலுக்கு அடியில் ஊசி',
    Sublingual: 'நாக்கின் அடியில் வைக்கவும்',
    Topical: 'தோலில் தடவவும்',
    Inhalation: 'உள்ளிழுக்கவும்',
    Nasal: 'மூக்கில்',
    Rectal: 'மலவாய் வழியாக',
    Vaginal: 'யோனி வழியாக',
    Eye: 'கண்ணில்',
    Ear: 'காதில்',
  },
  fallbackNote: 'இந்த மருந்தின் அறிவுறுத்தல்கள் ஆங்கிலத்தில் மட்டுமே அச்சிடப்பட்டுள்ளன.',
};
