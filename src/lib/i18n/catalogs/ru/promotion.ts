import type { promotion as english } from '../en/promotion';
import type { Translations } from '../../translations';

export const promotion: Translations<typeof english> = {
  'promotion.noUsername': "Сначала выберите имя пользователя в профиле: оно нужно вашей публичной странице.",
  'promotion.profileHeading': "Ваша публичная страница",
  'promotion.profileHelp': "Поделитесь этой ссылкой или её QR-кодом, чтобы слушатели могли найти вас и подписаться.",
  'promotion.profileChoice': "Ваша публичная страница",
  'promotion.qrLabel': "QR-код для {url}",
  'promotion.contentHeading': "Ссылки на ваши материалы",
  'promotion.noContent': "Здесь появятся ваши опубликованные курсы, треки и мастер-классы.",
  'promotion.widgetHeading': "Встраиваемый виджет",
  'promotion.widgetHelp': "Вставьте этот код на свой сайт, чтобы показать свою страницу или один из материалов.",
  'promotion.widgetFor': "Виджет для",
  'promotion.widgetMake': "Создать код виджета",
  'promotion.widgetCode': "Код виджета",
};
