/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_TitleInputs */

const en_settings_data_title = /** @type {(inputs: Settings_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const ur_settings_data_title = /** @type {(inputs: Settings_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا ڈیٹا`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Settings_Data_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_data_title = /** @type {((inputs?: Settings_Data_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_data_title(inputs)
	return en_settings_data_title(inputs)
});