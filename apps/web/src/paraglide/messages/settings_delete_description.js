/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_DescriptionInputs */

const en_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile, jobs, proposals and personal details are erased. Messages others received stay, shown as 'Deleted user'.`)
};

const ur_settings_delete_description = /** @type {(inputs: Settings_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پروفائل، جابز، پروپوزلز اور ذاتی تفصیلات مٹا دی جاتی ہیں۔ دوسروں کو ملے ہوئے پیغامات باقی رہتے ہیں، 'حذف شدہ صارف' کے نام سے۔`)
};

/**
* | output |
* | --- |
* | "Your profile, jobs, proposals and personal details are erased. Messages others received stay, shown as 'Deleted user'." |
*
* @param {Settings_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_description = /** @type {((inputs?: Settings_Delete_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_delete_description(inputs)
	return en_settings_delete_description(inputs)
});