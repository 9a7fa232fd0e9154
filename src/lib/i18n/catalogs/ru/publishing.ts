import type { publishing as english } from '../en/publishing';
import type { Translations } from '../../translations';

export const publishing: Translations<typeof english> = {
  "publishing.review.edit": "Изменить",
  "publishing.review.editStep": "Изменить: {step}",
  "publishing.review.toFinish": "Завершите эти шаги перед отправкой",
  "publishing.review.notSaved": "Ещё не сохранено: откройте шаг и нажмите «Сохранить и далее».",
  "publishing.review.yes": "Да",
  "publishing.review.no": "Нет",
  "publishing.review.audioLength": "Длительность {length}",
  "publishing.review.imageCrop": "{label}, кадр: {crop}",
  "publishing.review.cropPortrait": "вертикальный",
  "publishing.review.cropLandscape": "горизонтальный",
  "publishing.review.cropSquare": "квадратный",
  "publishing.course.submitConfirm": "Ваш курс отправится на проверку нашей команде; это занимает до 5 рабочих дней. Статус виден в разделе «Курсы», и мы сообщим, когда курс будет опубликован.",
};
