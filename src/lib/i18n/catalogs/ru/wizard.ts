import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Назад",
  "wizard.next": "Далее",
  "wizard.saveAndNext": "Сохранить и продолжить",
  "wizard.submit": "Отправить",
  "wizard.cancel": "Отмена",
  "wizard.steps": "Шаги",
  "wizard.notValidated": "Ещё не проверено",
  "wizard.review": "Проверка",
  "wizard.cannotSubmit": "Пока это нельзя отправить",
  "wizard.changes.title": "Что изменилось",
  "wizard.changes.none": "Изменений пока нет",
  "wizard.changes.before": "Опубликованная версия",
  "wizard.changes.after": "Ваша версия",
  "wizard.changes.empty": "(пусто)",
  "wizard.changes.added": "Добавлено",
  "wizard.changes.removed": "Удалено",
  "wizard.changes.changed": "Изменено",
  "wizard.changes.in": "Изменения в разделе «{step}»",
  "wizard.showMore": "Показать больше",
  "wizard.showLess": "Свернуть",
  "wizard.topics.choose": "Выбрать",
  "wizard.topics.many": "Выберите несколько вариантов.",
  "wizard.topics.one": "Выберите один вариант.",
  "wizard.topics.done": "Готово",
};
