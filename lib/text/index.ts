export { fold, foldWords } from './fold';
export { DAYS, WEEKDAY_NAMES, WEEKDAY_ABBREVIATIONS, ALL_WEEKDAY_NAMES, weekdayFromName, type DayOfWeek, type WeekdayLanguage } from './weekdays';
export { NUMBER_WORDS, NUMBER_WORDS_FR, NUMBER_WORDS_EN, numberFromWord, numberWordsBetween } from './numbers';
