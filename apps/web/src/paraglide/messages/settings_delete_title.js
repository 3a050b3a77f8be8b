/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_TitleInputs */

const en_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

const ur_settings_delete_title = /** @type {(inputs: Settings_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ ڈیلیٹ کریں`)
};

/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Settings_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_title = /** @type {((inputs?: Settings_Delete_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_delete_title(inputs)
	return en_settings_delete_title(inputs)
});