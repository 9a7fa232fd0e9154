import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "मान्यताएँ",
  'accreditations.intro': "अपने शिक्षण को प्रमाणित करने वाले प्रमाणपत्र अपलोड करें। 5 MB से छोटी PDF, JPEG या PNG फ़ाइलें।",
  'accreditations.category.yoga': "योग शिक्षक प्रमाणपत्र",
  'accreditations.category.teacher': "ध्यान शिक्षक प्रमाणपत्र",
  'accreditations.category.phd': "डिग्री और डॉक्टरेट",
  'accreditations.itemFiles': "किसी ट्रैक का कॉपीराइट प्रमाण और किसी रिट्रीट के प्रमाणपत्र उसी ट्रैक या रिट्रीट के फ़ॉर्म में जोड़े जाते हैं।",
};
